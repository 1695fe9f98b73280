import type { Kysely } from 'kysely';
import type { DB } from '../store/schema';
import type { OrderAccess, OrderItemRow, OrderRow, OrderView } from './orders.mappers';

/** The items of several orders in one query, each order's in position order. */
export async function itemsOf(db: Kysely<DB>, orderIds: readonly string[]): Promise<Map<string, OrderItemRow[]>> {
  const byOrder = new Map<string, OrderItemRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', 'in', [...orderIds])
    .orderBy('order_id')
    .orderBy('position')
    .execute();
  for (const row of rows) byOrder.get(row.order_id)?.push(row);
  return byOrder;
}

export async function viewsOf(
  db: Kysely<DB>,
  orders: OrderRow[],
  access: OrderAccess,
  viewerId: string | null,
): Promise<OrderView[]> {
  const items = await itemsOf(
    db,
    orders.map((o) => o.id),
  );
  return orders.map((order) => ({ order, items: items.get(order.id) ?? [], access, viewerId }));
}

export async function viewOf(
  db: Kysely<DB>,
  order: OrderRow | undefined,
  access: OrderAccess,
  viewerId: string | null,
): Promise<OrderView | null> {
  return order ? (await viewsOf(db, [order], access, viewerId))[0]! : null;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
