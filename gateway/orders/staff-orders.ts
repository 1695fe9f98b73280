/**
 * Shop staff's order operations (used by `npm run orders -- …`): list, show and move orders
 * through the transition table. Cancelling returns the stock, like a shopper's cancel. Confirming
 * issues the tax invoice (cancelling an invoiced order, its credit note) in the same transaction;
 * with `mail`, the shopper is e-mailed the invoice after the commit. `pay` confirms a UPI or
 * bank-transfer payment against its reference (UTR) and amount; `refunded` records a refund sent.
 * The back office (gateway/admin/orders) runs the same moves, with its shipment and audit entry
 * in the move's transaction (`then`).
 */
import type { Kysely, Transaction } from 'kysely';
import { type InvoiceNoticeDeps, sendInvoiceNotice } from '../invoices/invoice-notice';
import type { DB } from '../store/schema';
import { isOrderStatus, type OrderStatus } from './order-status';
import type { OrderItemRow, OrderRow } from './orders.mappers';
import { itemsOf } from './orders.queries';
import { type AfterMove, type TransitionResult, transitionOrder } from './orders.service';
import { paymentReceivedMail } from './payment-mail';
import { confirmPayment, type PaymentResult, recordRefund } from './payments.service';

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
    async move(number: number, command: StaffCommand, then?: AfterMove): Promise<TransitionResult> {
      const find = (trx: Transaction<DB>) =>
        trx.selectFrom('orders').selectAll().where('number', '=', number).forUpdate().executeTakeFirst();
      const result = await transitionOrder(db, find, STAFF_COMMANDS[command], undefined, then);
      if (result.order && mail) await sendInvoiceNotice({ db, ...mail }, result.order, result.documents);
      return result;
    },

    /** Confirms the payment of order `number` (reference and amount from the bank statement); mails the shopper. */
    async pay(number: number, reference: string, amount: number, then?: AfterMove): Promise<PaymentResult> {
      const result = await confirmPayment(db, number, { referenceKind: 'utr', reference, amount }, then);
      if (result.order && mail) {
        const { order } = result;
        try {
          const user = order.user_id
            ? await db.selectFrom('users').select('language').where('id', '=', order.user_id).executeTakeFirst()
            : undefined;
          const payment = await db
            .selectFrom('payments')
            .select('reference')
            .where('order_id', '=', order.id)
            .executeTakeFirstOrThrow();
          await mail.mailer.sendMail(
            paymentReceivedMail(
              order,
              payment.reference,
              result.documents.invoice,
              user?.language ?? null,
              mail.publicUrl,
            ),
          );
        } catch (err) {
          mail.logger.error({ err, order: order.number }, 'payment received e-mail failed');
        }
      }
      return result;
    },

    /** Records that the refund of a cancelled paid order was sent (its reference, when given). */
    refunded: (number: number, refund?: { reference?: string; then?: AfterMove }) => recordRefund(db, number, refund),
  };
}

/** Rupees as staff type them → paise (rules/money/parse-rupees.ts, shared with the back office). */
export { parseRupees } from '../../rules/money/parse-rupees';

const rupees = (paise: number) => `₹${(paise / 100).toFixed(2)}`;

/** One line per order for `list`. */
export function formatOrderLine(o: OrderRow): string {
  const when = o.created_at.toISOString().slice(0, 16).replace('T', ' ');
  return `#${String(o.number).padEnd(6)} ${when}  ${o.status.padEnd(9)}  ${o.payment_status.padEnd(16)}  ${rupees(o.total).padStart(12)}  ${o.payment_method.padEnd(16)}  ${o.email}`;
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
    `  payment: ${order.payment_status}${order.hold_until ? ` · hold until ${order.hold_until.toISOString()}` : ''}${order.payment_reference ? ` · shopper's reference ${order.payment_reference}` : ''}`,
    `  subtotal ${rupees(order.subtotal)} · shipping ${rupees(order.shipping)} · tax ${rupees(order.tax)} · total ${rupees(order.total)}`,
  ].join('\n');
}
