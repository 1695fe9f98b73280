import { ApolloClient, InMemoryCache } from '@apollo/client';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';

/** The back office's API: same-origin /admin/graphql, where the staff session cookie (Path=/admin) goes. */
export const ADMIN_GRAPHQL_URI = '/admin/graphql';

/**
 * The back office's own Apollo Client; it shares no cache with the shop's (docs/decisions/033).
 * Its link sends a `File` variable as a GraphQL multipart request (pictures, CSV files); the
 * x-csrf-prevention header lets that form-encoded POST past the gateway's CSRF check.
 */
export function createAdminClient(): ApolloClient {
  return new ApolloClient({
    link: new UploadHttpLink({
      uri: ADMIN_GRAPHQL_URI,
      credentials: 'same-origin',
      headers: { 'x-csrf-prevention': '1' },
    }),
    cache: new InMemoryCache(),
    // Staff act on live data: a screen asks again whenever it is opened.
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}
