import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_LIMITS } from '../../../gateway/rate-limit/request-limits';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { uniqueClient, uniqueEmail } from '../accounts/helpers';

const TRACK = 'query ($email: String!) { trackOrder(number: 999999, email: $email) { number } }';
const SUBSCRIBE = 'mutation ($email: String!) { subscribeNewsletter(email: $email) { subscribed errors { code } } }';
const REVIEW = `mutation { addProductReview(productId: "2147483647", author: "Bot", rating: 5, content: "Great!") {
  review { id } errors { code } } }`;
const BOOK = `mutation ($email: String) { bookService(input: { packageId: "no-such/package", city: "bangalore",
  slotStart: "2030-01-01T04:30:00.000Z", vehicleText: "Swift", contactName: "Bot", contactPhone: "+91 98450 12345",
  contactEmail: $email, idempotencyKey: "abcdefgh12" }) { booking { id } errors { code } } }`;

type Answer = { data?: Record<string, any> | null; errors?: { extensions?: Record<string, unknown> }[] };

/** The error code a mutation payload or a query's GraphQL error carries; OK when there is none. */
function codeOf(answer: Answer, field: string): string {
  const extension = answer.errors?.[0]?.extensions?.errorCode;
  if (typeof extension === 'string') return extension;
  return (answer.data?.[field]?.errors?.[0]?.code as string | undefined) ?? 'OK';
}

describe('anonymous request limits (REQUEST_LIMIT_SCALE 1, as in production)', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway({ env: { REQUEST_LIMIT_SCALE: '1' } });
  });
  afterAll(() => gateway.close());

  async function attempts(
    query: string,
    field: string,
    count: number,
    variables: () => Record<string, unknown>,
    client: () => string,
  ) {
    const codes: string[] = [];
    for (let i = 0; i < count; i++) {
      codes.push(codeOf(await gateway.executeUntyped(query, variables(), { clientAddress: client() }), field));
    }
    return codes;
  }

  const cases = [
    { action: 'trackOrder', query: TRACK, field: 'trackOrder', allowed: 'OK' },
    { action: 'subscribeNewsletter', query: SUBSCRIBE, field: 'subscribeNewsletter', allowed: 'OK' },
    { action: 'addProductReview', query: REVIEW, field: 'addProductReview', allowed: 'PAGE_NOT_FOUND' },
    { action: 'bookService', query: BOOK, field: 'bookService', allowed: 'PAGE_NOT_FOUND' },
  ] as const;

  it.each(cases)(
    'limits $action per client address, and another client may go on',
    async ({ action, query, field, allowed }) => {
      const { points } = REQUEST_LIMITS[action].perClient;
      const client = uniqueClient();
      const codes = await attempts(
        query,
        field,
        points + 1,
        () => ({ email: uniqueEmail() }),
        () => client,
      );
      expect(codes).toEqual([...Array(points).fill(allowed), 'ERROR_RATE_LIMITED']);
      const other = await attempts(query, field, 1, () => ({ email: uniqueEmail() }), uniqueClient);
      expect(other).toEqual([allowed]);
    },
  );

  it.each(cases.filter((c) => REQUEST_LIMITS[c.action].perEmail))(
    'limits $action per e-mail address whatever the client and the letter case',
    async ({ action, query, field, allowed }) => {
      const { points } = REQUEST_LIMITS[action].perEmail!;
      const email = uniqueEmail('target');
      let i = 0;
      const variables = () => ({ email: i++ % 2 ? email.toUpperCase() : email });
      const codes = await attempts(query, field, points + 1, variables, uniqueClient);
      expect(codes).toEqual([...Array(points).fill(allowed), 'ERROR_RATE_LIMITED']);
    },
  );

  it('answers a limited trackOrder as a typed GraphQL error, with no order data', async () => {
    const client = uniqueClient();
    const email = uniqueEmail();
    for (let i = 0; i < REQUEST_LIMITS.trackOrder.perClient.points; i++) {
      await gateway.executeUntyped(TRACK, { email: uniqueEmail() }, { clientAddress: client });
    }
    const refused = await gateway.executeUntyped(TRACK, { email }, { clientAddress: client });
    expect(refused.data).toEqual({ trackOrder: null });
    expect(refused.errors).toEqual([
      expect.objectContaining({
        path: ['trackOrder'],
        extensions: { code: 'RATE_LIMITED', errorCode: 'ERROR_RATE_LIMITED' },
      }),
    ]);
  });
});

describe('client address behind a reverse proxy (TRUST_PROXY_HOPS)', () => {
  const PROXY = '10.0.0.5';
  const trackFrom = (gateway: TestGateway, forwardedFor: string) =>
    gateway.executeUntyped(
      TRACK,
      { email: uniqueEmail() },
      { clientAddress: PROXY, headers: { 'x-forwarded-for': forwardedFor } },
    );

  it('with one trusted proxy, shoppers behind it have their own budgets and a forged header changes nothing', async () => {
    const gateway = await createTestGateway({ env: { REQUEST_LIMIT_SCALE: '1', TRUST_PROXY_HOPS: '1' } });
    try {
      const { points } = REQUEST_LIMITS.trackOrder.perClient;
      const shopper = uniqueClient();
      const codes: string[] = [];
      // The shopper writes a different X-Forwarded-For each time; the proxy appends the real address.
      for (let i = 0; i <= points; i++)
        codes.push(codeOf(await trackFrom(gateway, `${uniqueClient()}, ${shopper}`), 'trackOrder'));
      expect(codes).toEqual([...Array(points).fill('OK'), 'ERROR_RATE_LIMITED']);
      // Another shopper through the same proxy is not limited.
      expect(codeOf(await trackFrom(gateway, uniqueClient()), 'trackOrder')).toBe('OK');
    } finally {
      await gateway.close();
    }
  });

  it('without trusted proxies, X-Forwarded-For is ignored: the socket address is the client', async () => {
    const gateway = await createTestGateway({ env: { REQUEST_LIMIT_SCALE: '1' } });
    try {
      const { points } = REQUEST_LIMITS.trackOrder.perClient;
      const codes: string[] = [];
      for (let i = 0; i <= points; i++) codes.push(codeOf(await trackFrom(gateway, uniqueClient()), 'trackOrder'));
      expect(codes).toEqual([...Array(points).fill('OK'), 'ERROR_RATE_LIMITED']);
    } finally {
      await gateway.close();
    }
  });
});
