import { describe, expect, it } from 'vitest';
import { priceLines } from '../../../gateway/cart/cart-pricing';
import {
  availableQuantity,
  checkOptions,
  type OptionGroup,
  type ProductForLine,
  stockError,
  stockToTake,
} from '../../../gateway/cart/price-line';
import type { ProductRow } from '../../../gateway/catalogue/catalogue.mappers';

const GROUPS: OptionGroup[] = [
  { slug: 'color', name: 'Colour', values: [{ slug: 'red', name: 'Red' }] },
  { slug: 'size', name: 'Size', values: [{ slug: 'l', name: 'L' }] },
];
const product = (stock: ProductForLine['stock'], stock_quantity: number): ProductForLine => ({
  id: 1,
  price: 1000,
  stock,
  stock_quantity,
});

describe('line options', () => {
  it('accepts one known value per group, in the product order whatever the client order', () => {
    const { options, errors } = checkOptions(GROUPS, [
      { option: 'size', value: 'l' },
      { option: 'color', value: 'red' },
    ]);
    expect(errors).toEqual([]);
    expect(options.map((o) => `${o.name}: ${o.valueName}`)).toEqual(['Colour: Red', 'Size: L']);
  });

  it('names the bad choice by its index; a missing group is reported only when the rest is valid', () => {
    expect(checkOptions(GROUPS, [{ option: 'color', value: 'red' }]).errors).toEqual([
      { code: 'ERROR_ADD_TO_CART_OPTIONS', field: ['options'] },
    ]);
    expect(checkOptions(GROUPS, [{ option: 'color', value: 'gold' }]).errors).toEqual([
      { code: 'INVALID_OPTION', field: ['options', '0'] },
    ]);
    expect(checkOptions([], [{ option: 'color', value: 'red' }]).errors).toEqual([
      { code: 'INVALID_OPTION', field: ['options', '0'] },
    ]);
  });
});

describe('stock rule', () => {
  it.each([
    ['in-stock', 5, 5, null],
    ['in-stock', 5, 6, 'INSUFFICIENT_STOCK'],
    ['in-stock', 0, 1, 'OUT_OF_STOCK'],
    ['out-of-stock', 50, 1, 'OUT_OF_STOCK'],
    ['on-backorder', 0, 500, null],
  ] as const)('%s with %i on the shelf, %i wanted → %s', (stock, onShelf, wanted, expected) => {
    expect(stockError(product(stock, onShelf), wanted)).toBe(expected);
  });

  it('takes stock only for in-stock products; back-order has no limit', () => {
    expect(stockToTake(product('in-stock', 5), 3)).toBe(3);
    expect(stockToTake(product('on-backorder', 5), 3)).toBe(0);
    expect(availableQuantity(product('on-backorder', 0))).toBeNull();
    expect(availableQuantity(product('out-of-stock', 7))).toBe(0);
  });

  it('checks a product over all its lines together', () => {
    const row = {
      ...product('in-stock', 4),
      name: 'Filter',
      slug: 'f',
      compatibility: 'all',
      hsn_code: '8421',
    } as unknown as ProductRow;
    const snapshot = { products: new Map([[1, row]]), groups: new Map(), rates: new Map([['8421', 1800]]) };
    const terms = { delivery: { fee: 2500, freeThreshold: null }, supply: null, shopState: 'KA' };
    const cart = priceLines(
      [
        { productId: '1', quantity: 2 },
        { productId: '1', quantity: 3 },
      ],
      snapshot,
      terms,
      new Map(),
      () => 'id',
    );
    expect(cart.lines.map((l) => l.errors)).toEqual([
      [{ code: 'INSUFFICIENT_STOCK', field: ['quantity'] }],
      [{ code: 'INSUFFICIENT_STOCK', field: ['quantity'] }],
    ]);
    // Only the 4 units on the shelf count: the first line's 2, then 2 of the second line's 3.
    expect(cart.lines.map((l) => l.countedQuantity)).toEqual([2, 2]);
    expect(cart.totals.subtotal).toBe(4000);
    expect(cart.ready).toBe(false);
  });

  it('never counts units the shop cannot sell in the totals', () => {
    const row = (id: number, stock: ProductForLine['stock'], onShelf: number) =>
      ({
        ...product(stock, onShelf),
        id,
        name: `P${id}`,
        slug: `p${id}`,
        compatibility: 'all',
        hsn_code: '3403',
      }) as unknown as ProductRow;
    const snapshot = {
      products: new Map([
        [1, row(1, 'in-stock', 1)],
        [2, row(2, 'out-of-stock', 0)],
        [3, row(3, 'on-backorder', 0)],
      ]),
      groups: new Map(),
      rates: new Map([['3403', 1800]]),
    };
    const terms = { delivery: { fee: 0, freeThreshold: null }, supply: null, shopState: 'KA' };
    const cart = priceLines(
      [
        { productId: '1', quantity: 100 },
        { productId: '2', quantity: 3 },
        { productId: '3', quantity: 5 },
      ],
      snapshot,
      terms,
    );
    expect(cart.lines.map((l) => [l.quantity, l.countedQuantity])).toEqual([
      [100, 1],
      [3, 0],
      [5, 5],
    ]);
    expect(cart.totals.quantity).toBe(6);
    expect(cart.totals.subtotal).toBe(6000);
    expect(cart.totals.total).toBe(6000);
    expect(cart.ready).toBe(false);
  });

  it('applies the order value limit to the counted units, not to units no stock can give', () => {
    // ₹6,00,000 a unit: 2 counted units would pass ₹10,00,000; 100 wanted with 1 on the shelf do not.
    const row = (id: number, onShelf: number) =>
      ({
        ...product('in-stock', onShelf),
        id,
        price: 60_000_000,
        name: `P${id}`,
        slug: `p${id}`,
        compatibility: 'all',
        hsn_code: '8703',
      }) as unknown as ProductRow;
    const snapshot = {
      products: new Map([
        [1, row(1, 1)],
        [2, row(2, 5)],
      ]),
      groups: new Map(),
      rates: new Map([['8703', 2800]]),
    };
    const terms = { delivery: { fee: 0, freeThreshold: null }, supply: null, shopState: 'KA' };
    const cart = priceLines(
      [
        { productId: '1', quantity: 100 },
        { productId: '2', quantity: 1 },
        { productId: '2', quantity: 1 },
      ],
      snapshot,
      terms,
    );
    expect(cart.lines.map((l) => [l.countedQuantity, l.errors.map((e) => e.code)])).toEqual([
      [1, ['INSUFFICIENT_STOCK']],
      [0, ['ORDER_VALUE_LIMIT_EXCEEDED']],
      [0, ['ORDER_VALUE_LIMIT_EXCEEDED']],
    ]);
    expect(cart.totals.subtotal).toBe(60_000_000);
  });
});
