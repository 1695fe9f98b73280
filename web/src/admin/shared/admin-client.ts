import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** The back office's API: same-origin /admin/graphql, where the staff session cookie (Path=/admin) goes. */
export const ADMIN_GRAPHQL_URI = '/admin/graphql';

/** The back office's own Apollo Client; it shares no cache with the shop's (docs/decisions/033). */
export function createAdminClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: ADMIN_GRAPHQL_URI, credentials: 'same-origin' }),
    cache: new InMemoryCache(),
    // Staff act on live data: a screen asks again whenever it is opened.
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}
