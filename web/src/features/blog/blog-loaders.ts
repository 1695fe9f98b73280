import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { BlogListDocument, type BlogListQueryVariables, BlogPostDocument } from '@web/__generated__/graphql';
import { preloadQuery } from '@web/shared/apollo/preload-query';

/** The list's variables from its address: `?category=` and `?page=` (1 when absent or out of range). */
export function blogListVariables(params: URLSearchParams): BlogListQueryVariables & { category?: string } {
  const page = Number(params.get('page'));
  return {
    category: params.get('category') || undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/**
 * The routes' loaders: start the page's query (its only one) before the page renders; the page's
 * query joins it. On the server the render waits for every preloaded query, so it renders the page
 * once (docs/decisions/050).
 */
export const blogListLoader =
  (client: ApolloClient) =>
  ({ request }: LoaderFunctionArgs) => {
    void preloadQuery(client, BlogListDocument, blogListVariables(new URL(request.url).searchParams));
    return null;
  };

export const blogPostLoader =
  (client: ApolloClient) =>
  ({ params: { slug = '' } }: LoaderFunctionArgs) => {
    void preloadQuery(client, BlogPostDocument, { slug });
    return null;
  };
