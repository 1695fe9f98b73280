import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_LIMITS } from '../../../gateway/rate-limit/request-limits';
import { graphql } from '../../support/graphql';
import { createTestGateway, type ExecuteOptions, type TestGateway } from '../../support/test-gateway';
import { uniqueClient, uniqueEmail } from '../accounts/helpers';

const TRACK = graphql(`
  query RequestLimitsTrack($email: String!) {
    trackOrder(number: 999999, email: $email) {
      number
    }
  }
`);
const SUBSCRIBE = graphql(`
  mutation RequestLimitsSubscribe($email: String!) {
    subscribeNewsletter(email: $email) {
      subscribed
      errors {
        code
      }
    }
  }
`);
const REVIEW = graphql(`
  mutation RequestLimitsReview {
    addProductReview(productId: "2147483647", author: "Bot", rating: 5, content: "Great!") {
      review {
        id
      }
      errors {
        code
      }
    }
  }
`);
const BOOK = graphql(`
  mutation RequestLimitsBook($email: String) {
    bookService(
      input: {
        packageId: "no-such/package"
        city: "bangalore"
        slotStart: "2030-01-01T04:30:00.000Z"
        vehicleText: "Swift"
        contactName: "Bot"
        contactPhone: "+91 98450 12345"
        contactEmail: $email
        idempotencyKey: "abcdefgh12"
      }
    ) {
      booking {
        id
      }
      errors {
        code
      }
    }
  }
`);

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

  /** Sends one request of an action, with this e-mail address where the action takes one. */
  type Send = (email: string, as: ExecuteOptions) => Promise<Answer>;
  async function attempts(send: Send, field: string, count: number, email: () => string, client: () => string) {
    const codes: string[] = [];
    for (let i = 0; i < count; i++) codes.push(codeOf(await send(email(), { clientAddress: client() }), field));
    return codes;
  }

  const cases: { action: keyof typeof REQUEST_LIMITS; send: Send; field: string; allowed: string }[] = [
    {
      action: 'trackOrder',
      send: (email, as) => gateway.execute(TRACK, { email }, as),
      field: 'trackOrder',
      allowed: 'OK',
    },
    {
      action: 'subscribeNewsletter',
      send: (email, as) => gateway.execute(SUBSCRIBE, { email }, as),
      field: 'subscribeNewsletter',
      allowed: 'OK',
    },
    {
      action: 'addProductReview',
      send: (_email, as) => gateway.execute(REVIEW, {}, as),
      field: 'addProductReview',
      allowed: 'PAGE_NOT_FOUND',
    },
    {
      action: 'bookService',
      send: (email, as) => gateway.execute(BOOK, { email }, as),
      field: 'bookService',
      allowed: 'PAGE_NOT_FOUND',
    },
  ];

  it.each(cases)(
    'limits $action per client address, and another client may go on',
    async ({ action, send, field, allowed }) => {
      const { points } = REQUEST_LIMITS[action].perClient;
      const client = uniqueClient();
      const codes = await attempts(send, field, points + 1, uniqueEmail, () => client);
      expect(codes).toEqual([...Array(points).fill(allowed), 'ERROR_RATE_LIMITED']);
      const other = await attempts(send, field, 1, uniqueEmail, uniqueClient);
      expect(other).toEqual([allowed]);
    },
  );

  it.each(cases.filter((c) => REQUEST_LIMITS[c.action].perEmail))(
    'limits $action per e-mail address whatever the client and the letter case',
    async ({ action, send, field, allowed }) => {
      const { points } = REQUEST_LIMITS[action].perEmail!;
      const email = uniqueEmail('target');
      let i = 0;
      const codes = await attempts(
        send,
        field,
        points + 1,
        () => (i++ % 2 ? email.toUpperCase() : email),
        uniqueClient,
      );
      expect(codes).toEqual([...Array(points).fill(allowed), 'ERROR_RATE_LIMITED']);
    },
  );

  it('answers a limited trackOrder as a typed GraphQL error, with no order data', async () => {
    const client = uniqueClient();
    const email = uniqueEmail();
    for (let i = 0; i < REQUEST_LIMITS.trackOrder.perClient.points; i++) {
      await gateway.execute(TRACK, { email: uniqueEmail() }, { clientAddress: client });
    }
    const refused = await gateway.execute(TRACK, { email }, { clientAddress: client });
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
    gateway.execute(
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
