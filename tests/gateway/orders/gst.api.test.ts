import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { CHECKOUT, checkout, checkoutInput, HELMET_OPTIONS, INDIAN_ADDRESS, P, placeOrder } from './helpers';
import { graphql } from '../../support/graphql';
const CART = graphql(`
  query GstCart($lines: [CartLineInput!]!, $state: String) {
    cart(lines: $lines, deliveryState: $state) {
      subtotal {
        amount
        currency
      }
      totals {
        type
        rate
        included
        price {
          amount
          currency
        }
      }
      total {
        amount
        currency
      }
    }
  }
`);
const ORDER_GST = graphql(`
  query OrderGst($token: String!) {
    orderByToken(token: $token) {
      subtotal {
        amount
        currency
      }
      totals {
        type
        rate
        included
        price {
          amount
          currency
        }
      }
      total {
        amount
        currency
      }
      placeOfSupply
      items {
        hsnCode
        gstRate
        total {
          amount
        }
      }
    }
  }
`);

const MAHARASHTRA = { ...INDIAN_ADDRESS, city: 'Pune', state: 'MH', postcode: '411001' };
const KARNATAKA = { ...INDIAN_ADDRESS, state: 'KA' };
/** A real-shaped GSTIN of Karnataka with a valid check character (sample). */
const KA_GSTIN = '29AAGCB7383J1Z4';

type Line = { type: string; rate: string | null; included: boolean; price: { amount: number } };
const added = (totals: Line[]) => totals.filter((l) => !l.included).reduce((sum, l) => sum + l.price.amount, 0);

