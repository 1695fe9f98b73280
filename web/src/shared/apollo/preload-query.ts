import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { registerRenderQuery } from '../ssr/render-queries';

/**
 * Starts a page's query as soon as its route is known (the route's loader), before the page
 * renders: the page's own query then joins the request in flight or reads the answer from the
 * cache, so the variables must be the page's. Errors are the page's to show, so they are ignored
 * (the promise gives the answer's data, or null). On the server the answer is registered with the
 * render, which waits for every registered answer before React renders (docs/decisions/050).
 */
export function preloadQuery<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): Promise<TData | null> {
  const answer = client
    .query({ query, variables } as ApolloClient.QueryOptions<TData, TVariables>)
    .then(({ data }) => (data as TData | undefined) ?? null)
    .catch(() => null);
  registerRenderQuery(client, answer);
  return answer;
}
