import { describe, expect, it } from 'vitest';
import {
  addLine,
  countUnits,
  fromServerLines,
  parseCartQuantity,
  parseStoredLines,
  removeLine,
  sameOptions,
  toLineInputs,
  updateQuantities,
  validateLineRequest,
  type CartLine,
} from '@web/shared/state/cart-lines';

const red = { name: 'colour', value: 'red' };
const large = { name: 'size', value: 'l' };
const line = (id: string, productId: string, options = [red], quantity = 1): CartLine => ({
  id,
  productId,
  options,
  quantity,
});

describe('cart lines (spec section 4)', () => {
  it('merges an add into the line with the same product and option set, in any order', () => {
    const lines = [line('a', 'p1', [red, large], 2)];
    const next = addLine(lines, { productId: 'p1', options: [large, red], quantity: 3 }, 'new');
    expect(next).toEqual([line('a', 'p1', [red, large], 5)]);
    expect(lines[0]!.quantity).toBe(2); // pure: the old list is untouched
  });

  it('makes a new line with the new id for another product or another option set', () => {
    const lines = [line('a', 'p1')];
    expect(addLine(lines, { productId: 'p2', options: [red], quantity: 1 }, 'b').map((l) => l.id)).toEqual(['a', 'b']);
    const other = addLine(lines, { productId: 'p1', options: [{ name: 'colour', value: 'blue' }], quantity: 2 }, 'c');
    expect(other).toHaveLength(2);
    expect(other[1]).toEqual(line('c', 'p1', [{ name: 'colour', value: 'blue' }], 2));
  });

  it('caps a merged line at 999', () => {
    expect(addLine([line('a', 'p1', [], 998)], { productId: 'p1', options: [], quantity: 5 }, 'x')[0]!.quantity).toBe(
      999,
    );
  });

  it('removes by id and updates quantities by a list of (id, value)', () => {
    const lines = [line('a', 'p1'), line('b', 'p2'), line('c', 'p3')];
    expect(removeLine(lines, 'b').map((l) => l.id)).toEqual(['a', 'c']);
    const updated = updateQuantities(lines, [
      { id: 'a', value: 4 },
      { id: 'c', value: 'lots' },
      { id: 'zzz', value: 9 },
    ]);
    expect(updated.map((l) => l.quantity)).toEqual([4, 1, 1]);
    expect(countUnits(updated)).toBe(6);
  });

  it('keeps quantities at least 1 and counts a non-numeric quantity as 1', () => {
    expect(parseCartQuantity(0)).toBe(1);
    expect(parseCartQuantity(-3)).toBe(1);
    expect(parseCartQuantity('abc')).toBe(1);
    expect(parseCartQuantity('')).toBe(1);
    expect(parseCartQuantity(' 7 ')).toBe(7);
    expect(parseCartQuantity(2.9)).toBe(2);
    expect(parseCartQuantity(5000)).toBe(999);
  });

  it('requires a quantity of at least 1 and every option group', () => {
    const request = { productId: 'p1', options: [red], quantity: 1 };
    expect(validateLineRequest(request, ['colour'])).toBeNull();
    expect(validateLineRequest({ ...request, quantity: '' }, ['colour'])).toBe('ERROR_ADD_TO_CART_QUANTITY');
    expect(validateLineRequest({ ...request, quantity: 0 }, ['colour'])).toBe('ERROR_ADD_TO_CART_QUANTITY');
    expect(validateLineRequest({ ...request, quantity: 'two' }, ['colour'])).toBeNull();
    expect(validateLineRequest(request, ['colour', 'size'])).toBe('ERROR_ADD_TO_CART_OPTIONS');
    expect(validateLineRequest({ ...request, options: [{ name: 'colour', value: '' }] }, ['colour'])).toBe(
      'ERROR_ADD_TO_CART_OPTIONS',
    );
  });

  it('compares option sets as sets', () => {
    expect(sameOptions([red, large], [large, red])).toBe(true);
    expect(sameOptions([red], [red, large])).toBe(false);
    expect(sameOptions([], [])).toBe(true);
  });

  it('accepts only well-formed stored lines', () => {
    expect(parseStoredLines([line('a', 'p1')])).toEqual([line('a', 'p1')]);
    expect(parseStoredLines([{ id: 'a', productId: 'p1', options: [], quantity: 0 }])).toBeUndefined();
    expect(parseStoredLines([{ id: 'a', productId: 'p1', quantity: 1 }])).toBeUndefined();
    expect(parseStoredLines('cart')).toBeUndefined();
  });

  it('converts to the gateway input (slugs, never a price) and back', () => {
    const lines = [line('a', 'p1', [red], 2)];
    const inputs = toLineInputs(lines);
    expect(inputs).toEqual([{ id: 'a', productId: 'p1', options: [{ option: 'colour', value: 'red' }], quantity: 2 }]);
    expect(fromServerLines(inputs)).toEqual(lines);
  });
});