describe('orders API: prices include GST', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());

  const items = [
    { productId: P.oilFilter, quantity: 2 },
    { productId: P.helmet, options: HELMET_OPTIONS, quantity: 1 },
  ];

  it('a Karnataka delivery includes CGST + SGST per rate; nothing is added on top', async () => {
    const order = await placeOrder(gateway, { items, shippingAddress: KARNATAKA });
    const read = (await gateway.execute(ORDER_GST, { token: order.token })).data!.orderByToken;
    // Oil filters 2 × ₹249 at 18 %: taxable 49800 × 100 / 118 = 42203.39 → 42203, GST 7597 = 3799 + 3798.
    // Helmet ₹1,199 at 5 %: 114190.48 → 114190, GST 5710 = 2855 + 2855. Delivery ₹25 at the helmet's
    // 5 % (the most valuable line): 2380.95 → 2381, GST 119 = 60 + 59.
    expect(read.subtotal.amount).toBe(2 * 24900 + 119900);
    expect(read.totals.map((l: Line) => [l.type, l.rate, l.included, l.price.amount])).toEqual([
      ['SHIPPING', null, false, 2500],
      ['CGST', '2.5', true, 2855 + 60],
      ['SGST', '2.5', true, 2855 + 59],
      ['CGST', '9', true, 3799],
      ['SGST', '9', true, 3798],
    ]);
    expect(read.total.amount).toBe(2 * 24900 + 119900 + 2500);
    expect(read.placeOfSupply).toBe('KA');
  });

  it('the cart, the checkout answer and the order page agree to the paisa', async () => {
    for (const [address, split] of [
      [KARNATAKA, ['CGST', 'SGST']],
      [MAHARASHTRA, ['IGST']],
    ] as const) {
      const cart = (await gateway.execute(CART, { lines: items, state: address.state })).data!.cart;
      const placed = await checkout(gateway, { items, shippingAddress: address });
      expect(placed.errors).toEqual([]);
      const order = placed.order;
      expect(order.total).toEqual(cart.total);
      expect(order.subtotal).toEqual(cart.subtotal);
      const types = new Set(cart.totals.filter((l: Line) => l.included).map((l: Line) => l.type));
      expect([...types].sort()).toEqual([...split].sort());
      expect(cart.subtotal.amount + added(cart.totals)).toBe(cart.total.amount);
      expect(cart.totals.find((l: Line) => l.type === 'TAX')).toBeUndefined();
    }
  });

  it('shows one GST figure per rate while the delivery state is unknown, and refuses an unknown state', async () => {
    const cart = (await gateway.execute(CART, { lines: items })).data!.cart;
    expect(cart.totals.filter((l: Line) => l.included).map((l: Line) => [l.type, l.rate])).toEqual([
      ['GST', '5'],
      ['GST', '18'],
    ]);
    const bad = await gateway.execute(CART, { lines: items, state: 'XX' });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errorCode: 'UNKNOWN_STATE' });
  });

  it('records HSN codes, rates and the place of supply on the order', async () => {
    const order = await placeOrder(gateway, { items, shippingAddress: MAHARASHTRA });
    const read = await gateway.execute(
      graphql(`
        query OrderByToken($token: String!) {
          orderByToken(token: $token) {
            placeOfSupply
            items {
              hsnCode
              gstRate
            }
            totals {
              type
              rate
              included
              price {
                amount
              }
            }
          }
        }
      `),
      { token: order.token },
    );
    const byToken = read.data!.orderByToken;
    expect(byToken.placeOfSupply).toBe('MH');
    expect(byToken.items.map((i: { gstRate: string }) => i.gstRate)).toEqual(['18', '5']);
    expect(byToken.items.every((i: { hsnCode: string }) => /^\d{4,8}$/.test(i.hsnCode))).toBe(true);
    expect(byToken.totals.map((l: Line) => [l.type, l.rate])).toEqual([
      ['SHIPPING', null],
      ['IGST', '5'],
      ['IGST', '18'],
    ]);
  });

  it('takes a business buyer GSTIN of the billing state and refuses a wrong one, writing nothing', async () => {
    const ok = await checkout(gateway, {
      items,
      shippingAddress: KARNATAKA,
      gstin: ' 29aagcb7383j1z4 ',
      businessName: 'Rao Motors',
    });
    expect(ok.errors).toEqual([]);
    const stored = await gateway.database.db
      .selectFrom('orders')
      .select(['buyer_gstin', 'buyer_business_name'])
      .where('id', '=', ok.order.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ buyer_gstin: KA_GSTIN, buyer_business_name: 'Rao Motors' });

    const count = async () =>
      Number(
        (
          await gateway.database.db
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const cases: [Record<string, unknown>, { code: string; field: string[] }[]][] = [
      [{ gstin: '29AAGCB7383J1Z5', businessName: 'X' }, [{ code: 'GSTIN_INVALID', field: ['input', 'gstin'] }]],
      [{ gstin: '29AAGCB7383J1Z', businessName: 'X' }, [{ code: 'GSTIN_INVALID', field: ['input', 'gstin'] }]],
      [
        { gstin: KA_GSTIN, businessName: 'X', shippingAddress: MAHARASHTRA },
        [{ code: 'GSTIN_STATE_MISMATCH', field: ['input', 'gstin'] }],
      ],
      [{ gstin: KA_GSTIN }, [{ code: 'ERROR_FORM_REQUIRED', field: ['input', 'businessName'] }]],
      [{ businessName: 'Rao Motors' }, [{ code: 'ERROR_FORM_REQUIRED', field: ['input', 'gstin'] }]],
    ];
    for (const [overrides, errors] of cases) {
      const result = await gateway.execute(CHECKOUT, {
        input: checkoutInput({ items, shippingAddress: KARNATAKA, ...overrides }),
      });
      expect(result.data!.checkout).toEqual({ order: null, errors });
    }
    expect(await count()).toBe(before);
  });

  it('charges the delivery fee from the shop settings and waives it from the threshold', async () => {
    await gateway.database.db
      .updateTable('shop_settings')
      .set({ delivery_fee: 4900, free_delivery_threshold: 100_000 })
      .execute();
    try {
      const small = (await gateway.execute(CART, { lines: [{ productId: P.oilFilter, quantity: 1 }], state: 'KA' }))
        .data!.cart;
      expect(small.totals[0]).toMatchObject({ type: 'SHIPPING', price: { amount: 4900 } });
      expect(small.total.amount).toBe(24900 + 4900);
      const big = (await gateway.execute(CART, { lines: items, state: 'KA' })).data!.cart;
      expect(big.totals[0]).toMatchObject({ type: 'SHIPPING', price: { amount: 0 } });
      expect(big.total.amount).toBe(big.subtotal.amount);
    } finally {
      await gateway.database.db
        .updateTable('shop_settings')
        .set({ delivery_fee: 2500, free_delivery_threshold: null })
        .execute();
    }
  });

  it('an order from before prices included GST keeps its recorded tax line and total', async () => {
    const order = await placeOrder(gateway, { items: [{ productId: P.oilFilter, quantity: 1 }] });
    // As migration 0420 found them: no breakdown, 20 % added on top and recorded.
    await gateway.database.db
      .updateTable('orders')
      .set({ tax_breakdown: null, tax: 4980, total: 24900 + 2500 + 4980 })
      .where('id', '=', order.id)
      .execute();
    const read = (await gateway.execute(ORDER_GST, { token: order.token })).data!.orderByToken;
    expect(read.totals.map((l: Line) => [l.type, l.included, l.price.amount])).toEqual([
      ['SHIPPING', false, 2500],
      ['TAX', false, 4980],
    ]);
    expect(read.total.amount).toBe(24900 + 2500 + 4980);
    expect(read.subtotal.amount + added(read.totals)).toBe(read.total.amount);
    expect(read.placeOfSupply).toBeNull();
    expect(read.items).toEqual([{ hsnCode: null, gstRate: null, total: { amount: 24900 } }]);
  });
});
