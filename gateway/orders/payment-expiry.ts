/**
 * Expiry of unpaid orders (docs/decisions/028-payments.md): a UPI or bank-transfer order still
 * AWAITING_PAYMENT at the end of its hold is cancelled, its stock and installation slots are
 * returned, and the shopper is e-mailed after the commit.
 *
 * Several gateway processes may run this on one database: each order is taken with
 * `FOR UPDATE SKIP LOCKED` and changed by an update guarded by `payment_status =
 * 'AWAITING_PAYMENT'`, one transaction per order, so an order is expired once, and an order whose
 * payment is being confirmed (row locked) is skipped and then found PAID. Due orders are found from
 * the database (`hold_until <= now()`), so a gateway that was stopped catches up when it starts.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import { type IntervalJob, startIntervalJob } from '../interval-job';
import type { Mailer } from '../mail/mailer';
import type { DB } from '../store/schema';
import type { OrderRow } from './orders.mappers';
import { moveLockedOrder } from './order-moves';
import { paymentExpiredMail } from './payment-mail';

/** Expires one due order, if any is due and not locked by another process; null when none. */
export async function expireOneDueOrder(db: Kysely<DB>): Promise<OrderRow | null> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('orders')
      .selectAll()
      .where('payment_status', '=', 'AWAITING_PAYMENT')
      .where('hold_until', '<=', sql<Date>`now()`)
      .where('status', '=', 'PENDING')
      .orderBy('hold_until')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!due) return null;
    const { order } = await moveLockedOrder(trx, due, 'CANCELLED', { status: 'EXPIRED' });
    return order;
  });
}

/** Expires every order due now (at most `limit`), one transaction each; returns them. */
export async function expireDueOrders(db: Kysely<DB>, limit = 500): Promise<OrderRow[]> {
  const expired: OrderRow[] = [];
  while (expired.length < limit) {
    const order = await expireOneDueOrder(db);
    if (!order) break;
    expired.push(order);
  }
  return expired;
}

export interface PaymentExpiryDeps {
  db: Kysely<DB>;
  mailer: Mailer;
  logger: Pick<Logger, 'error' | 'info'>;
  publicUrl: string;
  /** Milliseconds between runs. */
  intervalMs: number;
}

/** Expires due orders now or on its timer (`runNow` resolves with them); `stop` waits for a run. */
export type PaymentExpiryJob = IntervalJob<OrderRow[]>;

/**
 * Starts the expiry job: a run at once (catching up after a restart), then one every
 * `intervalMs` (PAYMENT_EXPIRY_INTERVAL; gateway/interval-job.ts), each e-mailing the shoppers of
 * the orders it expired.
 */
export function startPaymentExpiry({ db, mailer, logger, publicUrl, intervalMs }: PaymentExpiryDeps): PaymentExpiryJob {
  const run = async (): Promise<OrderRow[]> => {
    const expired = await expireDueOrders(db);
    if (expired.length) logger.info({ orders: expired.map((o) => o.number) }, 'unpaid orders expired');
    for (const order of expired) {
      const user = order.user_id
        ? await db.selectFrom('users').select('language').where('id', '=', order.user_id).executeTakeFirst()
        : undefined;
      await mailer.sendMail(paymentExpiredMail(order, user?.language ?? null, publicUrl)).catch((err: unknown) => {
        logger.error({ err, order: order.number }, 'payment expiry e-mail failed');
      });
    }
    return expired;
  };
  return startIntervalJob({ name: 'payment expiry', run, onFailure: [], intervalMs, logger });
}
