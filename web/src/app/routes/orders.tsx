import { OrderDetailPage } from '@web/features/orders/order-detail-page';
import { OrderSuccessPage } from '@web/features/orders/order-success-page';
import { TaxDocumentPage } from '@web/features/orders/tax-document-page';
import { NotFoundRoute } from './not-found';

/** /cart/checkout/:token and /account/orders/:id: unknown or foreign orders are "Page Not Found" (spec section 8). */
export const OrderSuccessRoute = () => <OrderSuccessPage notFound={<NotFoundRoute />} />;
export const OrderDetailRoute = () => <OrderDetailPage notFound={<NotFoundRoute />} />;

/** /cart/checkout/:token/invoice and …/credit-note: the order's tax documents, for the token holder. */
export const InvoiceRoute = () => <TaxDocumentPage kind="invoice" notFound={<NotFoundRoute />} />;
export const CreditNoteRoute = () => <TaxDocumentPage kind="credit-note" notFound={<NotFoundRoute />} />;
