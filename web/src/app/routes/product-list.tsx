import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { preloadProductList } from '@web/features/catalogue/list/list-query';
import { ProductListPage } from '@web/features/catalogue/list/product-list-page';
import { NotFoundRoute } from './not-found';

/**
 * The routes' loader: starts the list's query before the page renders (the page's query joins it);
 * on the server the render waits for every preloaded query (docs/decisions/050).
 */
export const listLoader =
  (client: ApolloClient) =>
  ({ params, request }: LoaderFunctionArgs) => {
    void preloadProductList(client, params.slug, new URL(request.url).searchParams);
    return null;
  };

/** /catalog, /catalog/:slug, /catalog/:slug/products and /catalog/products (spec section 2). */
export const ShopRoute = () => <ProductListPage kind="shop" notFound={<NotFoundRoute />} />;
export const DepartmentRoute = () => <ProductListPage kind="department" notFound={<NotFoundRoute />} />;
export const CategoryRoute = () => <ProductListPage kind="category" notFound={<NotFoundRoute />} />;
export const ProductsRoute = () => <ProductListPage kind="products" notFound={<NotFoundRoute />} />;
