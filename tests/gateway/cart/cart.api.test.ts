import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { signUp } from '../accounts/helpers';
import { HELMET_OPTIONS, P, setStock } from '../orders/helpers';
import { graphql } from '../../support/graphql';
import type { Shop } from '../../support/graphql';
export const CART_FIELDS = graphql(`
  fragment CartFields on Cart {
    lines {
      id
      productId
      product {
        slug
      }
      options {
        option
        value
        name
        valueName
      }
      quantity
      unitPrice {
        amount
        currency
      }
      total {
        amount
      }
      availability
      availableQuantity
      countedQuantity
      fitment
      errors {
        code
        field
      }
    }
    quantity
    subtotal {
      amount
      currency
    }
    totals {
      type
      price {
        amount
      }
    }
    total {
      amount
    }
    ready
  }
`);
const CART = graphql(`
  query CartCart($lines: [CartLineInput!]!, $vehicleId: ID) {
    cart(lines: $lines, vehicleId: $vehicleId) {
      ...CartFields
    }
  }
`);
const SAVED = graphql(`
  query Saved {
    savedCart {
      ...CartFields
    }
  }
`);
const SAVE = graphql(`
  mutation Save($lines: [CartLineInput!]!) {
    saveCart(lines: $lines) {
      cart {
        ...CartFields
      }
      errors {
        code
        field
      }
    }
  }
`);
const MERGE = graphql(`
  mutation Merge($lines: [CartLineInput!]!) {
    mergeCart(lines: $lines) {
      cart {
        ...CartFields
      }
      errors {
        code
        field
      }
    }
  }
`);
const SWIFT = 'maruti-suzuki/swift/2015/1.2-vxi-petrol';
const BULLET = 'royal-enfield/bullet-350/2015/346cc-uce';

