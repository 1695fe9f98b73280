import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { POSSIBLE_TYPES } from './possible-types';

/** One Apollo Client for the app: same-origin /graphql, session cookie included. */
export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri, credentials: 'same-origin' }),
    cache: new InMemoryCache({ possibleTypes: POSSIBLE_TYPES }),
  });
}
