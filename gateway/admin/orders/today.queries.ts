import type { Kysely } from 'kysely';
import { LOW_STOCK_UNITS } from '../../../rules/orders/shipment';
import { addDays, istDateOf, istInstant } from '../../workshops/ist-time';
import type { DB } from '../../store/schema';
import { bookingsBetween } from '../bookings/admin-bookings.queries';
import { viewsOfOrders } from './admin-orders.queries';

const TODAY_ORDERS = 50;
const LOW_STOCK_ROWS = 50;

/**
 * The Today screen, oldest first: new orders to confirm (pending with their money settled or due on
 * delivery: what confirmOrder accepts), orders awaiting money, orders to ship, refunds due; low stock
 * and today's bookings (IST).
 */
export async function today(db: Kysely<DB>, now = new Date()) {
  const date = istDateOf(now);
  const oldest = (column: 'payment_status' | 'status', value: string) =>
    db
      .selectFrom('orders')
      .selectAll()
      .where(column, '=', value as never)
      .orderBy('number', 'asc')
      .limit(TODAY_ORDERS)
      .execute();
  const [toConfirm, awaiting, toShip, refundsDue, lowStock, bookings] = await Promise.all([
    db
      .selectFrom('orders')
      .selectAll()
      .where('status', '=', 'PENDING')
      .where('payment_status', 'in', ['COD_DUE', 'PAID'])
      .orderBy('number', 'asc')
      .limit(TODAY_ORDERS)
      .execute(),
    oldest('payment_status', 'AWAITING_PAYMENT'),
    oldest('status', 'CONFIRMED'),
    oldest('payment_status', 'REFUND_DUE'),
    db
      .selectFrom('products')
      .select(['id', 'name', 'sku', 'stock_quantity'])
      .where('stock', '=', 'in-stock')
      .where('stock_quantity', '<=', LOW_STOCK_UNITS)
      .orderBy('stock_quantity')
      .orderBy('name')
      .limit(LOW_STOCK_ROWS)
      .execute(),
    bookingsBetween(db, { from: istInstant(date, 0), to: istInstant(addDays(date, 1), 0) }),
  ]);
  return {
    toConfirm: await viewsOfOrders(db, toConfirm),
    awaitingPayment: await viewsOfOrders(db, awaiting),
    toShip: await viewsOfOrders(db, toShip),
    refundsDue: await viewsOfOrders(db, refundsDue),
    lowStock: lowStock.map((p) => ({ id: String(p.id), name: p.name, sku: p.sku, stockQuantity: p.stock_quantity })),
    bookings,
  };
}
