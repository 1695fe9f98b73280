import type { ApolloClient } from '@apollo/client';
import {
  ProductListPageDocument,
  type ProductListPageQueryVariables,
  type ProductSort,
} from '@web/__generated__/graphql';
import { currentVehicleVar } from '@web/shared/state/garage';
import { type ListState, readListState } from './list-params';

/** Products per page (spec section 3). */
export const PAGE_SIZE = 16;

/** The list query's variables for a list state: the page asks with these, the route preloads with these. */
export function productListVariables(
  { filters, sort, page, after, before }: ListState,
  categorySlug: string | undefined,
  vehicleId: string | null,
): ProductListPageQueryVariables {
  return {
    filters,
    options: { page, after, before, limit: PAGE_SIZE, sort: sort.toUpperCase() as ProductSort },
    categorySlug: categorySlug ?? '',
    withCategory: Boolean(categorySlug),
    vehicleId,
  };
}

/**
 * Starts the list's query as soon as the route is known (the route's loader), before the page
 * renders: the page's own query then joins the request in flight or reads the answer from the
 * cache. Errors are the page's to show, so they are ignored here.
 */
export function preloadProductList(client: ApolloClient, categorySlug: string | undefined, search: URLSearchParams): void {
  const variables = productListVariables(readListState(search, categorySlug), categorySlug, currentVehicleVar());
  client.query({ query: ProductListPageDocument, variables }).catch(() => undefined);
}
