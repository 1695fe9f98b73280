import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_LIMITS } from '../../../gateway/graphql/plugins';
import { REQUEST_LIMITS } from '../../../gateway/rate-limit/request-limits';
import { checkoutInput, INDIAN_ADDRESS } from '../orders/helpers';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { testEngines } from '../../support/test-database';

const FAN_OUT = `{ products(options: { limit: 100 }) { items { compatibleVehicles(limit: 100) { id make model year engine } } } }`;
const aliased = (n: number, field: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

/** POSTs like a GraphQL-over-HTTP client that accepts the new media type. */
async function post(gateway: TestGateway, body: unknown, clientAddress?: string) {
  const response = await gateway.fetch(
    '/graphql',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
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
    const { status, body } = await post(gateway, { query: FAN_OUT });
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', limit: OPERATION_LIMITS.maxCost });
    expect(body.errors?.[0]?.extensions?.cost).toBeGreaterThan(OPERATION_LIMITS.maxCost);
  });

  it('counts aliases and batches: twenty cheap-looking aliases and a batch of them are refused', async () => {
    const field = `products(options: { limit: 100 }) { items { compatibleVehicles { id make model year engine } } }`;
    const single = await post(gateway, { query: `{ ${field} }` });
    expect(single.status).toBe(200);
    const alias = await post(gateway, { query: aliased(20, field) });
    expect(alias.status).toBe(400);
    expect(alias.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');
    const batch = await post(
      gateway,
      Array.from({ length: 10 }, () => ({ query: aliased(4, field) })),
    );
    const codes = (batch.body as unknown as { errors?: { extensions?: { code?: string } }[] }[]).map(
      (r) => r.errors?.[0]?.extensions?.code,
    );
    expect(codes.filter((c) => c === 'QUERY_TOO_COSTLY').length).toBeGreaterThan(0);
  });

  it('answers every limit as a 400 with a code that names it, never "Syntax Error"', async () => {
    const cases: [string, string][] = [
      [aliased(30, 'ping'), 'MAX_ALIASES_EXCEEDED'],
      [`{ ${'shop { '.repeat(14)}name${' }'.repeat(14)} }`, 'MAX_DEPTH_EXCEEDED'],
      [`{ ${'ping '.repeat(OPERATION_LIMITS.maxTokens + 1)} }`, 'MAX_TOKENS_EXCEEDED'],
      [`{ ping(x: ${'['.repeat(1900)}${']'.repeat(1900)}) }`, 'MAX_NESTING_EXCEEDED'],
      [`{ ping ${'@skip(if: false) '.repeat(31)} }`, 'MAX_DIRECTIVES_EXCEEDED'],
    ];
    for (const [query, code] of cases) {
      const { status, body } = await post(gateway, { query });
      expect(status, code).toBe(400);
      expect(body.errors?.[0]?.extensions?.code, code).toBe(code);
      expect(body.errors?.[0]?.message, code).not.toMatch(/syntax error/i);
      expect(body.errors?.[0]?.message, code).toMatch(/limit/i);
    }
  });

  it('pages compatibleVehicles: 20 by default, at most 5000', async () => {
    const { body } = await post(gateway, {
      query: '{ products(options: { limit: 100 }) { items { compatibleVehicles { id } } } }',
    });
    const lengths = (body.data as { products: { items: { compatibleVehicles: unknown[] }[] } }).products.items.map(
      (p) => p.compatibleVehicles.length,
    );
    expect(Math.max(...lengths)).toBe(20);
    const tooMany = await post(gateway, { query: '{ product(slug: "x") { compatibleVehicles(limit: 5001) { id } } }' });
    expect(tooMany.body.errors).toBeUndefined(); // no such product: the limit is checked only where the field runs
  });
});

describe('checkout rate limits', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway({ env: { REQUEST_LIMIT_SCALE: '1' } });
  });
  afterAll(() => gateway.close());

  it('counts every aliased and batched checkout: a batch of 10 × 20 aliases places at most the client budget', async () => {
    const mutation = `mutation ($input: CheckoutInput!) { ${Array.from({ length: 20 }, (_, i) => `c${i}: checkout(input: $input) { order { number } errors { code } }`).join(' ')} }`;
    const batch = Array.from({ length: 10 }, (_, i) => ({
      query: mutation,
      variables: { input: checkoutInput({ email: `buyer${i}@example.in`, idempotencyKey: `abuse-key-${i}-0000` }) },
    }));
    const { body } = await post(gateway, batch, '203.0.113.7');
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
      const result = await gateway.executeUntyped(
        `mutation ($input: CheckoutInput!) { checkout(input: $input) { errors { code } } }`,
        {
          input: checkoutInput({
            email: `cod${i}@example.in`,
            shippingAddress: { ...INDIAN_ADDRESS, address1: `${i + 1} Lake Road`, phone: '9123456780' },
          }),
        },
        { clientAddress: `198.51.100.${i + 1}` },
      );
      answers.push(result.data!.checkout.errors.map((e: { code: string }) => e.code));
    }
    expect(answers.slice(0, points).every((codes) => !codes.includes('ERROR_RATE_LIMITED'))).toBe(true);
    expect(answers[points]).toEqual(['ERROR_RATE_LIMITED']);
  });
});

