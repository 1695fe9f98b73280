import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../../gateway/orders/order-status';
import {
  canMovePayment,
  mayConfirm,
  PAYMENT_STATUSES,
  PAYMENT_TRANSITIONS,
  paymentAfter,
} from '../../../gateway/orders/payment-status';

describe('payment status table', () => {
  it('allows exactly these moves', () => {
    const allowed = PAYMENT_STATUSES.flatMap((from) =>
      PAYMENT_STATUSES.filter((to) => canMovePayment(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      'AWAITING_PAYMENT→PAID',
      'AWAITING_PAYMENT→EXPIRED',
      'AWAITING_PAYMENT→VOID',
      'COD_DUE→PAID',
      'COD_DUE→VOID',
      'PAID→REFUND_DUE',
      'REFUND_DUE→REFUNDED',
    ]);
    for (const final of ['EXPIRED', 'VOID', 'REFUNDED'] as const) expect(PAYMENT_TRANSITIONS[final]).toEqual([]);
  });

  it('moves the payment with the fulfilment only along the table', () => {
    for (const to of ORDER_STATUSES)
      for (const from of PAYMENT_STATUSES) {
        const next = paymentAfter(to, from);
        if (next !== null) expect(canMovePayment(from, next)).toBe(true);
      }
    expect(paymentAfter('CANCELLED', 'PAID')).toBe('REFUND_DUE');
    expect(paymentAfter('CANCELLED', 'AWAITING_PAYMENT')).toBe('VOID');
    expect(paymentAfter('CANCELLED', 'COD_DUE')).toBe('VOID');
    expect(paymentAfter('COMPLETED', 'COD_DUE')).toBe('PAID');
    expect(paymentAfter('SHIPPED', 'COD_DUE')).toBeNull();
    expect(paymentAfter('CONFIRMED', 'AWAITING_PAYMENT')).toBeNull();
  });

  it('lets staff accept an order only once its money is settled or due on delivery', () => {
    expect(PAYMENT_STATUSES.filter(mayConfirm)).toEqual(['COD_DUE', 'PAID']);
  });
});
