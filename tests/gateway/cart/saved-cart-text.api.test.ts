import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../support/test-database';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { graphql, type Shop } from '../../support/graphql';
import { signUp } from '../accounts/helpers';
import { HELMET_OPTIONS, INDIAN_ADDRESS, P } from '../orders/helpers';

const SAVE = graphql(`
  mutation SavedCartTextSave($lines: [CartLineInput!]!) {
    saveCart(lines: $lines) {
      cart {
        lines {
          id
          options {
            option
            value
          }
          errors {
            code
            field
          }
        }
      }
      errors {
        code
        field
      }
    }
  }
`);

const LONE = '\ud800';
const COLOR = { option: 'color', value: 'red' };
const SIZE = { option: 'size', value: 'l-59-60-cm' };
const FORM_INVALID = { code: 'BAD_USER_INPUT', errorCode: 'ERROR_FORM_INVALID' };

describe.each(testEngines())('text saved as JSON on %s', (engine) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway({ engine });
  });
  afterAll(() => gateway.close());

  const savedLines = async (email: string) =>
    (
      await gateway.database.db
        .selectFrom('saved_carts')
        .select('saved_carts.lines')
        .innerJoin('users', 'users.id', 'saved_carts.user_id')
        .where('users.email', '=', email)
        .executeTakeFirst()
    )?.lines ?? null;

  it('refuses a lone surrogate in an option value or a line id with ERROR_FORM_INVALID, saving nothing', async () => {
    const shopper = await signUp(gateway);
    for (const [line, field] of [
      [{ productId: P.helmet, options: [COLOR, { option: 'size', value: `l${LONE}` }], quantity: 1 }, 'options'],
      [{ id: `a${LONE}`, productId: P.oilFilter, quantity: 1 }, 'id'],
    ] satisfies [Shop.CartLineInput, string][]) {
      const result = await gateway.execute(SAVE, { lines: [line] }, shopper.as);
      expect(result.status).toBe(200);
      expect(result.errors?.[0]?.extensions).toMatchObject({ ...FORM_INVALID, field: expect.arrayContaining([field]) });
    }
    expect(await savedLines(shopper.email)).toBeNull();
  });

  it('refuses a lone surrogate in a checkout address with ERROR_FORM_INVALID', async () => {
    const before = await gateway.database.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const result = await gateway.execute(
      graphql(`
        mutation SavedCartTextCheckout($input: CheckoutInput!) {
          checkout(input: $input) {
            errors {
              code
            }
          }
        }
      `),
      {
        input: {
          items: [{ productId: P.oilFilter, quantity: 1 }],
          payment: 'upi',
          email: 'lone@example.in',
          shippingAddress: { ...INDIAN_ADDRESS, firstName: `A${LONE}` },
          billingSameAsShipping: true,
          idempotencyKey: crypto.randomUUID(),
        },
      },
    );
    expect(result.errors?.[0]?.extensions).toMatchObject({
      ...FORM_INVALID,
      field: ['input', 'shippingAddress', 'firstName'],
    });
    const after = await gateway.database.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('stores only the options the product offers', async () => {
    const shopper = await signUp(gateway);
    const result = await gateway.execute(
      SAVE,
      {
        lines: [
          {
            id: 'h',
            productId: P.helmet,
            options: [...HELMET_OPTIONS, { option: 'engraving', value: 'anything' }],
            quantity: 1,
          },
          { id: 'f', productId: P.oilFilter, options: [{ option: 'size', value: 'xl' }], quantity: 1 },
          {
            id: 'g',
            productId: P.helmet,
            options: [{ option: 'color', value: 'gold' }, SIZE],
            quantity: 1,
          },
        ],
      },
      shopper.as,
    );
    expect(result.data!.saveCart.errors).toEqual([]);
    expect(await savedLines(shopper.email)).toEqual([
      expect.objectContaining({ id: 'h', options: HELMET_OPTIONS }),
      expect.objectContaining({ id: 'f', options: [] }),
      expect.objectContaining({ id: 'g', options: [SIZE] }),
    ]);
    const lines = result.data!.saveCart.cart!.lines;
    expect(lines.map((l) => l.errors)).toEqual([[], [], [{ code: 'ERROR_ADD_TO_CART_OPTIONS', field: ['options'] }]]);
  });
});
