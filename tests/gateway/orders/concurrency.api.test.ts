import { randomUUID } from 'node:crypto';
import { operationText } from '../../support/graphql';
import { sql, type Transaction } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../gateway/config';
import { createGatewayYoga } from '../../../gateway/graphql/yoga';
import { createPgPool, type Database, databaseFromPgPool } from '../../../gateway/store/database';
import type { DB } from '../../../gateway/store/schema';
import { holdLock, lockWaiters } from '../../support/postgres-locks';
import { testEngines } from '../../support/test-database';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { CHECKOUT, checkoutInput, P, setStock, stockOf } from './helpers';

const SHOPPERS = 1000;
const UNITS = 10;
const STOCK_CODES = ['OUT_OF_STOCK', 'INSUFFICIENT_STOCK'];

type Send = (body: string) => Promise<Response>;

/** Fires SHOPPERS checkouts for one unit each at once, spread over the given gateways. */
async function race(gateways: Send[], db: Database['db']) {
  const observed: number[] = [];
  const state = { racing: true };
  const watch = (async () => {
    while (state.racing) {
      observed.push((await stockOf(db, P.oilFilter)).stock_quantity);
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  const responses = await Promise.all(
    Array.from({ length: SHOPPERS }, async (_, i) => {
      const input = checkoutInput({
        email: `racer${i}@example.in`,
        idempotencyKey: randomUUID(),
        items: [{ productId: P.oilFilter, quantity: 1 }],
      });
      const response = await gateways[i % gateways.length]!(
        JSON.stringify({ query: operationText(CHECKOUT), variables: { input } }),
      );
      return (await response.json()) as {
        data?: { checkout: { order: { number: number } | null; errors: { code: string }[] } };
        errors?: unknown[];
      };
    }),
  );
  state.racing = false;
  await watch;
  return { responses, observed };
}

/** What a race left behind, to compare with EXPECTED in one assertion. */
async function outcome({ responses, observed }: Awaited<ReturnType<typeof race>>, db: Database['db']) {
  const results = responses.map((r) => r.data?.checkout);
  const placed = results.filter((c) => c?.order);
  const numbers = placed.map((c) => c!.order!.number).sort((a, b) => a - b);
  const { taken } = await db
    .selectFrom('order_items')
    .select(sql<number>`coalesce(sum(stock_taken), 0)::int`.as('taken'))
    .where('product_id', '=', Number(P.oilFilter))
    .executeTakeFirstOrThrow();
  return {
    graphqlErrors: responses.filter((r) => r.errors).length,
    placed: placed.length,
    refusedForStock: results.filter(
      (c) => c && !c.order && c.errors.length === 1 && STOCK_CODES.includes(c.errors[0]!.code),
    ).length,
    // Consecutive numbers: no duplicates, no gaps.
    consecutiveNumbers: numbers.every((n, i) => n === numbers[0]! + i),
    stock: await stockOf(db, P.oilFilter),
    lowestStockSeen: Math.min(...observed) >= 0 ? 'never below zero' : Math.min(...observed),
    stockTakenByOrders: taken,
  };
}

const EXPECTED = {
  graphqlErrors: 0,
  placed: UNITS,
  refusedForStock: SHOPPERS - UNITS,
  consecutiveNumbers: true,
  stock: { stock: 'out-of-stock', stock_quantity: 0 },
  lowestStockSeen: 'never below zero',
  stockTakenByOrders: UNITS,
};

const sender =
  (fetch: (request: Request) => Promise<Response> | Response): Send =>
  (body) =>
    Promise.resolve(
      fetch(
        new Request('http://test/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
      ),
    );

describe.each(testEngines())(`orders: %s — ${SHOPPERS} concurrent checkouts for the last units`, (engine) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    // 1000 checkouts from one address and phone: above the checkout limits of decision 027 unless scaled.
    // A correctness test, not a latency one: on a busy machine the last of 1000 queued checkouts may
    // start after the default 10 s request budget, so the budget is raised here.
    gateway = await createTestGateway({
      engine,
      env: { REQUEST_LIMIT_SCALE: '1000', REQUEST_TIME_BUDGET_MS: '120000' },
    });
  });
  afterAll(() => gateway.close());

  it(`places exactly ${UNITS} orders for ${UNITS} units and never oversells (one gateway)`, async () => {
    await setStock(gateway.database.db, P.oilFilter, 'in-stock', UNITS);
    const result = await race(
      [(body) => gateway.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body })],
      gateway.database.db,
    );
    expect(await outcome(result, gateway.database.db)).toEqual(EXPECTED);
  }, 180_000);

  it.runIf(engine === 'postgres')(
    'places the order when PostgreSQL aborts the checkout as the victim of a deadlock: the checkout runs again',
    async () => {
      const { db } = gateway.database;
      // Two products without options, the oil filter and one after it; the checkout locks them in id order.
      const { id: second } = await db
        .selectFrom('products')
        .select('id')
        .where('id', '>', Number(P.oilFilter))
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('product_options as o').select('o.id').whereRef('o.product_id', '=', 'products.id'))),
        )
        .orderBy('id')
        .executeTakeFirstOrThrow();
      for (const id of [P.oilFilter, String(second)]) await setStock(db, id, 'in-stock', 5);
      const lockProduct = (id: number) => (trx: Transaction<DB>) =>
        trx.selectFrom('products').select('id').where('id', '=', id).forUpdate().execute();
      // Another writer that locks the second product first; its own deadlock check waits 10 s, so
      // PostgreSQL's check in the checkout (1 s) finds the cycle and aborts the checkout.
      const release = await holdLock(db, async (trx) => {
        await sql`set local deadlock_timeout = '10s'`.execute(trx);
        await lockProduct(second)(trx);
      });
      const checkout = gateway.execute(CHECKOUT, {
        input: checkoutInput({
          email: 'deadlock@example.in',
          items: [
            { productId: P.oilFilter, quantity: 1 },
            { productId: String(second), quantity: 1 },
          ],
        }),
      });
      // The checkout holds the oil filter and waits for the second product; the writer then asks
      // for the oil filter, which closes the cycle.
      await lockWaiters(db, 1);
      await release(lockProduct(Number(P.oilFilter)));
      const answer = await checkout;
      expect({
        graphqlErrors: answer.errors ?? [],
        checkoutErrors: answer.data?.checkout.errors,
        placed: Boolean(answer.data?.checkout.order),
        stock: [(await stockOf(db, P.oilFilter)).stock_quantity, (await stockOf(db, String(second))).stock_quantity],
      }).toEqual({ graphqlErrors: [], checkoutErrors: [], placed: true, stock: [4, 4] });
    },
    60_000,
  );

  it.runIf(engine === 'postgres')(
    `places exactly ${UNITS} orders with two gateways, each with its own pool, on one database`,
    async () => {
      await gateway.database.db.deleteFrom('order_items').where('product_id', '=', Number(P.oilFilter)).execute();
      await setStock(gateway.database.db, P.oilFilter, 'in-stock', UNITS);
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(gateway.database.db);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${rows[0]!.name}`;
      const second = databaseFromPgPool(createPgPool(url.toString(), 20));
      const config = loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: 'memory://',
        WEB_ROOT: '',
        OUTBOX_DIR: gateway.outboxDir,
        REQUEST_LIMIT_SCALE: '1000',
        REQUEST_TIME_BUDGET_MS: '120000',
      });
      const secondYoga = createGatewayYoga({ config, database: second, logger: pino({ level: 'silent' }) });
      try {
        const first: Send = (body) =>
          gateway.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        const result = await race([first, sender((request) => secondYoga.fetch(request))], gateway.database.db);
        expect(await outcome(result, gateway.database.db)).toEqual(EXPECTED);
      } finally {
        await secondYoga.dispose();
        await second.close();
      }
    },
    180_000,
  );
});
