import { describe, expect, it } from 'vitest';
import {
  addLine,
  type CartLine,
  lineKey,
  MAX_LINE_QUANTITY,
  mergeLines,
  parseQuantity,
  removeLine,
  updateQuantities,
} from '../../../gateway/cart/cart-lines';

const ids = () => {
  let n = 0;
  return () => `new-${++n}`;
};
const helmet = (quantity: number, color = 'black', size = 'l') => ({
  productId: '158',
  options: [
    { option: 'color', value: color },
    { option: 'size', value: size },
  ],
  quantity,
});

describe('cart lines', () => {
  it('merges the same product with the same option set, in any option order', () => {
    const newId = ids();
    let lines = addLine([], helmet(1), newId);
    lines = addLine(lines, { ...helmet(2), options: [...helmet(2).options].reverse() }, newId);
    expect(lines).toEqual([{ id: 'new-1', ...helmet(3) }]);
  });

  it('adds a new line with a new id for another option set or another product', () => {
    const newId = ids();
    let lines = addLine([], helmet(1), newId);
    lines = addLine(lines, helmet(1, 'red'), newId);
    lines = addLine(lines, { productId: '1', options: [], quantity: 4 }, newId);
    expect(lines.map((l) => [l.id, l.productId, l.quantity])).toEqual([
      ['new-1', '158', 1],
      ['new-2', '158', 1],
      ['new-3', '1', 4],
    ]);
    expect(lineKey(lines[0]!)).not.toBe(lineKey(lines[1]!));
  });

  it('caps a merged quantity at the line maximum', () => {
    const lines = addLine([{ id: 'a', ...helmet(MAX_LINE_QUANTITY - 1) }], helmet(5), ids());
    expect(lines[0]!.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('removes by id and updates quantities by (id, value)', () => {
    const lines: CartLine[] = [
      { id: 'a', ...helmet(1) },
      { id: 'b', ...helmet(2, 'red') },
      { id: 'c', productId: '1', options: [], quantity: 1 },
    ];
    expect(removeLine(lines, 'b').map((l) => l.id)).toEqual(['a', 'c']);
    const updated = updateQuantities(lines, [
      { id: 'a', value: 5 },
      { id: 'b', value: 'lots' },
      { id: 'c', value: 0 },
    ]);
    expect(updated.map((l) => l.quantity)).toEqual([5, 1, 1]);
  });

  it('merges a browser cart into an account cart without duplicates', () => {
    const account: CartLine[] = [{ id: 'x', ...helmet(1) }];
    const browser: CartLine[] = [
      { id: 'x', productId: '1', options: [], quantity: 2 },
      { id: 'y', ...helmet(2) },
    ];
    expect(mergeLines(account, browser, ids())).toEqual([
      { id: 'x', ...helmet(3) },
      { id: 'new-1', productId: '1', options: [], quantity: 2 },
    ]);
  });
});

describe('quantity rule (spec section 5)', () => {
  it.each([
    [3, 3],
    ['7', 7],
    [2.9, 2],
    ['abc', 1],
    ['', 1],
    [null, 1],
    [undefined, 1],
    [Number.NaN, 1],
    [0, null],
    [-2, null],
    ['0', null],
    [MAX_LINE_QUANTITY, MAX_LINE_QUANTITY],
    [MAX_LINE_QUANTITY + 1, null],
  ])('%j → %j', (value, expected) => {
    expect(parseQuantity(value)).toBe(expected);
  });
});
