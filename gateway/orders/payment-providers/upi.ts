import { upiPayLink } from '../../../rules/payments/upi-link';
import { isUpiReference } from '../../../rules/payments/utr';
import type { PaymentProvider } from '../payment-methods';
import { paymentReference } from './payment-reference';

/**
 * UPI to the shop's VPA: the shopper scans the QR code of the `upi://pay` link (or opens it in a
 * UPI app on a phone), pays the exact amount with the order reference, and types the 12-digit
 * reference their app shows. Staff confirm it against the bank statement; unpaid, it expires
 * after the hold.
 */
export const upi: PaymentProvider = {
  code: 'upi',
  initialStatus: 'AWAITING_PAYMENT',
  refusal: () => null,
  maxTotal: () => null,
  holdMinutes: (settings) => settings.holdMinutes.upi,
  shopperGivesReference: true,
  isReference: isUpiReference,
  instructions: (order, shop) => {
    const reference = paymentReference(order.number);
    const { vpa, payeeName } = shop.payments.upi;
    return {
      kind: 'upi',
      vpa,
      payeeName,
      reference,
      amount: order.total,
      link: upiPayLink({ vpa, payeeName, amount: order.total, reference }),
    };
  },
};
