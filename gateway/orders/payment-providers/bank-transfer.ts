import { isBankReference } from '../../../rules/payments/utr';
import type { PaymentProvider } from '../payment-methods';
import { paymentReference } from './payment-reference';

/**
 * Bank transfer (NEFT, RTGS, IMPS) to the shop's account from the settings, the order number as
 * reference. Staff confirm it against the bank's UTR; unpaid, it expires after its hold.
 */
export const bankTransfer: PaymentProvider = {
  code: 'bank-transfer',
  initialStatus: 'AWAITING_PAYMENT',
  refusal: () => null,
  maxTotal: () => null,
  holdMinutes: (settings) => settings.holdMinutes.bankTransfer,
  shopperGivesReference: false,
  isReference: isBankReference,
  instructions: (order, shop) => ({
    kind: 'bank-transfer',
    ...shop.bank,
    reference: paymentReference(order.number),
    amount: order.total,
  }),
};
