import type { ApolloClient } from '@apollo/client';
import { ProductPageDocument, type ProductPageQueryVariables } from '@web/__generated__/graphql';
import { currentVehicleVar } from '@web/shared/state/garage';

/** The product page query's variables: the page asks with these, the route preloads with these. */
export function productPageVariables(slug: string, vehicleId: string | null): ProductPageQueryVariables {
  return { slug, vehicleId };
}

/**
 * Starts the product page's query as soon as the route is known (the route's loader), before the
 * page renders; the page's own query joins it. Errors are the page's to show.
 */
export function preloadProductPage(client: ApolloClient, slug: string): void {
  client.query({ query: ProductPageDocument, variables: productPageVariables(slug, currentVehicleVar()) }).catch(() => undefined);
}
