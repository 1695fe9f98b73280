import type { Resolvers } from '../../__generated__/admin-types';
import { actorOf } from '../admin-context';
import { adminBadInput } from '../admin-errors';
import { listOrders, orderByNumber } from './admin-orders.queries';
import { today } from './today.queries';

const inr = (amount: number) => ({ amount: Number(amount), currency: 'INR' });
const ORDER_NUMBER = /^[1-9]\d{0,9}$/;

/** Orders for OWNER and OPERATIONS (operation-roles.ts): Today, the list, one order, the moves. */
export const ordersResolvers: Resolvers = {
  Order: {
    id: ({ order }) => order.id,
    number: ({ order }) => order.number,
    createdAt: ({ order }) => order.created_at,
    status: ({ order }) => order.status,
    paymentStatus: ({ order }) => order.payment_status,
    paymentMethod: ({ order }) => order.payment_method,
    email: ({ order }) => order.email,
    phone: ({ order }) => order.shipping_address.phone,
    items: ({ items }) =>
      items.map((item) => ({
        position: item.position,
        productId: item.product_id === null ? null : String(item.product_id),
        name: item.product_name,
        sku: item.sku,
        options: item.options.map((o) => `${o.name}: ${o.valueName}`).join(', '),
        quantity: item.quantity,
        unitPrice: inr(item.unit_price),
        total: inr(item.total),
        backOrdered: item.stock_taken === 0,
      })),
    quantity: ({ order }) => order.quantity,
    subtotal: ({ order }) => inr(order.subtotal),
    shipping: ({ order }) => inr(order.shipping),
    installation: ({ order }) => inr(order.installation),
    total: ({ order }) => inr(order.total),
    shippingAddress: ({ order }) => order.shipping_address,
    billingAddress: ({ order }) => order.billing_address,
    buyerGstin: ({ order }) => order.buyer_gstin,
    shopperPaymentReference: ({ order }) => order.payment_reference,
    confirmedPaymentReference: (view) => view.confirmedReference,
    paidAt: ({ order }) => order.paid_at,
    holdUntil: ({ order }) => order.hold_until,
    courier: ({ order }) => order.courier,
    awbNumber: ({ order }) => order.awb_number,
    shippedAt: ({ order }) => order.shipped_at,
    invoiceNumber: (view) => view.invoiceNumber,
    creditNoteNumber: (view) => view.creditNoteNumber,
    refundReference: ({ order }) => order.refund_reference,
    refundedAt: ({ order }) => order.refunded_at,
  },
  Query: {
    today: (_root, _args, { db }) => today(db),
    orders: async (_root, { filter, first, after }, { db }) => {
      const size = first ?? 20;
      if (!Number.isInteger(size) || size < 1 || size > 100) throw adminBadInput('ERROR_FORM_OUT_OF_RANGE', ['first']);
      if (after != null && !ORDER_NUMBER.test(after)) throw adminBadInput('ERROR_FORM_INVALID', ['after']);
      if (filter?.from && filter.to && filter.from > filter.to)
        throw adminBadInput('ERROR_FORM_OUT_OF_RANGE', ['filter', 'to']);
      if ((filter?.search?.length ?? 0) > 100) throw adminBadInput('ERROR_FORM_TOO_LONG', ['filter', 'search']);
      const page = await listOrders(db, filter ?? {}, size, after == null ? null : Number(after));
      const last = page.views.at(-1);
      return {
        items: page.views,
        cursorInfo: { endCursor: last ? String(last.order.number) : null, hasNextPage: page.hasNextPage },
      };
    },
    order: (_root, { number }, { db }) => orderByNumber(db, number),
  },
  Mutation: {
    confirmOrder: (_root, { number }, context) => context.admin.orders.confirm(actorOf(context), number),
    markOrderPaid: (_root, { number, utr, amount }, context) =>
      context.admin.orders.markPaid(actorOf(context), number, utr, amount),
    shipOrder: (_root, { number, courier, awbNumber }, context) =>
      context.admin.orders.ship(actorOf(context), number, { courier, awbNumber }),
    completeOrder: (_root, { number }, context) => context.admin.orders.complete(actorOf(context), number),
    cancelOrder: (_root, { number }, context) => context.admin.orders.cancel(actorOf(context), number),
    markOrderRefunded: (_root, { number, reference }, context) =>
      context.admin.orders.markRefunded(actorOf(context), number, reference),
  },
};
