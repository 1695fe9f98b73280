import { randomUUID } from 'node:crypto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { APIRequestContext } from 'playwright-core';
import { graphql, operationText } from './graphql';
import type { Answered, OperationVariables } from './test-gateway';

/**
 * Real data for browser tests that visit a shopper's pages: a signed-in account with an address,
 * an order placed through checkout and a service booking, all made through the gateway's public
 * API with the browser context's own request client (so the session cookie lands in the browser).
 */
export interface ShopperData {
  email: string;
  addressId: string;
  order: { id: string; token: string; number: number };
  bookingToken: string;
  productIds: string[];
  productSlug: string;
}

export const SAMPLE_ADDRESS = {
  firstName: 'Asha',
  lastName: 'Rao',
  country: 'IN',
  address1: '12, 4th Main, Jayanagar',
  city: 'Bengaluru',
  state: 'KA',
  postcode: '560041',
  email: 'asha@example.in',
  phone: '+91 98450 12345',
};

export const SIGN_UP = graphql(`
  mutation ShopperDataSignUp($input: SignUpInput!) {
    signUp(input: $input) {
      user {
        id
      }
      errors {
        code
      }
    }
  }
`);
export const PRODUCTS = graphql(`
  query ShopperDataProducts($limit: Int!) {
    products(options: { limit: $limit }) {
      items {
        id
        slug
        name
        stock
        options {
          name
        }
      }
    }
  }
`);
const ADD_ADDRESS = graphql(`
  mutation ShopperDataAddAddress($input: AddressInput!) {
    addAddress(input: $input) {
      address {
        id
      }
      errors {
        code
      }
    }
  }
`);
const CHECKOUT = graphql(`
  mutation ShopperDataCheckout($input: CheckoutInput!) {
    checkout(input: $input) {
      order {
        id
        token
        number
      }
      errors {
        code
        field
      }
    }
  }
`);
const SERVICE = graphql(`
  query ShopperDataService {
    service(slug: "two-wheeler-service") {
      id
      packages {
        id
      }
      cities {
        slug
      }
    }
  }
`);
export const SLOTS = graphql(`
  query ShopperDataSlots($id: ID!, $city: String!, $from: Date!, $to: Date!) {
    serviceSlots(serviceId: $id, city: $city, from: $from, to: $to) {
      start
      remaining
    }
  }
`);
export const BOOK = graphql(`
  mutation ShopperDataBook($input: BookServiceInput!) {
    bookService(input: $input) {
      booking {
        token
        reference
      }
      errors {
        code
        field
      }
    }
  }
`);

/** One request to the shop's API at `url` through a browser context's request client; fails on any error. */
export async function shopOperation<TData, TVariables extends OperationVariables>(
  request: APIRequestContext,
  url: string,
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): Promise<Answered<TData>> {
  const response = await request.post(`${url}/graphql`, {
    data: { query: operationText(document), variables: variables ?? {} },
    headers: { 'content-type': 'application/json' },
  });
  const body = (await response.json()) as { data?: Answered<TData>; errors?: unknown[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/**
 * One request to the shop's API at `url` from the test process itself (no browser), as the
 * shopper whose session `cookie` holds (none: a guest); fails on any error. Answers the data and
 * the session cookies the answer set (`name=value; …`, for the next request).
 */
export async function askShop<TData, TVariables extends OperationVariables>(
  url: string,
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
  cookie = '',
): Promise<{ data: Answered<TData>; cookie: string }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query: operationText(document), variables: variables ?? {} }),
  });
  const body = (await response.json()) as { data?: Answered<TData>; errors?: unknown[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  const set = response.headers.getSetCookie().map((c) => c.split(';')[0]);
  return { data: body.data, cookie: set.join('; ') };
}

/** Refuses an answer whose payload lists user errors. */
function ok<T extends { errors: unknown[] }>(payload: T, what: string): T {
  if (payload.errors.length) throw new Error(`${what} refused: ${JSON.stringify(payload.errors)}`);
  return payload;
}

/** Signs up a new shopper in `request`'s context and gives them an address, an order and a booking. */
export async function createShopperData(request: APIRequestContext, url: string): Promise<ShopperData> {
  const email = `phone.${randomUUID().slice(0, 8)}@example.in`;
  // Booked as a guest first: a guest's booking has a token (a signed-in shopper's is in the account).
  const bookingToken = await bookService(request, url, email);
  const signUp = await shopOperation(request, url, SIGN_UP, {
    input: { email, password: 'secret-123', firstName: 'Asha', lastName: 'Rao' },
  });
  ok(signUp.signUp, 'signUp');
  const added = await shopOperation(request, url, ADD_ADDRESS, { input: SAMPLE_ADDRESS });
  const addressId = ok(added.addAddress, 'addAddress').address.id;

  // Two products in stock without options: the order's items, and the compare list.
  const list = await shopOperation(request, url, PRODUCTS, { limit: 48 });
  const plain = list.products.items.filter((p) => p.stock === 'IN_STOCK' && p.options.length === 0).slice(0, 3);
  if (plain.length < 3) throw new Error('fewer than three seeded products in stock without options');
  const checkout = await shopOperation(request, url, CHECKOUT, {
    input: {
      items: plain.slice(0, 2).map((p) => ({ productId: p.id, quantity: 1 })),
      payment: 'cash-on-delivery',
      shippingAddressId: addressId,
      billingSameAsShipping: true,
      idempotencyKey: randomUUID(),
    },
  });
  const order = ok(checkout.checkout, 'checkout').order;
  return {
    email,
    addressId,
    order,
    bookingToken,
    productIds: plain.map((p) => p.id),
    productSlug: plain[0]!.slug,
  };
}

/** Books the first free slot of the two-wheeler service as a guest (so the booking has a token). */
async function bookService(request: APIRequestContext, url: string, email: string): Promise<string> {
  const { service } = await shopOperation(request, url, SERVICE);
  const city = service.cities[0]!.slug;
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const { serviceSlots } = await shopOperation(request, url, SLOTS, {
    id: service.id,
    city,
    from: day(1),
    to: day(7),
  });
  const slot = serviceSlots.find((s) => s.remaining > 0);
  if (!slot) throw new Error('no free service slot in the next week');
  const booked = await shopOperation(request, url, BOOK, {
    input: {
      packageId: service.packages[0]!.id,
      city,
      slotStart: slot.start,
      vehicleText: 'Honda Activa 6G',
      contactName: 'Asha Rao',
      contactPhone: '9845012345',
      contactEmail: email,
      idempotencyKey: randomUUID(),
    },
  });
  return ok(booked.bookService, 'bookService').booking.token;
}
