/**
 * Payments of orders (docs/decisions/028-payments.md): the shopper gives the reference (UTR) of
 * their UPI payment; staff confirm a payment against its reference and amount, which confirms the
 * order and issues its tax invoice; staff record a refund. Every change happens under the order's
 * row lock and is guarded by the payment status, so a payment confirmed while the expiry job runs
 * on the same order gives one outcome, never both.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import { isBankReference, normaliseReference } from '../../rules/payments/utr';
import { type UserError, userError } from '../accounts/user-error';
import type { IssuedDocuments } from '../invoices/invoices.service';
import type { DB } from '../store/schema';
import type { OrderRow } from './orders.mappers';
import { moveLockedOrder } from './order-moves';
import type { AfterMove } from './orders.service';
import { paymentProvider } from './payment-methods';
import type { PaymentStatus } from './payment-status';

/** A payment as the bank statement (or a hosted gateway) shows it. */
export interface ReceivedPayment {
  /** `utr` for UPI and bank transfers; a hosted gateway's code for its payment ids. */
  referenceKind: string;
  reference: string;
  /** Paise. */
  amount: number;
}

export type PaymentResult =
  { order: OrderRow; errors: []; documents: IssuedDocuments } | { order: null; errors: UserError[] };

/** Why an order in this payment status cannot take a payment now, or null when it can. */
function waitingError(status: PaymentStatus, field: string[]): UserError | null {
  if (status === 'AWAITING_PAYMENT') return null;
  if (status === 'EXPIRED') return userError('PAYMENT_EXPIRED', ...field);
  if (status === 'PAID' || status === 'REFUND_DUE' || status === 'REFUNDED')
    return userError('PAYMENT_ALREADY_RECEIVED', ...field);
  return userError('PAYMENT_NOT_EXPECTED', ...field);
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

const lockByNumber = (trx: Transaction<DB>, number: number) =>
  trx.selectFrom('orders').selectAll().where('number', '=', number).forUpdate().executeTakeFirst();

/**
 * Confirms a payment of order `number`: right reference form, exact amount, a reference never
 * counted before, an order still awaiting its money. The order becomes PAID and CONFIRMED and its
 * tax invoice is issued, in one transaction. Also the entry point of a hosted gateway's webhook.
 */
export async function confirmPayment(
  db: Kysely<DB>,
  number: number,
  payment: ReceivedPayment,
  then?: AfterMove,
): Promise<PaymentResult> {
  const reference = normaliseReference(payment.reference);
  try {
    return await db.transaction().execute(async (trx): Promise<PaymentResult> => {
      const order = await lockByNumber(trx, number);
      if (!order) return { order: null, errors: [userError('PAGE_NOT_FOUND', 'number')] };
      const waiting = waitingError(order.payment_status, ['number']);
      if (waiting) return { order: null, errors: [waiting] };
      const provider = paymentProvider(order.payment_method);
      if (!provider?.isReference(reference)) return { order: null, errors: [userError('UTR_INVALID', 'reference')] };
      if (payment.amount !== order.total)
        return { order: null, errors: [userError('PAYMENT_AMOUNT_MISMATCH', 'amount')] };
      const used = await trx
        .selectFrom('payments')
        .select('order_id')
        .where('reference_kind', '=', payment.referenceKind)
        .where('reference', '=', reference)
        .executeTakeFirst();
      if (used) return { order: null, errors: [userError('UTR_ALREADY_USED', 'reference')] };
      await trx
        .insertInto('payments')
        .values({
          order_id: order.id,
          method: order.payment_method,
          reference_kind: payment.referenceKind,
          reference,
          amount: payment.amount,
        })
        .execute();
      const moved = await moveLockedOrder(trx, order, 'CONFIRMED', { status: 'PAID' });
      const changed = then ? await then(trx, order, moved.order) : undefined;
      return { order: changed ?? moved.order, documents: moved.documents, errors: [] };
    });
  } catch (error) {
    // The same reference committed at the same moment for another order.
    if (isUniqueViolation(error)) return { order: null, errors: [userError('UTR_ALREADY_USED', 'reference')] };
    throw error;
  }
}

/**
 * Staff record that the refund owed for a cancelled paid order was sent, with its reference (the UTR
 * or UPI reference of the money sent back; checked as a bank UTR) when they give one. An order
 * without a refund due, or already refunded, answers PAYMENT_NOT_EXPECTED (REFUNDED is final).
 */
export async function recordRefund(
  db: Kysely<DB>,
  number: number,
  refund: { reference?: string; then?: AfterMove } = {},
): Promise<PaymentResult> {
  const reference = refund.reference === undefined ? null : normaliseReference(refund.reference);
  if (reference !== null && !isBankReference(reference))
    return { order: null, errors: [userError('UTR_INVALID', 'reference')] };
  return db.transaction().execute(async (trx): Promise<PaymentResult> => {
    const order = await lockByNumber(trx, number);
    if (!order) return { order: null, errors: [userError('PAGE_NOT_FOUND', 'number')] };
    if (order.payment_status !== 'REFUND_DUE')
      return { order: null, errors: [userError('PAYMENT_NOT_EXPECTED', 'number')] };
    const updated = await trx
      .updateTable('orders')
      .set({ payment_status: 'REFUNDED', refund_reference: reference, refunded_at: new Date(), updated_at: new Date() })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const changed = refund.then ? await refund.then(trx, order, updated) : undefined;
    return { order: changed ?? updated, errors: [], documents: { invoice: null, creditNote: null } };
  });
}

/**
 * The shopper's reference (UTR) of their UPI payment, on an order found by `find` (locked). It can
 * be corrected while the order awaits its money; a paid, expired or cancelled order refuses it.
 */
export async function submitPaymentReference(
  db: Kysely<DB>,
  find: (trx: Transaction<DB>) => Promise<OrderRow | undefined>,
  utr: string,
): Promise<{ order: OrderRow | null; errors: UserError[] }> {
  const reference = normaliseReference(utr);
  return db.transaction().execute(async (trx) => {
    const order = await find(trx);
    if (!order) return { order: null, errors: [userError('PAGE_NOT_FOUND', 'input')] };
    const provider = paymentProvider(order.payment_method);
    const waiting = provider?.shopperGivesReference
      ? waitingError(order.payment_status, ['input', 'utr'])
      : userError('PAYMENT_NOT_EXPECTED', 'input', 'utr');
    if (waiting) return { order: null, errors: [waiting] };
    if (!provider!.isReference(reference)) return { order: null, errors: [userError('UTR_INVALID', 'input', 'utr')] };
    const used = await trx
      .selectFrom('payments')
      .select('id')
      .where('reference_kind', '=', 'utr')
      .where('reference', '=', reference)
      .executeTakeFirst();
    if (used) return { order: null, errors: [userError('UTR_ALREADY_USED', 'input', 'utr')] };
    const updated = await trx
      .updateTable('orders')
      .set({ payment_reference: reference, payment_reference_at: sql<Date>`now()`, updated_at: new Date() })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { order: updated, errors: [] };
  });
}
