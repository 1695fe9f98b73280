/**
 * The payment side of an order, beside its fulfilment status (order-status.ts), as a table of
 * allowed transitions (docs/decisions/028-payments.md):
 *
 * - AWAITING_PAYMENT: UPI or bank transfer, placed, stock and slots held until `hold_until`;
 * - COD_DUE: cash on delivery, collected by the courier; becomes PAID when the order is COMPLETED;
 * - PAID: the money arrived (UPI / bank transfer confirmed by staff against its reference);
 * - EXPIRED: the hold ended unpaid: the order was cancelled and its stock and slots returned;
 * - VOID: the order was cancelled before any money was paid (nothing is owed either way);
 * - REFUND_DUE: a paid order was cancelled: the shop owes the money back;
 * - REFUNDED: staff recorded the refund.
 */
import type { OrderStatus } from './order-status';

export const PAYMENT_STATUSES = [
  'AWAITING_PAYMENT',
  'COD_DUE',
  'PAID',
  'EXPIRED',
  'VOID',
  'REFUND_DUE',
  'REFUNDED',
] as const;

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  AWAITING_PAYMENT: ['PAID', 'EXPIRED', 'VOID'],
  COD_DUE: ['PAID', 'VOID'],
  PAID: ['REFUND_DUE'],
  REFUND_DUE: ['REFUNDED'],
  EXPIRED: [],
  VOID: [],
  REFUNDED: [],
};

export function isPaymentStatus(value: string): value is PaymentStatus {
  return (PAYMENT_STATUSES as readonly string[]).includes(value);
}

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}

/**
 * The payment status that goes with a fulfilment move, or null when the payment stays as it is:
 * cancelling voids an unpaid order and owes a paid one its refund; completing a cash-on-delivery
 * order records the cash the courier collected.
 */
export function paymentAfter(to: OrderStatus, payment: PaymentStatus): PaymentStatus | null {
  if (to === 'CANCELLED') {
    if (payment === 'PAID') return 'REFUND_DUE';
    return payment === 'AWAITING_PAYMENT' || payment === 'COD_DUE' ? 'VOID' : null;
  }
  if (to === 'COMPLETED' && payment === 'COD_DUE') return 'PAID';
  return null;
}

/** Staff may confirm (accept) an order only once its money is settled or due on delivery. */
export function mayConfirm(payment: PaymentStatus): boolean {
  return payment === 'COD_DUE' || payment === 'PAID';
}
