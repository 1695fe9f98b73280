import { sql, type Kysely, type Transaction } from 'kysely';
import { type UserError, userError } from '../accounts/user-error';
import type { IssuedDocuments } from '../invoices/invoices.service';
import type { DB } from '../store/schema';
import { moveLockedOrder } from './order-moves';
import { canTransition, type OrderStatus, shopperMayCancel } from './order-status';
import { mayConfirm } from './payment-status';
import { submitPaymentReference } from './payments.service';
import type { OrderRow, OrderView } from './orders.mappers';
import { UUID, viewOf, viewsOf } from './orders.queries';

export const ORDERS_PAGE_SIZE = 8;
export const MAX_ORDERS_PAGE_SIZE = 50;

export type OrderSort = 'CREATED_DESC' | 'CREATED_ASC' | 'TOTAL_DESC';

/**
 * More work in a move's transaction, after the order moved (the back office records the shipment
 * and writes its audit entry, docs/decisions/031); it may answer the order as it left it.
 */
export type AfterMove = (trx: Transaction<DB>, before: OrderRow, after: OrderRow) => Promise<OrderRow | void>;

/** A moved order and the tax documents the move issued (invoice on confirming, credit note on cancelling). */
export type TransitionResult =
  { order: OrderRow; errors: []; documents: IssuedDocuments } | { order: null; errors: UserError[] };

/**
 * Moves an order to `to` if the transition table allows it, under a row lock on the order. An
 * order is confirmed only once its money is settled or due on delivery (an order awaiting a UPI or
 * bank-transfer payment is confirmed by confirming the payment, payments.service.ts). `allowed`
 * adds a caller's rule (the shopper: own, PENDING).
 */
export async function transitionOrder(
  db: Kysely<DB>,
  find: (qb: Transaction<DB>) => Promise<OrderRow | undefined>,
  to: OrderStatus,
  allowed: (order: OrderRow) => boolean = () => true,
  then?: AfterMove,
): Promise<TransitionResult> {
  return db.transaction().execute(async (trx): Promise<TransitionResult> => {
    const order = await find(trx);
    if (!order) return { order: null, errors: [userError('PAGE_NOT_FOUND', 'id')] };
    if (!canTransition(order.status, to) || !allowed(order)) {
      return {
        order: null,
        errors: [userError(to === 'CANCELLED' ? 'ORDER_NOT_CANCELLABLE' : 'ERROR_FORM_INVALID', 'id')],
      };
    }
    if (to === 'CONFIRMED' && !mayConfirm(order.payment_status))
      return { order: null, errors: [userError('PAYMENT_NOT_RECEIVED', 'id')] };
    const moved = await moveLockedOrder(trx, order, to);
    const changed = then ? await then(trx, order, moved.order) : undefined;
    return { order: changed ?? moved.order, documents: moved.documents, errors: [] };
  });
}

/** Shoppers' reads of orders: the viewer's own, by token, or by number + e-mail. */
export function createOrdersService(db: Kysely<DB>) {
  return {
    async list(viewerId: string | null, options: { page: number; limit: number; sort: OrderSort }) {
      const { page, limit, sort } = options;
      if (viewerId === null) return { views: [] as OrderView[], total: 0, page, limit };
      const own = db.selectFrom('orders').where('user_id', '=', viewerId);
      const { count } = await own.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      let query = own.selectAll();
      query =
        sort === 'CREATED_ASC'
          ? query.orderBy('number', 'asc')
          : sort === 'TOTAL_DESC'
            ? query.orderBy('total', 'desc').orderBy('number', 'desc')
            : query.orderBy('number', 'desc');
      const rows = await query
        .limit(limit)
        .offset((page - 1) * limit)
        .execute();
      return { views: await viewsOf(db, rows, 'owner', viewerId), total: Number(count), page, limit };
    },

    async byId(viewerId: string | null, id: string): Promise<OrderView | null> {
      if (viewerId === null || !UUID.test(id)) return null;
      const row = await db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', viewerId)
        .executeTakeFirst();
      return viewOf(db, row, 'owner', viewerId);
    },

    async byToken(viewerId: string | null, token: string): Promise<OrderView | null> {
      if (!/^[\w-]{43}$/.test(token)) return null;
      const row = await db.selectFrom('orders').selectAll().where('token', '=', token).executeTakeFirst();
      return viewOf(db, row, row && row.user_id !== null && row.user_id === viewerId ? 'owner' : 'token', viewerId);
    },

    async track(viewerId: string | null, number: number, email: string): Promise<OrderView | null> {
      if (!Number.isSafeInteger(number) || number < 1 || number > 2 ** 31 - 1 || email.length > 254) return null;
      const row = await db
        .selectFrom('orders')
        .selectAll()
        .where('number', '=', number)
        .where(sql<boolean>`lower(email) = ${email.trim().toLowerCase()}`)
        .executeTakeFirst();
      return viewOf(db, row, 'tracking', viewerId);
    },

    /**
     * The shopper gives the reference (UTR) of their UPI payment, for the order of a token or of a
     * number and contact e-mail (the ways they can read it).
     */
    async submitPaymentReference(
      viewerId: string | null,
      input: { token?: string | null; number?: number | null; email?: string | null; utr: string },
    ): Promise<{ order: OrderView | null; errors: UserError[] }> {
      const { token, number, email } = input;
      const byToken = typeof token === 'string' && /^[\w-]{43}$/.test(token);
      const byNumber =
        !byToken &&
        Number.isSafeInteger(number) &&
        number! >= 1 &&
        number! <= 2 ** 31 - 1 &&
        !!email &&
        email.length <= 254;
      if (!byToken && !byNumber) return { order: null, errors: [userError('PAGE_NOT_FOUND', 'input')] };
      const find = (trx: Transaction<DB>) => {
        const query = trx.selectFrom('orders').selectAll().forUpdate();
        return (
          byToken
            ? query.where('token', '=', token)
            : query.where('number', '=', number!).where(sql<boolean>`lower(email) = ${email!.trim().toLowerCase()}`)
        ).executeTakeFirst();
      };
      const result = await submitPaymentReference(db, find, input.utr);
      if (!result.order) return { order: null, errors: result.errors };
      const row = result.order;
      const access = !byToken ? 'tracking' : row.user_id !== null && row.user_id === viewerId ? 'owner' : 'token';
      return { order: await viewOf(db, row, access, viewerId), errors: [] };
    },

    /** The shopper cancels their own PENDING order. */
    async cancel(viewerId: string | null, id: string): Promise<{ order: OrderView | null; errors: UserError[] }> {
      if (viewerId === null) return { order: null, errors: [userError('AUTH_REQUIRED')] };
      if (!UUID.test(id)) return { order: null, errors: [userError('PAGE_NOT_FOUND', 'id')] };
      const find = (trx: Transaction<DB>) =>
        trx
          .selectFrom('orders')
          .selectAll()
          .where('id', '=', id)
          .where('user_id', '=', viewerId)
          .forUpdate()
          .executeTakeFirst();
      const result = await transitionOrder(db, find, 'CANCELLED', (order) => shopperMayCancel(order.status));
      if (!result.order) return { order: null, errors: result.errors };
      return { order: await viewOf(db, result.order, 'owner', viewerId), errors: [] };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
