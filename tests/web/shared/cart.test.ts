import { beforeEach, describe, expect, it } from 'vitest';
import {
  addToCart,
  cartNoticeVar,
  cartVar,
  clearCart,
  removeFromCart,
  updateCartQuantities,
} from '@web/shared/state/cart';

describe('cart state', () => {
  beforeEach(() => clearCart());

  it('adds, merges, updates and removes lines and remembers the last add for the toast', () => {
    const product = { name: 'Brake pads', optionGroups: ['position'] };
    expect(
      addToCart({ productId: 'p1', options: [{ name: 'position', value: 'front' }], quantity: 2 }, product),
    ).toBeNull();
    expect(
      addToCart({ productId: 'p1', options: [{ name: 'position', value: 'front' }], quantity: 1 }, product),
    ).toBeNull();
    expect(cartVar()).toHaveLength(1);
    expect(cartVar()[0]!.quantity).toBe(3);
    expect(cartNoticeVar()).toMatchObject({ productName: 'Brake pads', quantity: 1 });
    const id = cartVar()[0]!.id;
    expect(id).toMatch(/^l-[0-9a-f]{18}$/);
    updateCartQuantities([{ id, value: 'x' }]);
    expect(cartVar()[0]!.quantity).toBe(1);
    removeFromCart(id);
    expect(cartVar()).toEqual([]);
  });

  it('refuses a line without every option or with no quantity, and keeps the cart as it was', () => {
    const product = { name: 'Mirror', optionGroups: ['side'] };
    expect(addToCart({ productId: 'p2', options: [], quantity: 1 }, product)).toBe('ERROR_ADD_TO_CART_OPTIONS');
    expect(addToCart({ productId: 'p2', options: [{ name: 'side', value: 'left' }], quantity: '' }, product)).toBe(
      'ERROR_ADD_TO_CART_QUANTITY',
    );
    expect(cartVar()).toEqual([]);
  });

  it('saves the lines in the versioned browser storage', () => {
    addToCart({ productId: 'p3', options: [], quantity: 4 }, { name: 'Oil' });
    const stored = JSON.parse(window.localStorage.getItem('gaadiparts:state') ?? '{}') as {
      version: number;
      data: { cart: unknown[] };
    };
    expect(stored.version).toBe(1);
    expect(stored.data.cart).toHaveLength(1);
  });
});
