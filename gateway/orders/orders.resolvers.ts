import type { Resolvers } from '../__generated__/resolvers-types';
import { pageInfo, pageRequest } from '../graphql/page-info';
import type { AddressFields } from '../accounts/address-rules';
import { rateToDecimal } from '../../rules/gst/gst';
import { inr, totalsList } from '../cart/totals-list';
import { shopperMayCancel } from './order-status';
import { maskEmail, type OrderView } from './orders.mappers';
import { orderProductLoader } from './orders.loaders';
import { MAX_ORDERS_PAGE_SIZE } from './orders.service';
import { rateLimitedError, withinLimit } from '../rate-limit/request-limits';
import { PAYMENT_PROVIDERS } from './payment-methods';

/** "0.012000" → "0.012", "1.000" → "1" (numeric keeps its column's scale). */
const trimDecimal = (value: string) => (value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value);

/** Read by token or tracking: the name and the town are enough to recognise the order. */
function address(view: OrderView, a: AddressFields) {
  if (view.access === 'owner') return a;
  return { ...a, company: null, address1: null, address2: null, landmark: null, email: null, phone: null };
}

export const ordersResolvers: Resolvers = {
  Query: {
    paymentMethods: () => [...PAYMENT_PROVIDERS],
    orders: async (_parent, { page, limit, sort }, { viewer, services }) => {
      const request = pageRequest(page ?? 1, limit ?? 8, MAX_ORDERS_PAGE_SIZE);
      const { views, total } = await services.orders.list(viewer?.id ?? null, {
        page: request.page,
        limit: request.limit,
        sort: sort ?? 'CREATED_DESC',
      });
      return { items: views, pageInfo: pageInfo(request, total) };
    },
    order: (_parent, { id }, { viewer, services }) => services.orders.byId(viewer?.id ?? null, id),
    orderByToken: (_parent, { token }, { viewer, services }) => services.orders.byToken(viewer?.id ?? null, token),
    async trackOrder(_parent, { number, email }, ctx) {
      if (!(await withinLimit(ctx, 'trackOrder', email))) throw rateLimitedError();
      return ctx.services.orders.track(ctx.viewer?.id ?? null, number, email);
    },
  },
  Mutation: {
    checkout: (_parent, { input }, { viewer, services }) => services.checkout.checkout(viewer, input),
    cancelOrder: (_parent, { id }, { viewer, services }) => services.orders.cancel(viewer?.id ?? null, id),
  },
  Order: {
    id: (view) => view.order.id,
    token: (view) => (view.access === 'tracking' ? null : view.order.token),
    number: (view) => view.order.number,
    createdAt: (view) => view.order.created_at,
    status: (view) => view.order.status,
    payment: (view) => view,
    email: (view) => (view.access === 'owner' ? view.order.email : maskEmail(view.order.email)),
    items: ({ order, items }) =>
      items.map((item) => ({
        ...item,
        gst: order.tax_breakdown?.lines.find((l) => l.kind === 'goods' && l.item === item.position) ?? null,
      })),
    quantity: (view) => view.order.quantity,
    subtotal: (view) => inr(view.order.subtotal),
    totals: ({ order }) => totalsList(order, order.tax_breakdown),
    total: (view) => inr(view.order.total),
    currency: (view) => view.order.currency,
    displayCurrency: ({ order }) =>
      order.display_currency && order.display_rate
        ? { code: order.display_currency, rate: trimDecimal(order.display_rate) }
        : null,
    placeOfSupply: ({ order }) => order.tax_breakdown?.placeOfSupply ?? null,
    buyerGstin: ({ order, access }) => (access === 'tracking' ? null : order.buyer_gstin),
    buyerBusinessName: ({ order, access }) => (access === 'tracking' ? null : order.buyer_business_name),
    shippingAddress: (view) => address(view, view.order.shipping_address),
    billingAddress: (view) => address(view, view.order.billing_address),
    cancellable: ({ order, access, viewerId }) =>
      access === 'owner' && viewerId !== null && order.user_id === viewerId && shopperMayCancel(order.status),
    shipment: ({ order }) =>
      order.courier && order.awb_number && order.shipped_at
        ? { courier: order.courier, awbNumber: order.awb_number, shippedAt: order.shipped_at }
        : null,
  },
  OrderItem: {
    product: (item, _args, context) =>
      item.product_id === null ? null : orderProductLoader(context).load(item.product_id),
    productId: (item) => (item.product_id === null ? null : String(item.product_id)),
    name: (item) => item.product_name,
    options: (item) => item.options,
    price: (item) => inr(item.unit_price),
    total: (item) => inr(item.total),
    hsnCode: (item) => item.gst?.code ?? null,
    gstRate: (item) => (item.gst ? rateToDecimal(item.gst.rateBp) : null),
  },
};
