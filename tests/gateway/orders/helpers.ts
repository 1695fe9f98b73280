import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../../gateway/store/schema';
import type { ExecuteOptions, TestGateway } from '../../support/test-gateway';
import { INDIAN_ADDRESS } from '../accounts/helpers';
import { graphql } from '../../support/graphql';

export { INDIAN_ADDRESS };
export const ERRORS = 'errors { code field }';
export const MONEY = graphql(`
  fragment Money on Money {
    amount
    currency
  }
`);
export const ADDRESS = 'firstName lastName company country address1 address2 landmark city state postcode email phone';
export const ORDER_FIELDS = graphql(`
  fragment OrderFields on Order {
    id
    token
    number
    createdAt
    status
    email
    quantity
    currency
    cancellable
    payment {
      method
      bankTransfer {
        accountName
        bankName
        accountNumber
        ifsc
        reference
        amount {
          amount
          currency
        }
      }
    }
    items {
      productId
      name
      sku
      quantity
      product {
        id
        slug
      }
      options {
        option
        value
        name
        valueName
      }
      price {
        amount
        currency
      }
      total {
        amount
        currency
      }
    }
    subtotal {
      amount
      currency
    }
    totals {
      type
      price {
        amount
        currency
      }
    }
    total {
      amount
      currency
    }
    displayCurrency {
      code
      rate
    }
    shippingAddress {
      firstName
      lastName
      company
      country
      address1
      address2
      landmark
      city
      state
      postcode
      email
      phone
    }
    billingAddress {
      firstName
      lastName
      company
      country
      address1
      address2
      landmark
      city
      state
      postcode
      email
      phone
    }
  }
`);

export const CHECKOUT = graphql(`
  mutation HelpersCheckout($input: CheckoutInput!) {
    checkout(input: $input) {
      order {
        ...OrderFields
      }
      errors {
        code
        field
      }
    }
  }
`);
export const ORDER = graphql(`
  query HelpersOrder($id: ID!) {
    order(id: $id) {
      ...OrderFields
    }
  }
`);
export const BY_TOKEN = graphql(`
  query HelpersByToken2($token: String!) {
    orderByToken(token: $token) {
      ...OrderFields
    }
  }
`);
export const TRACK = graphql(`
  query HelpersTrack($number: Int!, $email: String!) {
    trackOrder(number: $number, email: $email) {
      ...OrderFields
    }
  }
`);
export const ORDERS = graphql(`
  query Orders($page: Int, $limit: Int, $sort: OrderSort) {
    orders(page: $page, limit: $limit, sort: $sort) {
      items {
        id
        number
        total {
          amount
        }
      }
      pageInfo {
        page
        limit
        total
        pages
        from
        to
      }
    }
  }
`);
export const CANCEL = graphql(`
  mutation Cancel($id: ID!) {
    cancelOrder(id: $id) {
      order {
        id
        status
        cancellable
      }
      errors {
        code
        field
      }
    }
  }
`);

/** Sample products (catalogue@1): ids and what they are. */
export const P = {
  /** Bosch oil filter, ₹249, in stock, no options. */
  oilFilter: '1',
  /** Bosch cabin filter, out of stock. */
  outOfStock: '4',
  /** Valeo clutch kit, on back-order (quantity 0). */
  backorder: '17',
  /** Steelbird SBA-1 helmet, ₹1,199, options color + size. */
  helmet: '158',
} as const;

export const HELMET_OPTIONS = [
  { option: 'color', value: 'red' },
  { option: 'size', value: 'l-59-60-cm' },
];

export function checkoutInput(overrides: Record<string, unknown> = {}) {
  return {
    items: [{ productId: P.oilFilter, quantity: 2 }],
    payment: 'cash-on-delivery',
    email: 'guest@example.in',
    shippingAddress: INDIAN_ADDRESS,
    billingSameAsShipping: true,
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

export async function checkout(gateway: TestGateway, overrides: Record<string, unknown> = {}, as?: ExecuteOptions) {
  return (await gateway.execute(CHECKOUT, { input: checkoutInput(overrides) }, as)).data!.checkout;
}

/** Places an order and fails the test when it is refused. */
export async function placeOrder(gateway: TestGateway, overrides: Record<string, unknown> = {}, as?: ExecuteOptions) {
  const result = await checkout(gateway, overrides, as);
  if (result.errors.length) throw new Error(`checkout failed: ${JSON.stringify(result.errors)}`);
  return result.order;
}

export async function stockOf(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('products')
    .select(['stock', 'stock_quantity'])
    .where('id', '=', Number(id))
    .executeTakeFirstOrThrow();
}

export async function setStock(
  db: Kysely<DB>,
  id: string,
  stock: 'in-stock' | 'out-of-stock' | 'on-backorder',
  quantity: number,
) {
  await db.updateTable('products').set({ stock, stock_quantity: quantity }).where('id', '=', Number(id)).execute();
}
