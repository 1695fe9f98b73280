import { ProductPage, type InstallationSlot } from '@web/features/catalogue/product/product-page';
import { ProductInstallation } from '@web/features/services';
import { NotFoundRoute } from './not-found';

/** The services feature's "Add installation", composed into the product page (features never import each other). */
const installation: InstallationSlot = ({ slug, onChange }) => <ProductInstallation key={slug} slug={slug} onChange={onChange} />;

/** /products/:slug. Add-to-cart goes to the shared cart (the product form's default). */
export const ProductRoute = () => <ProductPage notFound={<NotFoundRoute />} installation={installation} />;
