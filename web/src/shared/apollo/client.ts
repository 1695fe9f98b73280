import { ApolloClient, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { POSSIBLE_TYPES } from './possible-types';

export interface ApolloClientOptions {
  /** The gateway's GraphQL endpoint; same-origin /graphql in the browser. */
  uri?: string;
  /** The server renders pages with a fetch that calls the gateway in the same process. */
  fetch?: typeof fetch;
  /** Headers for every request: the server passes on the shopper's cookies (session). */
  headers?: Record<string, string>;
  /** Rendering on the server: queries are fetched once, never polled or refetched. */
  ssrMode?: boolean;
  /** The answers a server-rendered page was rendered with (shared/ssr). */
  restore?: NormalizedCacheObject;
}

/** One Apollo Client for the app: same-origin /graphql, session cookie included. */
export function createApolloClient({
  uri = '/graphql',
  fetch,
  headers,
  ssrMode = false,
  restore,
}: ApolloClientOptions = {}): ApolloClient {
  const cache = new InMemoryCache({ possibleTypes: POSSIBLE_TYPES });
  if (restore) cache.restore(restore);
  return new ApolloClient({
    link: new HttpLink({
      uri,
      credentials: 'same-origin',
      ...(fetch ? { fetch } : {}),
      ...(headers ? { headers } : {}),
    }),
    cache,
    ssrMode,
    // A hydrated page's queries read the server's answers instead of asking again at once.
    ...(restore ? { ssrForceFetchDelay: 2000 } : {}),
  });
}
