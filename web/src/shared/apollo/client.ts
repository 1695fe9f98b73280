import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { AutoCleanedWeakCache } from '@apollo/client/utilities/internal';
import { AnswerCache, type ServerAnswers } from './answer-cache';
import { HydratingCache } from './hydrating-cache';

export interface ApolloClientOptions {
  /** The gateway's GraphQL endpoint; same-origin /graphql in the browser. */
  uri?: string;
  /** The server renders pages with a fetch that calls the gateway in the same process. */
  fetch?: typeof fetch;
  /** Headers for every request: the server passes on the shopper's cookies (session). */
  headers?: Record<string, string>;
  /**
   * Rendering on the server: queries are fetched once, never polled or refetched, and their answers
   * are kept whole for the page's state (AnswerCache, docs/decisions/058).
   */
  ssrMode?: boolean;
  /**
   * A server render's client: what Apollo learns of each document is kept in one cache for all
   * the renders (sharedDocumentInfo, docs/decisions/063) instead of in the client's own.
   */
  shareDocuments?: boolean;
  /** The answers a server-rendered page was rendered with (shared/ssr), for the browser's cache. */
  serverAnswers?: ServerAnswers;
  /**
   * The language the shop's content is asked in, read at each request (the shopper's choice);
   * sent as Accept-Language, the one way the gateway takes it (docs/decisions/034).
   */
  language?: () => string;
}

/** One Apollo Client for the app: same-origin /graphql, session cookie included. */
export function createApolloClient({
  uri = '/graphql',
  fetch,
  headers,
  ssrMode = false,
  shareDocuments = false,
  serverAnswers,
  language,
}: ApolloClientOptions = {}): ApolloClient {
  const cache = ssrMode ? new AnswerCache() : new HydratingCache(serverAnswers);
  const http = new HttpLink({
    uri,
    credentials: 'same-origin',
    ...(fetch ? { fetch } : {}),
    ...(headers ? { headers } : {}),
  });
  // The cache holds one language's answers at a time: switching language resets it (use-languages).
  const inLanguage = language
    ? new ApolloLink((operation, forward) => {
        operation.setContext(({ headers: own = {} }: { headers?: Record<string, string> }) => ({
          headers: { ...own, 'accept-language': language() },
        }));
        return forward(operation);
      })
    : null;
  const client = new ApolloClient({
    link: inLanguage ? inLanguage.concat(http) : http,
    cache,
    ssrMode,
  });
  if (shareDocuments) shareDocumentInfo(client);
  // A hydrated page's queries read the server's answers (even `network-only` ones) instead of asking
  // again, until the page is hydrated (main.tsx turns this off then). A fixed delay was not enough: on
  // a slow phone hydration can take longer, and a query that went to the network meanwhile rendered
  // "Loading…" where the server had rendered its answer (React error 418 on the service pages).
  if (serverAnswers) client.prioritizeCacheValues = true;
  return client;
}

/** What Apollo learns of each document, as its query manager keeps it (`getDocumentInfo`). */
type DocumentInfoCache = AutoCleanedWeakCache<object, unknown>;

/**
 * One cache of what Apollo learns of each document (its server part, its variables' defaults, its
 * directives: several walks of the document), shared by the server renderer's clients
 * (docs/decisions/063). Apollo keeps it per client, and the server makes a client per render, so
 * every render walked every document of its page again. The documents are the same objects in
 * every render (the generated ones, with the `__typename`s AnswerCache's transform adds and keeps),
 * and the entries depend on nothing but the document. Apollo's own size for it.
 */
export const sharedDocumentInfo: DocumentInfoCache = new AutoCleanedWeakCache(2000);

function shareDocumentInfo(client: ApolloClient) {
  // A private field of Apollo's (4.x): tests/web/shared/apollo-document-info.test.ts fails if it moves.
  const { queryManager } = client as unknown as { queryManager: { transformCache: DocumentInfoCache } };
  queryManager.transformCache = sharedDocumentInfo;
}
