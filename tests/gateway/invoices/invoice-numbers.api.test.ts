import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffOrders } from '../../../gateway/orders/staff-orders';
import { createPgPool, databaseFromPgPool } from '../../../gateway/store/database';
import { testEngines } from '../../support/test-database';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { P, placeOrder, setStock } from '../orders/helpers';
import { invoicesOf } from './helpers';

const ORDERS = 200;

describe.each(testEngines())(`invoice numbers on %s: ${ORDERS} concurrent confirmations`, (engine) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway({ engine });
  });
  afterAll(() => gateway.close());

  it(`gives ${ORDERS} orders ${ORDERS} distinct consecutive numbers (two processes' pools on PostgreSQL)`, async () => {
    const db = gateway.database.db;
    await setStock(db, P.oilFilter, 'in-stock', 10_000);
    const numbers: number[] = [];
    for (let i = 0; i < ORDERS; i++)
      numbers.push((await placeOrder(gateway, { items: [{ productId: P.oilFilter, quantity: 1 }] })).number);

    // On PostgreSQL a second pool on the same database stands for a second gateway process.
    let second: ReturnType<typeof databaseFromPgPool> | null = null;
    if (engine === 'postgres') {
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${rows[0]!.name}`;
      second = databaseFromPgPool(createPgPool(url.toString(), 20));
    }
    try {
      const staffs = [createStaffOrders(db), createStaffOrders(second?.db ?? db)];
      const results = await Promise.all(numbers.map((n, i) => staffs[i % 2]!.move(n, 'confirm')));
      expect(results.filter((r) => r.order?.status === 'CONFIRMED')).toHaveLength(ORDERS);
    } finally {
      await second?.close();
    }

    const invoices = await invoicesOf(db, numbers);
    const sequences = invoices.map((i) => i.sequence);
    expect(new Set(invoices.map((i) => i.number)).size).toBe(ORDERS);
    expect(new Set(invoices.map((i) => i.order)).size).toBe(ORDERS);
    expect(sequences).toEqual(Array.from({ length: ORDERS }, (_, i) => sequences[0]! + i));
    const [counter] = await db
      .selectFrom('document_counters')
      .select('last_number')
      .where('series', '=', 'invoice')
      .where('financial_year', '=', invoices[0]!.financial_year)
      .execute();
    expect(counter!.last_number).toBe(sequences.at(-1));
  }, 300_000);

  it('a rolled-back confirmation gives its number back (no gap)', async () => {
    const db = gateway.database.db;
    const a = await placeOrder(gateway);
    const b = await placeOrder(gateway);
    const { issueInvoice } = await import('../../../gateway/invoices/invoices.service');
    await expect(
      db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('orders').selectAll().where('number', '=', a.number).executeTakeFirstOrThrow();
        await issueInvoice(trx, row);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await invoicesOf(db, [a.number])).toEqual([]);
    await createStaffOrders(db).move(b.number, 'confirm');
    await createStaffOrders(db).move(a.number, 'confirm');
    const [first, next] = await invoicesOf(db, [a.number, b.number]);
    expect(first!.order).toBe(b.number);
    const before = await db
      .selectFrom('invoices')
      .select(sql<number>`max(sequence)`.as('max'))
      .where('financial_year', '=', first!.financial_year)
      .where('order_id', 'not in', db.selectFrom('orders').select('id').where('number', 'in', [a.number, b.number]))
      .executeTakeFirstOrThrow();
    expect([first!.sequence, next!.sequence]).toEqual([Number(before.max ?? 0) + 1, Number(before.max ?? 0) + 2]);
  });
});
