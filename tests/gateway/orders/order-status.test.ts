import { describe, expect, it } from 'vitest';
import {
  canTransition,
  ORDER_STATUSES,
  returnsStock,
  shopperMayCancel,
  TRANSITIONS,
} from '../../../gateway/orders/order-status';

describe('order status transitions', () => {
  const allowed = [
    ['PENDING', 'CONFIRMED'],
    ['PENDING', 'CANCELLED'],
    ['CONFIRMED', 'SHIPPED'],
    ['CONFIRMED', 'CANCELLED'],
    ['SHIPPED', 'COMPLETED'],
  ];

  it('allows exactly the transitions of the table', () => {
    const all = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));
    expect(all.filter(([from, to]) => canTransition(from, to))).toEqual(allowed);
  });

  it('has final states and never allows staying in place', () => {
    expect(TRANSITIONS.COMPLETED).toEqual([]);
    expect(TRANSITIONS.CANCELLED).toEqual([]);
    for (const status of ORDER_STATUSES) expect(canTransition(status, status)).toBe(false);
  });

  it('returns stock only on cancelling; a shopper cancels only a PENDING order', () => {
    expect(ORDER_STATUSES.filter(returnsStock)).toEqual(['CANCELLED']);
    expect(ORDER_STATUSES.filter(shopperMayCancel)).toEqual(['PENDING']);
  });
});