describe('cart API: the server prices the cart', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());

  const price = async (lines: Shop.CartLineInput[], vehicleId?: string, as?: object) => {
    const result = await gateway.execute(CART, { lines, vehicleId }, as);
    expect(result.errors).toBeUndefined();
    return result.data!.cart;
  };

  it('prices lines at current prices (GST included) with delivery ₹25 and the GST they include', async () => {
    const cart = await price([
      { id: 'a', productId: P.oilFilter, quantity: 2 },
      { id: 'b', productId: P.helmet, options: HELMET_OPTIONS, quantity: 1 },
    ]);
    expect(cart).toMatchObject({
      quantity: 3,
      subtotal: { amount: 169700, currency: 'INR' },
      // Helmet 119900 at 5 % includes 5710, delivery at its rate 119; oil filters 49800 at 18 % include 7597.
      totals: [
        { type: 'SHIPPING', price: { amount: 2500 } },
        { type: 'GST', price: { amount: 5710 + 119 } },
        { type: 'GST', price: { amount: 7597 } },
      ],
      total: { amount: 169700 + 2500 },
      ready: true,
    });
    expect(cart.lines[1]).toEqual({
      id: 'b',
      productId: P.helmet,
      product: { slug: 'steelbird-sba-1-full-face-helmet' },
      options: [
        { option: 'color', value: 'red', name: expect.any(String), valueName: 'Red' },
        { option: 'size', value: 'l-59-60-cm', name: expect.any(String), valueName: 'L (59–60 cm)' },
      ],
      quantity: 1,
      unitPrice: { amount: 119900, currency: 'INR' },
      total: { amount: 119900 },
      availability: 'IN_STOCK',
      availableQuantity: expect.any(Number),
      countedQuantity: 1,
      fitment: 'UNKNOWN',
      errors: [],
    });
  });

  it('has no way to send a price: the input type refuses one', async () => {
    const result = await gateway.execute(CART, { lines: [{ productId: P.oilFilter, quantity: 1, price: 1 }] });
    expect(result.errors?.[0]?.message).toMatch(/price/);
  });

  it('reflects a price change on the next pricing', async () => {
    await gateway.database.db.updateTable('products').set({ price: 30000 }).where('id', '=', 2).execute();
    expect((await price([{ productId: '2', quantity: 1 }])).subtotal.amount).toBe(30000);
  });

  it('is empty without lines: no shipping, no tax', async () => {
    expect(await price([])).toMatchObject({
      lines: [],
      quantity: 0,
      subtotal: { amount: 0 },
      total: { amount: 0 },
      ready: true,
    });
  });

  it('gives the fitment verdict for the vehicle', async () => {
    const lines = [
      { productId: P.oilFilter, quantity: 1 },
      { productId: P.helmet, options: HELMET_OPTIONS, quantity: 1 },
      { productId: '46', quantity: 1 },
    ];
    expect((await price(lines, SWIFT)).lines.map((l: { fitment: string }) => l.fitment)).toEqual([
      'FITS',
      'FITS',
      'UNKNOWN',
    ]);
    expect((await price(lines, BULLET)).lines.map((l: { fitment: string }) => l.fitment)).toEqual([
      'DOES_NOT_FIT',
      'FITS',
      'UNKNOWN',
    ]);
    expect((await price(lines)).lines.map((l: { fitment: string }) => l.fitment)).toEqual([
      'UNKNOWN',
      'UNKNOWN',
      'UNKNOWN',
    ]);
  });

  it('reports errors per line and prices only what can be priced', async () => {
    await setStock(gateway.database.db, '6', 'in-stock', 4);
    const cart = await price([
      { id: 'unknown', productId: '424242', quantity: 1 },
      { id: 'bad-option', productId: P.helmet, options: [{ option: 'color', value: 'gold' }], quantity: 1 },
      { id: 'missing-option', productId: P.helmet, quantity: 1 },
      { id: 'sold-out', productId: P.outOfStock, quantity: 1 },
      { id: 'too-many', productId: '6', quantity: 5 },
      { id: 'zero', productId: P.oilFilter, quantity: 0 },
      { id: 'backorder', productId: P.backorder, quantity: 50 },
    ]);
    expect(cart.lines.map((l: { id: string; errors: unknown[] }) => [l.id, l.errors])).toEqual([
      ['unknown', [{ code: 'PRODUCT_NOT_FOUND', field: ['productId'] }]],
      ['bad-option', [{ code: 'INVALID_OPTION', field: ['options', '0'] }]],
      ['missing-option', [{ code: 'ERROR_ADD_TO_CART_OPTIONS', field: ['options'] }]],
      ['sold-out', [{ code: 'OUT_OF_STOCK', field: ['quantity'] }]],
      ['too-many', [{ code: 'INSUFFICIENT_STOCK', field: ['quantity'] }]],
      ['zero', [{ code: 'ERROR_ADD_TO_CART_QUANTITY', field: ['quantity'] }]],
      ['backorder', []],
    ]);
    expect(cart.lines[0]).toMatchObject({ product: null, unitPrice: null, total: null, availability: null });
    expect(cart.lines[3]).toMatchObject({ countedQuantity: 0, unitPrice: { amount: 69900 }, total: { amount: 0 } });
    expect(cart.lines[4]).toMatchObject({
      availableQuantity: 4,
      availability: 'IN_STOCK',
      quantity: 5,
      countedQuantity: 4,
      total: { amount: 4 * 18900 },
    });
    expect(cart.lines[6]).toMatchObject({ availableQuantity: null, availability: 'ON_BACKORDER', countedQuantity: 50 });
    expect(cart.ready).toBe(false);
    // Only what can be bought counts: none of sold-out, 4 of too-many's 5, all 50 on back-order.
    expect(cart.quantity).toBe(54);
    expect(cart.subtotal.amount).toBe(4 * 18900 + 50 * 1349900);
  });

  it('refuses more than 100 lines', async () => {
    const lines = Array.from({ length: 101 }, () => ({ productId: P.oilFilter, quantity: 1 }));
    expect((await gateway.execute(CART, { lines })).errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe('cart API: saved carts follow the signed-in shopper', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());

  it('saves, reads from another session and merges a browser cart on sign-in', async () => {
    const shopper = await signUp(gateway);
    expect((await gateway.execute(SAVED, {}, shopper.as)).data!.savedCart.lines).toEqual([]);
    const saved = await gateway.execute(
      SAVE,
      { lines: [{ id: 'l1', productId: P.helmet, options: HELMET_OPTIONS, quantity: 1 }] },
      shopper.as,
    );
    expect(saved.data!.saveCart.errors).toEqual([]);
    const other = await gateway.execute(SAVED, {}, { bearer: shopper.token });
    expect(other.data!.savedCart.lines.map((l: { id: string; quantity: number }) => [l.id, l.quantity])).toEqual([
      ['l1', 1],
    ]);
    const merged = await gateway.execute(
      MERGE,
      {
        lines: [
          { id: 'b1', productId: P.helmet, options: [...HELMET_OPTIONS].reverse(), quantity: 2 },
          { id: 'b2', productId: P.oilFilter, quantity: 1 },
        ],
      },
      shopper.as,
    );
    expect(
      merged.data!.mergeCart.cart.lines.map((l: { id: string; productId: string; quantity: number }) => [
        l.id,
        l.productId,
        l.quantity,
      ]),
    ).toEqual([
      ['l1', P.helmet, 3],
      ['b2', P.oilFilter, 1],
    ]);
    expect((await gateway.execute(SAVED, {}, shopper.as)).data!.savedCart.quantity).toBe(4);
  });

  it('keeps carts apart and needs a signed-in shopper', async () => {
    const a = await signUp(gateway);
    const b = await signUp(gateway);
    await gateway.execute(SAVE, { lines: [{ productId: P.oilFilter, quantity: 1 }] }, a.as);
    expect((await gateway.execute(SAVED, {}, b.as)).data!.savedCart.lines).toEqual([]);
    expect((await gateway.execute(SAVED, {})).data!.savedCart).toBeNull();
    expect((await gateway.execute(SAVE, { lines: [] })).data!.saveCart).toEqual({
      cart: null,
      errors: [{ code: 'AUTH_REQUIRED', field: null }],
    });
    const many = Array.from({ length: 101 }, () => ({ productId: P.oilFilter, quantity: 1 }));
    expect((await gateway.execute(MERGE, { lines: many }, a.as)).data!.mergeCart.errors).toEqual([
      { code: 'ERROR_FORM_OUT_OF_RANGE', field: ['lines'] },
    ]);
  });
});
