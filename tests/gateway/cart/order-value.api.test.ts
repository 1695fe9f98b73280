import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ORDER_VALUE } from '../../../gateway/cart/order-value';
import { testEngines } from '../../support/test-database';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { graphql, type Shop } from '../../support/graphql';
import { signUp } from '../accounts/helpers';
import { checkout, ORDERS, P } from '../orders/helpers';

const CART = graphql(`
  query OrderValueCart($lines: [CartLineInput!]!) {
    cart(lines: $lines) {
      lines {
        quantity
        unitPrice {
          amount
        }
        total {
          amount
        }
        errors {
          code
          field
        }
      }
      subtotal {
        amount
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
  }
`);

/** Product 170: in stock, dear enough that 999 of it pass the order value limit. */
const DEAR = '170';
const INT_MAX = 2 ** 31 - 1;

/** Every `amount` in an answer, wherever it sits. */
function amounts(value: unknown): number[] {
  if (Array.isArray(value)) return value.flatMap(amounts);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, v]) => (key === 'amount' && typeof v === 'number' ? [v] : amounts(v)));
  return [];
}

describe.each(testEngines())('order value and quantity over all lines on %s', (engine) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway({ engine });
  });
  afterAll(() => gateway.close());

  const orderCount = async () =>
    Number(
      (
        await gateway.database.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const price = async (lines: Shop.CartLineInput[]) => {
    const result = await gateway.execute(CART, { lines });
    expect(result.errors).toBeUndefined();
    const cart = result.data!.cart;
    expect(Math.max(...amounts(cart))).toBeLessThanOrEqual(INT_MAX);
    return cart;
  };

  it('refuses one product over 999 across lines, saves nothing and keeps the order list readable', async () => {
    const shopper = await signUp(gateway);
    const before = await orderCount();
    const result = await checkout(
      gateway,
      {
        items: [
          { productId: P.backorder, quantity: 999 },
          { productId: P.backorder, quantity: 999 },
        ],
        payment: 'upi',
        email: null,
      },
      shopper.as,
    );
    expect(result.order).toBeNull();
    expect(result.errors).toEqual([
      { code: 'ERROR_ADD_TO_CART_QUANTITY', field: ['input', 'items', '0', 'quantity'] },
      { code: 'ERROR_ADD_TO_CART_QUANTITY', field: ['input', 'items', '1', 'quantity'] },
    ]);
    expect(await orderCount()).toBe(before);
    const orders = await gateway.execute(ORDERS, {}, shopper.as);
    expect(orders.errors).toBeUndefined();
    expect(orders.data!.orders.items).toEqual([]);
  });

  it('refuses an order worth more than ₹10,00,000 with ORDER_VALUE_LIMIT_EXCEEDED and saves nothing', async () => {
    const before = await orderCount();
    const result = await checkout(gateway, { items: [{ productId: P.backorder, quantity: 999 }], payment: 'upi' });
    expect(result.order).toBeNull();
    expect(result.errors).toEqual([{ code: 'ORDER_VALUE_LIMIT_EXCEEDED', field: ['input', 'items', '0', 'quantity'] }]);
    expect(await orderCount()).toBe(before);
  });

  it('the cart shows the limit on the line instead of failing, and every amount fits a 32-bit Int', async () => {
    const dear = await price([{ productId: DEAR, quantity: 999 }]);
    expect(dear.lines[0]!.errors).toContainEqual({ code: 'ORDER_VALUE_LIMIT_EXCEEDED', field: ['quantity'] });
    expect(dear.lines[0]!.total).toBeNull();
    expect(dear.ready).toBe(false);

    const many = await price(Array.from({ length: 40 }, () => ({ productId: DEAR, quantity: 20 })));
    const refused = many.lines.filter((l) => l.errors.some((e) => e.code === 'ORDER_VALUE_LIMIT_EXCEEDED'));
    expect(refused.length).toBeGreaterThan(0);
    expect(many.subtotal.amount).toBeLessThanOrEqual(MAX_ORDER_VALUE);
    expect(many.subtotal.amount).toBe(many.lines.reduce((sum, l) => sum + (l.total?.amount ?? 0), 0));

    const huge = await price([{ productId: DEAR, quantity: 2147483647 }]);
    expect(huge.lines[0]!.errors).toContainEqual({ code: 'ERROR_ADD_TO_CART_QUANTITY', field: ['quantity'] });
    expect(huge.lines[0]!.total).toBeNull();
  });
});
