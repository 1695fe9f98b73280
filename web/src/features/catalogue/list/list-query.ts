import type { ApolloClient } from '@apollo/client';
import { ProductListPageDocument, type ProductListPageQueryVariables } from '@web/__generated__/graphql';
import { preloadQuery } from '@web/shared/apollo/preload-query';
import { registerRenderQuery } from '@web/shared/ssr/render-queries';
import { currentVehicleVar } from '@web/shared/state/garage';
import { gatewaySort, type ListState, readListState } from './list-params';
import { lastPageOf } from './list-problem';

/** Products per page (spec section 3). */
export const PAGE_SIZE = 16;

/** The list query's variables for a list state: the page asks with these, the route preloads with these. */
export function productListVariables(
  { search, filters, sort, page, after, before }: ListState,
  categorySlug: string | undefined,
  vehicleId: string | null,
): ProductListPageQueryVariables {
  return {
    search,
    searching: search !== null,
    filters,
    options: {
      page,
      after,
      before,
      limit: PAGE_SIZE,
      sort: gatewaySort(sort, search !== null),
      // With a vehicle chosen, parts that fit it come first (docs/decisions/038); that pages by
      // number, so a cursor already in the address keeps the plain order.
      fitFirst: vehicleId && !after && !before ? vehicleId : null,
    },
    categorySlug: categorySlug ?? '',
    withCategory: Boolean(categorySlug),
    vehicleId,
  };
}

/** Starts the list's query from the route's loader, with the variables the page will ask with. */
export function preloadProductList(
  client: ApolloClient,
  categorySlug: string | undefined,
  search: URLSearchParams,
): Promise<unknown> {
  const variables = productListVariables(readListState(search, categorySlug), categorySlug, currentVehicleVar());
  return preloadQuery(client, ProductListPageDocument, variables);
}

/**
 * On the server, once the preloaded list failed (its preload keeps no error): asks again and calls
 * `pastTheEnd` when the page asked for is past the list's last one, so the page can leave as a 404.
 */
export function checkPastLastPage(
  client: ApolloClient,
  categorySlug: string | undefined,
  search: URLSearchParams,
  pastTheEnd: () => void,
): void {
  const variables = productListVariables(readListState(search, categorySlug), categorySlug, currentVehicleVar());
  const answer = client.query({ query: ProductListPageDocument, variables, fetchPolicy: 'network-only' }).then(
    () => undefined,
    (error: unknown) => {
      if (lastPageOf(error) !== null) pastTheEnd();
    },
  );
  registerRenderQuery(client, answer);
}
