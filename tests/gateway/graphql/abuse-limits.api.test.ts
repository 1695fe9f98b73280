import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { operationText } from '../../support/graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_LIMITS } from '../../../gateway/graphql/plugins';
import { REQUEST_LIMITS } from '../../../gateway/rate-limit/request-limits';
import { CHECKOUT, checkoutInput, INDIAN_ADDRESS, ORDER, TRACK } from '../orders/helpers';
import { createTestGateway, type ExecuteResult, type TestGateway } from '../../support/test-gateway';
import { testEngines } from '../../support/test-database';
import { SIGN_IN, SIGN_UP } from '../accounts/helpers';
import { PRODUCT_ID } from '../catalogue/catalogue.documents';
import { ADD_REVIEW, REVIEWS } from '../reviews/helpers';
import { CANCEL } from '../workshops/helpers';
import {
  ADD_ADDRESS,
  ANALOGS,
  ANALOGS_BY_SLUG,
  CATEGORY,
  EDIT_PROFILE,
  FEATURED,
  PRODUCTS_BY_IDS,
  RELATED,
  RESET_REQUEST,
  SERVICE,
  SUBSCRIBE,
  TOO_MANY_VEHICLES,
  TWENTY_CHECKOUTS,
  VEHICLE,
  VEHICLE_IDS_OF_100,
  VEHICLE_MODELS,
  VEHICLES_OF_100,
} from './abuse-limits.documents';

const FAN_OUT = `{ products(options: { limit: 100 }) { items { compatibleVehicles(limit: 100) { id make model year engine } } } }`;
/** Answers as a GraphQL-over-HTTP client that accepts the new media type (limits answer 400). */
const NEW_MEDIA_TYPE = { accept: 'application/graphql-response+json' };
const aliased = (n: number, field: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

/** POSTs a batch (an array of operations, which the harness's execute does not send) with the new media type. */
async function postBatch(gateway: TestGateway, body: unknown[], clientAddress?: string) {
  const response = await gateway.fetch(
    '/graphql',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...NEW_MEDIA_TYPE },
      body: JSON.stringify(body),
    },
    clientAddress,
  );
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: unknown;
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    },
  };
}

describe('request limits (decision 027)', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway({ env: { NODE_ENV: 'production' } });
  });
  afterAll(() => gateway.close());

  it('refuses a fan-out query before executing it, naming its cost', async () => {
    const body = await gateway.executeRaw(FAN_OUT, undefined, NEW_MEDIA_TYPE);
    expect(body.status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', limit: OPERATION_LIMITS.maxCost });
    expect(body.errors?.[0]?.extensions?.cost).toBeGreaterThan(OPERATION_LIMITS.maxCost);
  });

  it('counts aliases and batches: twenty cheap-looking aliases and a batch of them are refused', async () => {
    const field = `products(options: { limit: 100 }) { items { compatibleVehicles { id make model year engine } } }`;
    expect((await gateway.execute(VEHICLES_OF_100, undefined, NEW_MEDIA_TYPE)).status).toBe(200);
    const alias = await gateway.executeRaw(aliased(20, field), undefined, NEW_MEDIA_TYPE);
    expect(alias.status).toBe(400);
    expect(alias.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');
    const batch = await postBatch(
      gateway,
      Array.from({ length: 10 }, () => ({ query: aliased(4, field) })),
    );
    const codes = (batch.body as unknown as { errors?: { extensions?: { code?: string } }[] }[]).map(
      (r) => r.errors?.[0]?.extensions?.code,
    );
    expect(codes.filter((c) => c === 'QUERY_TOO_COSTLY').length).toBeGreaterThan(0);
  });

  it.each([
    ['MAX_ALIASES_EXCEEDED', aliased(30, 'ping')],
    ['MAX_DEPTH_EXCEEDED', `{ ${'shop { '.repeat(14)}name${' }'.repeat(14)} }`],
    ['MAX_TOKENS_EXCEEDED', `{ ${'ping '.repeat(OPERATION_LIMITS.maxTokens + 1)} }`],
    ['MAX_NESTING_EXCEEDED', `{ ping(x: ${'['.repeat(1900)}${']'.repeat(1900)}) }`],
    ['MAX_DIRECTIVES_EXCEEDED', `{ ping ${'@skip(if: false) '.repeat(31)} }`],
  ])('answers the limit %s as a 400 with a code that names it, never "Syntax Error"', async (code, query) => {
    const body = await gateway.executeRaw(query, undefined, NEW_MEDIA_TYPE);
    expect(body.status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe(code);
    expect(body.errors?.[0]?.message).not.toMatch(/syntax error/i);
    expect(body.errors?.[0]?.message).toMatch(/limit/i);
  });

  it('pages compatibleVehicles: 20 by default, at most 5000', async () => {
    const { data } = await gateway.execute(VEHICLE_IDS_OF_100);
    const lengths = data!.products.items.map((p) => p.compatibleVehicles.length);
    expect(Math.max(...lengths)).toBe(20);
    const tooMany = await gateway.execute(TOO_MANY_VEHICLES);
    expect(tooMany.errors).toBeUndefined(); // no such product: the limit is checked only where the field runs
  });
});

describe('checkout rate limits', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway({ env: { REQUEST_LIMIT_SCALE: '1' } });
  });
  afterAll(() => gateway.close());

  it('counts every aliased and batched checkout: a batch of 10 × 20 aliases places at most the client budget', async () => {
    const batch = Array.from({ length: 10 }, (_, i) => ({
      query: operationText(TWENTY_CHECKOUTS),
      variables: { input: checkoutInput({ email: `buyer${i}@example.in`, idempotencyKey: `abuse-key-${i}-0000` }) },
    }));
    const { body } = await postBatch(gateway, batch, '203.0.113.7');
    const payloads = (
      body as unknown as { data: Record<string, { order: unknown; errors: { code: string }[] }> }[]
    ).flatMap((r) => Object.values(r.data));
    expect(payloads).toHaveLength(200);
    const limited = payloads.filter((p) => p.errors.some((e) => e.code === 'ERROR_RATE_LIMITED'));
    expect(limited.length).toBeGreaterThanOrEqual(200 - REQUEST_LIMITS.checkout.perClient.points);
  });

  it('caps cash on delivery per phone number, whatever the client address', async () => {
    const { points } = REQUEST_LIMITS.cashOnDelivery.perKey!.phone!;
    const answers = [];
    for (let i = 0; i <= points; i++) {
      const result = await gateway.execute(
        CHECKOUT,
        {
          input: checkoutInput({
            email: `cod${i}@example.in`,
            shippingAddress: { ...INDIAN_ADDRESS, address1: `${i + 1} Lake Road`, phone: '9123456780' },
          }),
        },
        { clientAddress: `198.51.100.${i + 1}` },
      );
      answers.push(result.data!.checkout.errors.map((e) => e.code));
    }
    expect(answers.slice(0, points).every((codes) => !codes.includes('ERROR_RATE_LIMITED'))).toBe(true);
    expect(answers[points]).toEqual(['ERROR_RATE_LIMITED']);
  });
});

