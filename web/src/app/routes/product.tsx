import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { ProductPage, type InstallationSlot } from '@web/features/catalogue/product/product-page';
import { preloadProductPage } from '@web/features/catalogue/product/product-query';
import { ProductInstallation } from '@web/features/services';
import { NotFoundRoute } from './not-found';

/** The services feature's "Add installation", composed into the product page (features never import each other). */
const installation: InstallationSlot = ({ slug, onChange }) => (
  <ProductInstallation key={slug} slug={slug} onChange={onChange} />
);

/** The route's loader: starts the product's query before the page renders (the page's query joins it). */
export const productLoader =
  (client: ApolloClient) =>
  ({ params }: LoaderFunctionArgs) => {
    if (params.slug) preloadProductPage(client, params.slug);
    return null;
  };

/** /products/:slug. Add-to-cart goes to the shared cart (the product form's default). */
export const ProductRoute = () => <ProductPage notFound={<NotFoundRoute />} installation={installation} />;
