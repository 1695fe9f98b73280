/**
 * Moving a locked order, shared by staff and shopper transitions (orders.service.ts), payments
 * (payments.service.ts) and expiry (payment-expiry.ts): stock, installation slots, payment status
 * and tax documents change together in the caller's transaction.
 */
import { sql, type Transaction } from 'kysely';
import { type IssuedDocuments, issueTaxDocuments } from '../invoices/invoices.service';
import { cancelOrderInstallations } from '../workshops/installation-booking';
import type { DB } from '../store/schema';
import { type OrderStatus, returnsStock } from './order-status';
import type { OrderRow } from './orders.mappers';
import { paymentAfter, type PaymentStatus } from './payment-status';

/** Puts an order's taken stock back; a product that ran out is in stock again. */
export async function returnStock(trx: Transaction<DB>, orderId: string): Promise<void> {
  const items = await trx
    .selectFrom('order_items')
    .select(['product_id', 'stock_taken'])
    .where('order_id', '=', orderId)
    .where('stock_taken', '>', 0)
    .orderBy('product_id')
    .execute();
  for (const item of items) {
    if (item.product_id === null) continue;
    await trx
      .updateTable('products')
      .set({
        stock_quantity: sql`stock_quantity + ${item.stock_taken}`,
        stock: sql`case when stock = 'out-of-stock' then 'in-stock' else stock end`,
      })
      .where('id', '=', item.product_id)
      .execute();
  }
}

/**
 * Moves a locked order to `to` (the caller checked the transition table): returns the stock and
 * the installation slots when cancelling, moves the payment status with it (payment-status.ts) and
 * issues the tax invoice when confirming, the credit note when cancelling an invoiced order.
 */
export async function moveLockedOrder(
  trx: Transaction<DB>,
  order: OrderRow,
  to: OrderStatus,
  payment: { status: PaymentStatus; paidAt?: boolean } | null = null,
): Promise<{ order: OrderRow; documents: IssuedDocuments }> {
  if (returnsStock(to)) {
    await returnStock(trx, order.id);
    await cancelOrderInstallations(trx, order.id, new Date());
  }
  const paymentStatus = payment?.status ?? paymentAfter(to, order.payment_status);
  const paid = payment?.paidAt ?? paymentStatus === 'PAID';
  const updated = await trx
    .updateTable('orders')
    .set({
      status: to,
      updated_at: new Date(),
      ...(paymentStatus ? { payment_status: paymentStatus } : {}),
      ...(paid ? { paid_at: new Date() } : {}),
    })
    .where('id', '=', order.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { order: updated, documents: await issueTaxDocuments(trx, to, updated) };
}
