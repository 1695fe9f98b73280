import type { ApolloClient } from '@apollo/client';
import {
  ProductPageDocument,
  type ProductPageQuery,
  type ProductPageQueryVariables,
  ProductRecommendationsDocument,
  ProductReviewsDocument,
} from '@web/__generated__/graphql';
import { preloadQuery } from '@web/shared/apollo/preload-query';
import { currentVehicleVar } from '@web/shared/state/garage';

/** The product page query's variables: the page asks with these, the route preloads with these. */
export function productPageVariables(slug: string, vehicleId: string | null): ProductPageQueryVariables {
  return { slug, vehicleId };
}

/** Starts the product page's query from the route's loader, with the variables the page will ask with. */
export function preloadProductPage(client: ApolloClient, slug: string): Promise<ProductPageQuery | null> {
  return preloadQuery(client, ProductPageDocument, productPageVariables(slug, currentVehicleVar()));
}

/**
 * The queries the product page's reviews and recommendations start once the product is known, with
 * their variables (ProductReviews, ProductRecommendations): the server fetches them before
 * rendering, so the page renders once (docs/decisions/050).
 */
export function preloadProductParts(client: ApolloClient, productId: string, language: string): Promise<unknown> {
  return Promise.all([
    preloadQuery(client, ProductReviewsDocument, { productId, page: 1, languageFirst: language }),
    preloadQuery(client, ProductRecommendationsDocument, { productId, vehicleId: currentVehicleVar() }),
  ]);
}
