import type { PaymentProvider } from '../payment-methods';

/**
 * Cash on delivery: collected by the courier, so only for addresses in India and only up to the
 * shop's limit (a parcel worth lakhs is not handed over against a promise). Due until the order
 * is COMPLETED, then PAID.
 */
export const cashOnDelivery: PaymentProvider = {
  code: 'cash-on-delivery',
  initialStatus: 'COD_DUE',
  refusal: (order, settings) =>
    order.shippingCountry !== 'IN'
      ? 'UNSUPPORTED_PAYMENT_METHOD'
      : order.total > settings.codLimit
        ? 'COD_LIMIT_EXCEEDED'
        : null,
  maxTotal: (settings) => settings.codLimit,
  holdMinutes: () => null,
  shopperGivesReference: false,
  isReference: () => false,
  instructions: () => null,
};
