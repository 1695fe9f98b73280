import type { Kysely } from 'kysely';
import { LOW_STOCK_UNITS } from '../../../rules/orders/shipment';
import { addDays, istDateOf, istInstant } from '../../workshops/ist-time';
import type { DB } from '../../store/schema';
import { bookingsBetween } from '../bookings/admin-bookings.queries';
import { viewsOfOrders } from './admin-orders.queries';

const TODAY_ORDERS = 50;
const LOW_STOCK_ROWS = 50;

/** The Today screen: orders awaiting money, orders to ship (oldest first), low stock, today's bookings (IST). */
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
  const [awaiting, toShip, lowStock, bookings] = await Promise.all([
    oldest('payment_status', 'AWAITING_PAYMENT'),
    oldest('status', 'CONFIRMED'),
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
    awaitingPayment: await viewsOfOrders(db, awaiting),
    toShip: await viewsOfOrders(db, toShip),
    lowStock: lowStock.map((p) => ({ id: String(p.id), name: p.name, sku: p.sku, stockQuantity: p.stock_quantity })),
    bookings,
  };
}
