import { describe, expect, it } from 'vitest';
import { cartTotals, lineTotal, SHIPPING_PAISE, taxOn } from '../../../gateway/cart/cart-totals';

describe('cart totals (spec section 9)', () => {
  it('is all zero for an empty cart: no shipping without lines', () => {
    expect(cartTotals([])).toEqual({ quantity: 0, subtotal: 0, shipping: 0, tax: 0, installation: 0, total: 0 });
  });

  it('adds ₹25 shipping and 20 % tax of the subtotal', () => {
    const totals = cartTotals([
      { unitPrice: 24900, quantity: 2 },
      { unitPrice: 119900, quantity: 1 },
    ]);
    expect(totals).toEqual({
      quantity: 3,
      subtotal: 169700,
      shipping: SHIPPING_PAISE,
      tax: 33940,
      installation: 0,
      total: 169700 + 2500 + 33940,
    });
  });

  it('rounds the tax half up to whole paise, once per order', () => {
    expect(taxOn(1)).toBe(0); // 0.2
    expect(taxOn(2)).toBe(0); // 0.4
    expect(taxOn(3)).toBe(1); // 0.6
    expect(taxOn(5)).toBe(1); // exactly 1
    expect(taxOn(7)).toBe(1); // 1.4
    expect(taxOn(8)).toBe(2); // 1.6
    expect(taxOn(12)).toBe(2); // 2.4
    expect(taxOn(13)).toBe(3); // 2.6
    // Per order, not per line: three lines of 3 paise are 0.6 × 3 = 1.8 → 2, not 1 + 1 + 1.
    expect(cartTotals([1, 2, 3].map(() => ({ unitPrice: 3, quantity: 1 }))).tax).toBe(2);
  });

  it('has a half-paise case to round: 20 % of an odd number of half-rupees', () => {
    // 20 % never ends in exactly .5 paise for whole paise (x × 0.2 has a fractional part of
    // .0/.2/.4/.6/.8), so half up and half even agree; the rule is still written and tested.
    for (let subtotal = 0; subtotal < 1000; subtotal++) {
      expect(taxOn(subtotal)).toBe(Math.round((subtotal * 20) / 100));
    }
  });

  it('refuses amounts that are not safe integers', () => {
    expect(() => taxOn(-1)).toThrow(RangeError);
    expect(() => taxOn(0.5)).toThrow(RangeError);
    expect(() => lineTotal(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
  });

  it('adds installation packages to the total without taxing them again', () => {
    const totals = cartTotals([{ unitPrice: 429900, quantity: 1 }], 14900);
    expect(totals).toMatchObject({ subtotal: 429900, tax: 85980, installation: 14900 });
    expect(totals.total).toBe(429900 + 2500 + 85980 + 14900);
    expect(() => cartTotals([], -1)).toThrow(RangeError);
  });
});
