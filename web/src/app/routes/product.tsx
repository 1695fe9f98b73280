import { ProductPage } from '@web/features/catalogue/product/product-page';
import { NotFoundRoute } from './not-found';

/** /products/:slug. Add-to-cart is wired here once the cart feature exists (`onAddToCart`). */
export const ProductRoute = () => <ProductPage notFound={<NotFoundRoute />} />;