const NUL = 'a\u0000b';
const BIG_ID = String(2 ** 31);
/** The operations of issue #21 (productsByIds and relatedProducts take integer ids: see below) that answered "Unexpected error." for a NUL or a large id. */
const OPERATIONS: [string, string, Record<string, unknown>][] = [
  [
    'addAddress',
    'mutation ($v: String!) { addAddress(input: { firstName: $v, lastName: "K", address1: "1 Road", city: "Pune", country: "IN", state: "MH", postcode: "411001", email: "a@example.in", phone: "9876543210" }) { errors { code } } }',
    { v: NUL },
  ],
  [
    'editProfile',
    'mutation ($v: String!) { editProfile(email: "a@example.in", firstName: $v) { errors { code } } }',
    { v: NUL },
  ],
  [
    'checkout',
    'mutation ($input: CheckoutInput!) { checkout(input: $input) { errors { code } } }',
    { input: checkoutInput({ email: `x${NUL}@example.in` }) },
  ],
  ['product', 'query ($v: String!) { product(slug: $v) { id } }', { v: NUL }],
  ['category', 'query ($v: String!) { category(slug: $v) { slug } }', { v: NUL }],
  ['service', 'query ($v: String!) { service(slug: $v) { slug } }', { v: NUL }],
  ['vehicle', 'query ($v: ID!) { vehicle(id: $v) { id } }', { v: NUL }],
  ['vehicleModels', 'query ($v: String!) { vehicleModels(year: 2020, make: $v) { slug } }', { v: NUL }],
  ['trackOrder', 'query ($v: String!) { trackOrder(number: 1, email: $v) { number } }', { v: NUL }],
  ['subscribeNewsletter', 'mutation ($v: String!) { subscribeNewsletter(email: $v) { errors { code } } }', { v: NUL }],
  ['signIn', 'mutation ($v: String!) { signIn(email: $v, password: "secret12") { errors { code } } }', { v: NUL }],
  [
    'signUp',
    'mutation ($v: String!) { signUp(input: { email: "n@example.in", password: $v, firstName: "A", lastName: "B" }) { errors { code } } }',
    { v: NUL },
  ],
  [
    'requestPasswordReset',
    'mutation ($v: String!) { requestPasswordReset(email: $v) { errors { code } } }',
    { v: NUL },
  ],
  ['featuredProducts', 'query ($v: String!) { featuredProducts(category: $v) { id } }', { v: NUL }],
  ['productAnalogs', 'query ($v: String!) { productAnalogs(slug: $v) { id } }', { v: NUL }],
];

describe.each(testEngines())('no 500 for NUL characters or large ids (%s)', (engine) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway({ engine });
  });
  afterAll(() => gateway.close());

  it.each(OPERATIONS)('%s: a NUL character is BAD_USER_INPUT / ERROR_FORM_INVALID', async (_name, query, variables) => {
    const result = await gateway.executeUntyped(query, variables);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errorCode: 'ERROR_FORM_INVALID' });
  });

  it.each(['productsByIds', 'relatedProducts', 'productAnalogs'])(
    '%s: ids ≥ 2^31, non-digits and NUL are unknown ids',
    async (name) => {
      const args = name === 'productsByIds' ? 'ids: [$v]' : 'productId: $v';
      for (const id of [BIG_ID, '0x10', ' 1', '1.0', '99999999999', NUL]) {
        const result = await gateway.executeUntyped(`query ($v: ID!) { ${name}(${args}) { id } }`, { v: id });
        expect(result.errors, id).toBeUndefined();
        expect(result.data![name], id).toEqual([]);
      }
    },
  );

  it('a large id on the other id arguments is no 500 either', async () => {
    const queries = [
      `{ productReviews(productId: "${BIG_ID}") { items { id } } }`,
      `{ order(id: "${BIG_ID}") { id } }`,
      `{ vehicle(id: "${BIG_ID}") { id } }`,
      `mutation { addProductReview(productId: "${BIG_ID}", author: "A", rating: 5, content: "Good") { errors { code } } }`,
      `mutation { cancelBooking(id: "${BIG_ID}", token: "x") { errors { code } } }`,
    ];
    for (const query of queries) {
      const result = await gateway.executeUntyped(query);
      expect(result.errors?.[0]?.extensions?.code, query).not.toBe('INTERNAL_SERVER_ERROR');
    }
  });
});
