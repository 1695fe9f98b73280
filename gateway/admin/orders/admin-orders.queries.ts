/**
 * Staff's reads of orders: a filtered list newest first with a cursor (the order number), one
 * order, and what the Today screen shows. No shopper-facing masking: staff see every detail.
 */
import { type Kysely, sql } from 'kysely';
import type { OrderRow } from '../../orders/orders.mappers';
import { itemsOf } from '../../orders/orders.queries';
import type { OrderStatus } from '../../orders/order-status';
import type { PaymentStatus } from '../../orders/payment-status';
import { addDays, istInstant } from '../../workshops/ist-time';
import type { DB } from '../../store/schema';
import type { AdminOrderView } from './admin-orders.mappers';

export interface OrderFilter {
  status?: OrderStatus | null;
  paymentStatus?: PaymentStatus | null;
  /** IST calendar dates, inclusive. */
  from?: string | null;
  to?: string | null;
  search?: string | null;
}

/** Adds items, the confirmed payment reference and the tax document numbers to orders. */
export async function viewsOfOrders(db: Kysely<DB>, orders: OrderRow[]): Promise<AdminOrderView[]> {
  if (orders.length === 0) return [];
  const ids = orders.map((o) => o.id);
  const [items, payments, invoices, creditNotes] = await Promise.all([
    itemsOf(db, ids),
    db.selectFrom('payments').select(['order_id', 'reference']).where('order_id', 'in', ids).execute(),
    db.selectFrom('invoices').select(['order_id', 'number']).where('order_id', 'in', ids).execute(),
    db.selectFrom('credit_notes').select(['order_id', 'number']).where('order_id', 'in', ids).execute(),
  ]);
  const by = <T extends { order_id: string }>(rows: T[]) => new Map(rows.map((r) => [r.order_id, r]));
  const [paid, invoiced, credited] = [by(payments), by(invoices), by(creditNotes)];
  return orders.map((order) => ({
    order,
    items: items.get(order.id) ?? [],
    confirmedReference: paid.get(order.id)?.reference ?? null,
    invoiceNumber: invoiced.get(order.id)?.number ?? null,
    creditNoteNumber: credited.get(order.id)?.number ?? null,
  }));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Orders matching `filter`, newest first, `first` of them with numbers below `after`; one more tells whether a next page exists. */
export async function listOrders(
  db: Kysely<DB>,
  filter: OrderFilter,
  first: number,
  after: number | null,
): Promise<{ views: AdminOrderView[]; hasNextPage: boolean }> {
  let query = db
    .selectFrom('orders')
    .selectAll()
    .orderBy('number', 'desc')
    .limit(first + 1);
  if (after !== null) query = query.where('number', '<', after);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.paymentStatus) query = query.where('payment_status', '=', filter.paymentStatus);
  if (filter.from) query = query.where('created_at', '>=', istInstant(filter.from, 0));
  if (filter.to) query = query.where('created_at', '<', istInstant(addDays(filter.to, 1), 0));
  const search = filter.search?.trim();
  if (search) {
    // Digits: an order number, or part of a phone number (5 digits or more); else part of an e-mail.
    const digits = search.replace(/[\s+-]/g, '');
    query = /^\d+$/.test(digits)
      ? query.where((eb) =>
          eb.or([
            ...(/^\d{1,9}$/.test(search) ? [eb('number', '=', Number(search))] : []),
            ...(digits.length >= 5
              ? [eb(sql<string>`replace(shipping_address->>'phone', ' ', '')`, 'like', `%${digits}%`)]
              : []),
          ]),
        )
      : query.where((eb) => eb(eb.fn('lower', ['email']), 'like', `%${escapeLike(search.toLowerCase())}%`));
  }
  const rows = await query.execute();
  return { views: await viewsOfOrders(db, rows.slice(0, first)), hasNextPage: rows.length > first };
}

export async function orderByNumber(db: Kysely<DB>, number: number): Promise<AdminOrderView | null> {
  const row = await db.selectFrom('orders').selectAll().where('number', '=', number).executeTakeFirst();
  return row ? ((await viewsOfOrders(db, [row]))[0] ?? null) : null;
}
