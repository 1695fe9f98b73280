import type { ApolloClient } from '@apollo/client';
import { ProductPageDocument, type ProductPageQueryVariables } from '@web/__generated__/graphql';
import { preloadQuery } from '@web/shared/apollo/preload-query';
import { currentVehicleVar } from '@web/shared/state/garage';

/** The product page query's variables: the page asks with these, the route preloads with these. */
export function productPageVariables(slug: string, vehicleId: string | null): ProductPageQueryVariables {
  return { slug, vehicleId };
}

/** Starts the product page's query from the route's loader, with the variables the page will ask with. */
export function preloadProductPage(client: ApolloClient, slug: string): void {
  preloadQuery(client, ProductPageDocument, productPageVariables(slug, currentVehicleVar()));
}
