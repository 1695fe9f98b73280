/**
 * Staff's moves of orders through the back office (docs/decisions/031): the same moves as
 * `npm run orders` (gateway/orders/staff-orders.ts: the transition table, stock back on cancel,
 * tax invoice on confirm, credit note on cancelling an invoiced order, the payment-received and
 * invoice e-mails), with the shipment and the audit entry written in the move's own transaction;
 * shipping e-mails the shopper the courier and AWB number (orders/shipment-mail.ts).
 */
import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { UserError } from '../../accounts/user-error';
import type { Mailer } from '../../mail/mailer';
import type { OrderRow } from '../../orders/orders.mappers';
import type { AfterMove } from '../../orders/orders.service';
import { sendShipmentNotice } from '../../orders/shipment-mail';
import { createStaffOrders, type StaffCommand } from '../../orders/staff-orders';
import type { DB } from '../../store/schema';
import { isPaymentAmount } from '../../../rules/money/parse-rupees';
import { normaliseShipment, shipmentProblems } from '../../../rules/orders/shipment';
import { type AdminError, adminError, fromShopErrors } from '../admin-errors';
import { type Actor, recordAudit } from '../audit/audit.service';
import { type AdminOrderView, orderSnapshot } from './admin-orders.mappers';
import { viewsOfOrders } from './admin-orders.queries';

export type AdminOrderResult = { order: AdminOrderView; errors: [] } | { order: null; errors: AdminError[] };

const MOVE_OPERATIONS: Record<StaffCommand, string> = {
  confirm: 'confirmOrder',
  ship: 'shipOrder',
  complete: 'completeOrder',
  cancel: 'cancelOrder',
};

/** The shop's move errors in the admin API's terms: the order is `number`, a refused move says so. */
function moveErrors(errors: readonly UserError[]): AdminError[] {
  return fromShopErrors(errors).map((e) =>
    e.code === 'ERROR_FORM_INVALID'
      ? adminError('ORDER_MOVE_NOT_ALLOWED', 'number')
      : { ...e, field: e.field?.[0] === 'id' ? ['number'] : e.field },
  );
}

/** The payment's errors with the mutation's argument names (reference → utr). */
function paymentErrors(errors: readonly UserError[]): AdminError[] {
  return fromShopErrors(errors).map((e) => ({ ...e, field: e.field?.[0] === 'reference' ? ['utr'] : e.field }));
}

export function createAdminOrders(db: Kysely<DB>, mail: { mailer: Mailer; logger: Logger; publicUrl: string }) {
  const staffOrders = createStaffOrders(db, mail);

  /** Writes the audit entry (after `change`, when given) in the move's transaction. */
  const audited =
    (
      actor: Actor,
      operation: string,
      change?: (trx: Transaction<DB>, order: OrderRow) => Promise<OrderRow>,
    ): AfterMove =>
    async (trx, before, after) => {
      const row = change ? await change(trx, after) : after;
      await recordAudit(trx, actor, {
        operation,
        entityType: 'order',
        entityId: before.number,
        before: orderSnapshot(before),
        after: orderSnapshot(row),
      });
      return row;
    };

  async function answer(order: OrderRow): Promise<AdminOrderResult> {
    return { order: (await viewsOfOrders(db, [order]))[0]!, errors: [] };
  }

  async function move(actor: Actor, number: number, command: Exclude<StaffCommand, 'ship'>): Promise<AdminOrderResult> {
    const result = await staffOrders.move(number, command, audited(actor, MOVE_OPERATIONS[command]));
    return result.order ? answer(result.order) : { order: null, errors: moveErrors(result.errors) };
  }

  return {
    confirm: (actor: Actor, number: number) => move(actor, number, 'confirm'),
    complete: (actor: Actor, number: number) => move(actor, number, 'complete'),
    cancel: (actor: Actor, number: number) => move(actor, number, 'cancel'),

    /** Records the courier and AWB number with the move to SHIPPED. */
    async ship(actor: Actor, number: number, input: { courier: string; awbNumber: string }): Promise<AdminOrderResult> {
      const shipment = normaliseShipment(input);
      const problems = shipmentProblems(shipment);
      if (problems.length)
        return {
          order: null,
          errors: problems.map(({ field, problem }) =>
            adminError(
              problem === 'required'
                ? 'ERROR_FORM_REQUIRED'
                : problem === 'too-long'
                  ? 'ERROR_FORM_TOO_LONG'
                  : 'AWB_INVALID',
              field,
            ),
          ),
        };
      const record = (trx: Transaction<DB>, order: OrderRow) =>
        trx
          .updateTable('orders')
          .set({ courier: shipment.courier, awb_number: shipment.awbNumber, shipped_at: new Date() })
          .where('id', '=', order.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      const result = await staffOrders.move(number, 'ship', audited(actor, 'shipOrder', record));
      if (!result.order) return { order: null, errors: moveErrors(result.errors) };
      // The shopper hears of it once the move has committed (courier, AWB, tracking link).
      await sendShipmentNotice({ db, ...mail }, result.order);
      return answer(result.order);
    },

    /** A UPI or bank-transfer payment seen on the bank statement: UTR and amount (paise) must match. */
    async markPaid(actor: Actor, number: number, utr: string, amount: number): Promise<AdminOrderResult> {
      if (!isPaymentAmount(amount)) return { order: null, errors: [adminError('ERROR_FORM_OUT_OF_RANGE', 'amount')] };
      const result = await staffOrders.pay(number, utr, amount, audited(actor, 'markOrderPaid'));
      return result.order ? answer(result.order) : { order: null, errors: paymentErrors(result.errors) };
    },

    /** The refund of a cancelled paid order was sent: its reference is recorded, the order is REFUNDED. */
    async markRefunded(actor: Actor, number: number, reference: string): Promise<AdminOrderResult> {
      const result = await staffOrders.refunded(number, { reference, then: audited(actor, 'markOrderRefunded') });
      if (result.order) return answer(result.order);
      const errors = fromShopErrors(result.errors);
      if (errors[0]?.code !== 'PAYMENT_NOT_EXPECTED') return { order: null, errors };
      // REFUNDED is final, so reading it after the refusal cannot be overtaken.
      const order = await db
        .selectFrom('orders')
        .select('payment_status')
        .where('number', '=', number)
        .executeTakeFirst();
      const code = order?.payment_status === 'REFUNDED' ? 'REFUND_ALREADY_RECORDED' : 'REFUND_NOT_DUE';
      return { order: null, errors: [adminError(code, 'number')] };
    },
  };
}

export type AdminOrders = ReturnType<typeof createAdminOrders>;
