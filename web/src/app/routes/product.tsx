import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { ProductPage, type InstallationSlot } from '@web/features/catalogue/product/product-page';
import { ProductInstallationDocument } from '@web/__generated__/graphql';
import { preloadProductPage, preloadProductParts } from '@web/features/catalogue/product/product-query';
import { ProductInstallation } from '@web/features/services';
import { preloadQuery } from '@web/shared/apollo/preload-query';
import { serverLoadContext } from '@web/shared/ssr/load-context';
import { NotFoundRoute } from './not-found';

/** The services feature's "Add installation", composed into the product page (features never import each other). */
const installation: InstallationSlot = ({ slug, onChange }) => (
  <ProductInstallation key={slug} slug={slug} onChange={onChange} />
);

/**
 * The route's loader: starts the product's query before the page renders (the page's query joins it).
 * On the server it also starts what the page's parts ask for (installation; reviews and
 * recommendations once the product's id is known) and marks an unknown product's page 404 (its
 * status leaves with the head); the render waits for every query preloaded (docs/decisions/050).
 */
export const productLoader =
  (client: ApolloClient) =>
  ({ params: { slug }, context }: LoaderFunctionArgs) => {
    if (!slug) return null;
    const product = preloadProductPage(client, slug);
    const server = serverLoadContext(context);
    if (!server) return null;
    void preloadQuery(client, ProductInstallationDocument, { slug });
    void product.then((data) => {
      if (data?.product) void preloadProductParts(client, data.product.id, server.language);
      else if (data) server.page.setStatus(404);
    });
    return null;
  };

/** /products/:slug. Add-to-cart goes to the shared cart (the product form's default). */
export const ProductRoute = () => <ProductPage notFound={<NotFoundRoute />} installation={installation} />;
