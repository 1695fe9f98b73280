import { ProductListPage } from '@web/features/catalogue/list/product-list-page';
import { NotFoundRoute } from './not-found';

/** /catalog, /catalog/:slug, /catalog/:slug/products and /catalog/products (spec section 2). */
export const ShopRoute = () => <ProductListPage kind="shop" notFound={<NotFoundRoute />} />;
export const DepartmentRoute = () => <ProductListPage kind="department" notFound={<NotFoundRoute />} />;
export const CategoryRoute = () => <ProductListPage kind="category" notFound={<NotFoundRoute />} />;
export const ProductsRoute = () => <ProductListPage kind="products" notFound={<NotFoundRoute />} />;
