import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import {
  CategoryExistsDocument,
  type CategoryExistsQuery,
  type CategoryExistsQueryVariables,
} from '@web/__generated__/graphql';
import { checkPastLastPage, preloadProductList } from '@web/features/catalogue/list/list-query';
import { ProductListPage } from '@web/features/catalogue/list/product-list-page';
import { preloadQuery } from '@web/shared/apollo/preload-query';
import { serverLoadContext } from '@web/shared/ssr/load-context';
import { NotFoundRoute } from './not-found';

/**
 * The routes' loader: starts the list's query before the page renders (the page's query joins it);
 * on the server the render waits for every preloaded query (docs/decisions/050). An unknown
 * category's list fails (its filter names no category): on the server the page is then marked 404
 * once the category is known to be missing, so the status leaves with the head; so is a page past
 * the list's last one (CATALOGUE_PAGE_NOT_FOUND).
 */
export const listLoader =
  (client: ApolloClient) =>
  ({ params: { slug }, request, context }: LoaderFunctionArgs) => {
    const search = new URL(request.url).searchParams;
    const list = preloadProductList(client, slug, search);
    const server = serverLoadContext(context);
    if (!server) return null;
    void list.then((data) => {
      if (data) return;
      if (search.has('page')) checkPastLastPage(client, slug, search, () => server.page.setStatus(404));
      if (!slug) return;
      void preloadQuery<CategoryExistsQuery, CategoryExistsQueryVariables>(client, CategoryExistsDocument, {
        slug,
      }).then((found) => {
        if (found && !found.category) server.page.setStatus(404);
      });
    });
    return null;
  };

/** /catalog, /catalog/:slug, /catalog/:slug/products and /catalog/products (spec section 2). */
export const ShopRoute = () => <ProductListPage kind="shop" notFound={<NotFoundRoute />} />;
export const DepartmentRoute = () => <ProductListPage kind="department" notFound={<NotFoundRoute />} />;
export const CategoryRoute = () => <ProductListPage kind="category" notFound={<NotFoundRoute />} />;
export const ProductsRoute = () => <ProductListPage kind="products" notFound={<NotFoundRoute />} />;
