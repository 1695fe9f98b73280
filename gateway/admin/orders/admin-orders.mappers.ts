import type { OrderItemRow, OrderRow } from '../../orders/orders.mappers';

/** An order with what staff see beside it (codegen maps the admin `Order` to it). */
export interface AdminOrderView {
  order: OrderRow;
  items: OrderItemRow[];
  /** The reference the payment was confirmed against (payments table). */
  confirmedReference: string | null;
  invoiceNumber: string | null;
  creditNoteNumber: string | null;
}

/** What the audit log keeps of an order: its state, not its items or addresses. */
export function orderSnapshot(order: OrderRow) {
  return {
    number: order.number,
    status: order.status,
    paymentStatus: order.payment_status,
    total: order.total,
    paidAt: order.paid_at,
    courier: order.courier,
    awbNumber: order.awb_number,
    refundReference: order.refund_reference,
  };
}
