import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../gateway/mail/mailer';
import { startPaymentExpiry } from '../../../gateway/orders/payment-expiry';
import { createPgPool, type Database, databaseFromPgPool } from '../../../gateway/store/database';
import { testEngines } from '../../support/test-database';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { ist } from '../workshops/helpers';
import { checkoutInput, P, setStock, stockOf } from './helpers';
import { endHold, orderRow, UPI_CHECKOUT } from './payments-helpers';

const ORDERS = 40;
const silent = { info: () => undefined, error: () => undefined };

/** A mailer that keeps what it was given. */
function outbox() {
  const sent: MailMessage[] = [];
  return { sent, mailer: { sendMail: async (m: MailMessage) => void sent.push(m) } };
}

describe.each(testEngines())('payment expiry on %s', (engine) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway({ engine });
  });
  afterAll(() => gateway.close());
  const db = () => gateway.database.db;

  const placeUpi = async (overrides: Record<string, unknown> = {}) => {
    const result = (await gateway.execute(UPI_CHECKOUT, { input: checkoutInput({ payment: 'upi', ...overrides }) }))
      .data!.checkout;
    expect(result.errors).toEqual([]);
    return result.order as { number: number; token: string };
  };

  it('returns the installation slot of an expired order and e-mails the shopper once', async () => {
    const battery = await db()
      .selectFrom('products')
      .select('id')
      .where('slug', '=', 'exide-mileage-ml38b20l-35ah-car-battery')
      .executeTakeFirstOrThrow();
    await setStock(db(), String(battery.id), 'in-stock', 5);
    // A slot well in the future (the hold ends long before it), within the year ahead a slot may be
    // booked (decision 066): a Tuesday about half a year from now.
    const day = new Date(Date.now() + 180 * 86_400_000);
    day.setUTCDate(day.getUTCDate() + ((2 - day.getUTCDay() + 7) % 7));
    const slot = ist(day.toISOString().slice(0, 10), '16:00');
    const order = await placeUpi({
      items: [
        {
          productId: String(battery.id),
          quantity: 1,
          installation: { packageId: 'battery/installation', city: 'bangalore', slotStart: slot },
        },
      ],
    });
    const booked = () =>
      db()
        .selectFrom('service_slots')
        .select('booked')
        .where('service_id', '=', 'battery')
        .where('starts_at', '=', new Date(slot))
        .executeTakeFirstOrThrow();
    expect((await booked()).booked).toBe(1);
    await endHold(db(), order.number);
    const { sent, mailer } = outbox();
    // Started after the hold ended: the first run catches up at once.
    const job = startPaymentExpiry({
      db: db(),
      mailer,
      logger: silent,
      publicUrl: 'https://shop.test',
      intervalMs: 60_000,
    });
    await job.runNow();
    await job.stop();
    expect((await booked()).booked).toBe(0);
    const booking = await db()
      .selectFrom('service_bookings')
      .select('status')
      .where('order_id', '=', (await orderRow(db(), order.number)).id)
      .executeTakeFirstOrThrow();
    expect(booking.status).toBe('CANCELLED');
    expect((await stockOf(db(), String(battery.id))).stock_quantity).toBe(5);
    const mails = sent.filter((m) => m.subject.includes(`#${order.number} `));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Payment: Expired unpaid');
    expect(mails[0]!.text).toContain(`/cart/checkout/${order.token}`);
  });

  it(`expires ${ORDERS} due orders exactly once with two expiry jobs (two processes' pools on PostgreSQL)`, async () => {
    await setStock(db(), P.oilFilter, 'in-stock', 1000);
    const numbers: number[] = [];
    for (let i = 0; i < ORDERS; i++)
      numbers.push(
        (
          await placeUpi({
            email: `hold${i}.${randomUUID().slice(0, 6)}@example.in`,
            items: [{ productId: P.oilFilter, quantity: 1 }],
          })
        ).number,
      );
    expect((await stockOf(db(), P.oilFilter)).stock_quantity).toBe(1000 - ORDERS);
    await db()
      .updateTable('orders')
      .set({ hold_until: sql<Date>`now() - interval '1 second'` })
      .where('number', 'in', numbers)
      .execute();

    let second: Database | null = null;
    if (engine === 'postgres') {
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db());
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${rows[0]!.name}`;
      second = databaseFromPgPool(createPgPool(url.toString(), 10));
    }
    const boxes = [outbox(), outbox()];
    try {
      const jobs = [db(), second?.db ?? db()].map((handle, i) =>
        startPaymentExpiry({
          db: handle,
          mailer: boxes[i]!.mailer,
          logger: silent,
          publicUrl: 'https://shop.test',
          intervalMs: 60_000,
        }),
      );
      // Each job runs at its start and then twice more, all at once.
      await Promise.all(jobs.flatMap((job) => [job.runNow(), job.runNow()]));
      await Promise.all(jobs.map((job) => job.stop()));
      // One e-mail per expiry, from whichever process expired the order: each order exactly once.
      const mailed = [...boxes[0]!.sent, ...boxes[1]!.sent]
        .map((m) => Number(/#(\d+) /.exec(m.subject)?.[1]))
        .filter((n) => numbers.includes(n))
        .sort((a, b) => a - b);
      expect(mailed).toEqual([...numbers].sort((a, b) => a - b));
    } finally {
      await second?.close();
    }
    const rows = await db()
      .selectFrom('orders')
      .select(['status', 'payment_status'])
      .where('number', 'in', numbers)
      .execute();
    expect(rows.every((r) => r.status === 'CANCELLED' && r.payment_status === 'EXPIRED')).toBe(true);
    expect((await stockOf(db(), P.oilFilter)).stock_quantity).toBe(1000);
    for (const n of numbers.slice(0, 3)) await endHold(db(), n);
    const { mailer } = outbox();
    const again = startPaymentExpiry({
      db: db(),
      mailer,
      logger: silent,
      publicUrl: 'https://shop.test',
      intervalMs: 60_000,
    });
    expect(await again.runNow()).toEqual([]);
    await again.stop();
  }, 120_000);
});
