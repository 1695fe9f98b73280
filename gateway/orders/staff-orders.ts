/**
 * Shop staff's order operations (used by `npm run orders -- …`): list, show and move orders
 * through the transition table. Cancelling returns the stock, like a shopper's cancel. Confirming
 * issues the tax invoice (cancelling an invoiced order, its credit note) in the same transaction;
 * with `mail`, the shopper is e-mailed the invoice after the commit.
 */
import type { Kysely, Transaction } from 'kysely';
import { type InvoiceNoticeDeps, sendInvoiceNotice } from '../invoices/invoice-notice';
import type { DB } from '../store/schema';
import { isOrderStatus, type OrderStatus } from './order-status';
import type { OrderItemRow, OrderRow } from './orders.mappers';
import { itemsOf } from './orders.queries';
import { type TransitionResult, transitionOrder } from './orders.service';

/** Staff commands and the status each one moves an order to. */
export const STAFF_COMMANDS = {
  confirm: 'CONFIRMED',
  ship: 'SHIPPED',
  complete: 'COMPLETED',
  cancel: 'CANCELLED',
} as const satisfies Record<string, OrderStatus>;

export type StaffCommand = keyof typeof STAFF_COMMANDS;

export function isStaffCommand(value: string): value is StaffCommand {
  return Object.hasOwn(STAFF_COMMANDS, value);
}

export function createStaffOrders(db: Kysely<DB>, mail?: Omit<InvoiceNoticeDeps, 'db'>) {
  return {
    async list(options: { status?: string; limit?: number } = {}): Promise<OrderRow[]> {
      let query = db
        .selectFrom('orders')
        .selectAll()
        .orderBy('number', 'desc')
        .limit(options.limit ?? 50);
      if (options.status) {
        const status = options.status.toUpperCase();
        if (!isOrderStatus(status)) throw new Error(`unknown status ${options.status}`);
        query = query.where('status', '=', status);
      }
      return query.execute();
    },

    async show(number: number): Promise<{ order: OrderRow; items: OrderItemRow[] } | null> {
      const order = await db.selectFrom('orders').selectAll().where('number', '=', number).executeTakeFirst();
      return order ? { order, items: (await itemsOf(db, [order.id])).get(order.id) ?? [] } : null;
    },

    /** Moves order `number` as the command says, if the transition table allows it. */
    async move(number: number, command: StaffCommand): Promise<TransitionResult> {
      const find = (trx: Transaction<DB>) =>
        trx.selectFrom('orders').selectAll().where('number', '=', number).forUpdate().executeTakeFirst();
      const result = await transitionOrder(db, find, STAFF_COMMANDS[command]);
      if (result.order && mail) await sendInvoiceNotice({ db, ...mail }, result.order, result.documents);
      return result;
    },
  };
}

const rupees = (paise: number) => `₹${(paise / 100).toFixed(2)}`;

/** One line per order for `list`. */
export function formatOrderLine(o: OrderRow): string {
  const when = o.created_at.toISOString().slice(0, 16).replace('T', ' ');
  return `#${String(o.number).padEnd(6)} ${when}  ${o.status.padEnd(9)}  ${rupees(o.total).padStart(12)}  ${o.payment_method.padEnd(16)}  ${o.email}`;
}

/** The full order for `show`. */
export function formatOrder({ order, items }: { order: OrderRow; items: OrderItemRow[] }): string {
  const a = order.shipping_address;
  return [
    formatOrderLine(order),
    `  ship to: ${a.firstName} ${a.lastName}, ${[a.address1, a.address2, a.landmark, a.city, a.state, a.postcode, a.country].filter(Boolean).join(', ')} · ${a.phone}`,
    ...items.map((i) => {
      const options = i.options.map((o) => `${o.name}: ${o.valueName}`).join(', ');
      return `  ${String(i.quantity).padStart(3)} × ${i.product_name} [${i.sku}]${options ? ` (${options})` : ''}  ${rupees(i.total)}${i.stock_taken === 0 ? '  back-order' : ''}`;
    }),
    `  subtotal ${rupees(order.subtotal)} · shipping ${rupees(order.shipping)} · tax ${rupees(order.tax)} · total ${rupees(order.total)}`,
  ].join('\n');
}
