import { randomUUID } from 'node:crypto';
import { operationText } from '../../support/graphql';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../gateway/config';
import { createGatewayYoga } from '../../../gateway/graphql/yoga';
import { createPgPool, type Database, databaseFromPgPool } from '../../../gateway/store/database';
import { testEngines } from '../../support/test-database';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { BOOK, bookingInput, freezeClock, ist, unfreezeClock } from './helpers';

const SHOPPERS = 50;
const CAPACITY = 3; // two-wheeler service in Bangalore

type Send = (body: string) => Promise<Response>;
type Answer = {
  data?: { bookService: { booking: { reference: string } | null; errors: { code: string }[] } };
  errors?: unknown[];
};

const request = (body: string) =>
  new Request('http://test/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body });

/** SHOPPERS guests book the same slot at once, spread over the given gateways. */
async function race(gateways: Send[], slotStart: string): Promise<Answer[]> {
  return Promise.all(
    Array.from({ length: SHOPPERS }, async (_, i) => {
      const input = bookingInput({ slotStart, contactEmail: `racer${i}@example.in`, idempotencyKey: randomUUID() });
      const response = await gateways[i % gateways.length]!(
        JSON.stringify({ query: operationText(BOOK), variables: { input } }),
      );
      return (await response.json()) as Answer;
    }),
  );
}

/** What the race left behind: outcomes by code, distinct references, the slot row and the bookings written. */
async function outcome(answers: Answer[], db: Database['db'], slotStart: string) {
  const results = answers.map((a) => a.data?.bookService);
  const references = new Set(results.flatMap((r) => (r?.booking ? [r.booking.reference] : [])));
  const refusals = [...new Set(results.flatMap((r) => (r && !r.booking ? r.errors.map((e) => e.code) : [])))];
  const slot = await db
    .selectFrom('service_slots')
    .select(['capacity', 'booked'])
    .where('starts_at', '=', new Date(slotStart))
    .where('city', '=', 'bangalore')
    .executeTakeFirstOrThrow();
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from service_bookings where slot_start = ${new Date(slotStart)} and city = 'bangalore'`.execute(
    db,
  );
  return {
    graphqlErrors: answers.filter((a) => a.errors).length,
    booked: references.size,
    refused: results.filter((r) => r && !r.booking).length,
    refusals,
    slot,
    rows: rows[0]!.n,
  };
}

const EXPECTED = {
  graphqlErrors: 0,
  booked: CAPACITY,
  refused: SHOPPERS - CAPACITY,
  refusals: ['SLOT_FULL'],
  slot: { capacity: CAPACITY, booked: CAPACITY },
  rows: CAPACITY,
};

describe.each(testEngines())(`services: %s — ${SHOPPERS} concurrent bookings for a slot of ${CAPACITY}`, (engine) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway({ engine });
  });
  afterAll(() => gateway.close());
  beforeEach(() => freezeClock());
  afterEach(() => unfreezeClock());

  it(`books exactly ${CAPACITY} (one gateway)`, async () => {
    const slotStart = ist('2027-03-02', '11:00');
    const answers = await race(
      [(body) => gateway.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body })],
      slotStart,
    );
    expect(await outcome(answers, gateway.database.db, slotStart)).toEqual(EXPECTED);
  }, 120_000);

  it.runIf(engine === 'postgres')(
    `books exactly ${CAPACITY} with two gateways, each with its own pool, on one database`,
    async () => {
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(gateway.database.db);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${rows[0]!.name}`;
      const second = databaseFromPgPool(createPgPool(url.toString(), 20));
      const config = loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: 'memory://',
        WEB_ROOT: '',
        OUTBOX_DIR: gateway.outboxDir,
        REQUEST_LIMIT_SCALE: '100',
      });
      const yoga = createGatewayYoga({ config, database: second, logger: pino({ level: 'silent' }) });
      try {
        const slotStart = ist('2027-03-02', '12:00');
        const first: Send = (body) =>
          gateway.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        const other: Send = (body) => Promise.resolve(yoga.fetch(request(body)));
        expect(await outcome(await race([first, other], slotStart), gateway.database.db, slotStart)).toEqual(EXPECTED);
      } finally {
        await yoga.dispose();
        await second.close();
      }
    },
    120_000,
  );
});
