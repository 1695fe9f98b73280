import { describe, expect, it } from 'vitest';
import type { UserError } from '../../../gateway/accounts/user-error';
import {
  countsForTotals,
  installationsWithinValue,
  limitLines,
  MAX_ORDER_VALUE,
} from '../../../gateway/cart/order-value';

const line = (id: number, quantity: number, unitPrice: number) => ({
  product: { id },
  quantity,
  unitPrice,
  errors: [] as UserError[],
});

describe('order value and quantity limits over all lines', () => {
  it('counts one product over all its lines toward 999', () => {
    const lines = [line(1, 500, 100), line(2, 999, 100), line(1, 500, 100)];
    limitLines(lines);
    expect(lines.map((l) => l.errors)).toEqual([
      [{ code: 'ERROR_ADD_TO_CART_QUANTITY', field: ['quantity'] }],
      [],
      [{ code: 'ERROR_ADD_TO_CART_QUANTITY', field: ['quantity'] }],
    ]);
    expect(lines.map(countsForTotals)).toEqual([false, true, false]);
  });

  it('refuses, in order, the lines that would take the goods past the limit; a cheaper later line still fits', () => {
    const lines = [line(1, 1, MAX_ORDER_VALUE - 100), line(2, 2, 100), line(3, 1, 100)];
    limitLines(lines);
    expect(lines.map(countsForTotals)).toEqual([true, false, true]);
    expect(lines[1]!.errors).toEqual([{ code: 'ORDER_VALUE_LIMIT_EXCEEDED', field: ['quantity'] }]);
  });

  it('lets installations in while the order stays within the limit', () => {
    expect(installationsWithinValue(MAX_ORDER_VALUE - 500, [300, 300, 200])).toEqual([true, false, true]);
  });
});