const NUL = 'a\u0000b';
const BIG_ID = String(2 ** 31);
/**
 * The operations of issue #21 (productsByIds and relatedProducts take integer ids: see below) that
 * answered "Unexpected error." for a NUL or a large id: each sends `v` where that operation's value goes.
 */
const OPERATIONS: [string, (gateway: TestGateway, v: string) => Promise<ExecuteResult<unknown>>][] = [
  ['addAddress', (gateway, v) => gateway.execute(ADD_ADDRESS, { v })],
  ['editProfile', (gateway, v) => gateway.execute(EDIT_PROFILE, { v })],
  ['checkout', (gateway, v) => gateway.execute(CHECKOUT, { input: checkoutInput({ email: `x${v}@example.in` }) })],
  ['product', (gateway, v) => gateway.execute(PRODUCT_ID, { slug: v })],
  ['category', (gateway, v) => gateway.execute(CATEGORY, { v })],
  ['service', (gateway, v) => gateway.execute(SERVICE, { v })],
  ['vehicle', (gateway, v) => gateway.execute(VEHICLE, { v })],
  ['vehicleModels', (gateway, v) => gateway.execute(VEHICLE_MODELS, { v })],
  ['trackOrder', (gateway, v) => gateway.execute(TRACK, { number: 1, email: v })],
  ['subscribeNewsletter', (gateway, v) => gateway.execute(SUBSCRIBE, { v })],
  ['signIn', (gateway, v) => gateway.execute(SIGN_IN, { email: v, password: 'secret12' })],
  [
    'signUp',
    (gateway, v) =>
      gateway.execute(SIGN_UP, { input: { email: 'n@example.in', password: v, firstName: 'A', lastName: 'B' } }),
  ],
  ['requestPasswordReset', (gateway, v) => gateway.execute(RESET_REQUEST, { v })],
  ['featuredProducts', (gateway, v) => gateway.execute(FEATURED, { v })],
  ['productAnalogs', (gateway, v) => gateway.execute(ANALOGS_BY_SLUG, { v })],
];
/** The lists read by product id, each asked for id `v`. */
const BY_ID: Record<string, TypedDocumentNode<Record<string, { id: string }[]>, { v: string }>> = {
  productsByIds: PRODUCTS_BY_IDS,
  relatedProducts: RELATED,
  productAnalogs: ANALOGS,
};

describe.each(testEngines())('no 500 for NUL characters or large ids (%s)', (engine) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway({ engine });
  });
  afterAll(() => gateway.close());

  it.each(OPERATIONS)('%s: a NUL character is BAD_USER_INPUT / ERROR_FORM_INVALID', async (_name, send) => {
    const result = await send(gateway, NUL);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errorCode: 'ERROR_FORM_INVALID' });
  });

  it.each(Object.keys(BY_ID))('%s: ids ≥ 2^31, non-digits and NUL are unknown ids', async (name) => {
    for (const id of [BIG_ID, '0x10', ' 1', '1.0', '99999999999', NUL]) {
      const result = await gateway.execute(BY_ID[name]!, { v: id });
      expect(result.errors, id).toBeUndefined();
      expect(Object.values(result.data!), id).toEqual([[]]);
    }
  });

  it('a large id on the other id arguments is no 500 either', async () => {
    const answers = {
      productReviews: await gateway.execute(REVIEWS, { productId: BIG_ID }),
      order: await gateway.execute(ORDER, { id: BIG_ID }),
      vehicle: await gateway.execute(VEHICLE, { v: BIG_ID }),
      addProductReview: await gateway.execute(ADD_REVIEW, {
        productId: BIG_ID,
        author: 'A',
        rating: 5,
        content: 'Good',
      }),
      cancelBooking: await gateway.execute(CANCEL, { id: BIG_ID, token: 'x' }),
    };
    for (const [name, result] of Object.entries(answers))
      expect(result.errors?.[0]?.extensions?.code, name).not.toBe('INTERNAL_SERVER_ERROR');
  });
});
