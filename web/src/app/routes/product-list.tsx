import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { preloadProductList } from '@web/features/catalogue/list/list-query';
import { ProductListPage } from '@web/features/catalogue/list/product-list-page';
import { waitOnServer } from '@web/shared/ssr/load-context';
import { NotFoundRoute } from './not-found';

/**
 * The routes' loader: starts the list's query before the page renders (the page's query joins it);
 * the server waits for the answer (docs/decisions/050).
 */
export const listLoader =
  (client: ApolloClient) =>
  ({ params, request, context }: LoaderFunctionArgs) =>
    waitOnServer(context, preloadProductList(client, params.slug, new URL(request.url).searchParams));

/** /catalog, /catalog/:slug, /catalog/:slug/products and /catalog/products (spec section 2). */
export const ShopRoute = () => <ProductListPage kind="shop" notFound={<NotFoundRoute />} />;
export const DepartmentRoute = () => <ProductListPage kind="department" notFound={<NotFoundRoute />} />;
export const CategoryRoute = () => <ProductListPage kind="category" notFound={<NotFoundRoute />} />;
export const ProductsRoute = () => <ProductListPage kind="products" notFound={<NotFoundRoute />} />;
