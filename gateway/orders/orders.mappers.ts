import type { Selectable } from 'kysely';
import type { DB } from '../store/schema';
import type { OrderTaxLine } from './order-tax';

export type OrderRow = Selectable<DB['orders']>;
export type OrderItemRow = Selectable<DB['order_items']> & {
  /** The item's GST line from the order's breakdown (absent on orders from before prices included GST). */
  gst?: OrderTaxLine | null;
};

/**
 * How the order was reached, which decides how much personal data it shows:
 * - owner: the signed-in shopper's own order, or the answer to the checkout that placed it;
 * - token: anyone holding the token (success page) — e-mail masked, street and phone hidden;
 * - tracking: order number + e-mail — as token, and without the token itself.
 */
export type OrderAccess = 'owner' | 'token' | 'tracking';

/** What the Order resolvers receive (codegen mapper). */
export interface OrderView {
  order: OrderRow;
  items: OrderItemRow[];
  access: OrderAccess;
  /** The signed-in shopper reading it, if any. */
  viewerId: string | null;
}

/** "asha@example.in" → "a***@example.in". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`;
}
