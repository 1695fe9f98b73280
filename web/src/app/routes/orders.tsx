import { OrderDetailPage } from '@web/features/orders/order-detail-page';
import { OrderSuccessPage } from '@web/features/orders/order-success-page';
import { NotFoundRoute } from './not-found';

/** /cart/checkout/:token and /account/orders/:id: unknown or foreign orders are "Page Not Found" (spec section 8). */
export const OrderSuccessRoute = () => <OrderSuccessPage notFound={<NotFoundRoute />} />;
export const OrderDetailRoute = () => <OrderDetailPage notFound={<NotFoundRoute />} />;
