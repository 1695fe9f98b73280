import type { Resolvers } from '../__generated__/resolvers-types';
import { inr } from '../cart/totals-list';
import type { OrderView } from './orders.mappers';
import { paymentProvider, type PaymentShop } from './payment-methods';
import { upiQrDataUrl } from './upi-qr';

/** How to pay the order by its method, from the current shop settings; null when nothing is to be done. */
async function instructions({ order }: OrderView, settings: () => Promise<PaymentShop>) {
  if (order.payment_status !== 'AWAITING_PAYMENT') return null;
  const provider = paymentProvider(order.payment_method);
  if (!provider) return null;
  return provider.instructions(
    { number: order.number, total: order.total, shippingCountry: order.shipping_address.country },
    await settings(),
  );
}

/** "123456789012" → "••••••••9012": a tracking reader sees only the end of the reference. */
const maskReference = (reference: string) => `${'•'.repeat(Math.max(reference.length - 4, 0))}${reference.slice(-4)}`;

export const paymentsResolvers: Resolvers = {
  PaymentMethod: {
    code: (provider) => provider.code,
    maxTotal: async (provider, _args, { services }) => {
      const max = provider.maxTotal((await services.shop.settings()).payments);
      return max === null ? null : inr(max);
    },
  },
  OrderPayment: {
    method: ({ order }) => order.payment_method,
    status: ({ order }) => order.payment_status,
    holdUntil: ({ order }) => (order.payment_status === 'AWAITING_PAYMENT' ? order.hold_until : null),
    bankTransfer: async (view, _args, { services }) => {
      const found = await instructions(view, () => services.shop.settings());
      return found?.kind === 'bank-transfer' ? { ...found, amount: inr(found.amount) } : null;
    },
    upi: async (view, _args, { services }) => {
      const found = await instructions(view, () => services.shop.settings());
      return found?.kind === 'upi' ? found : null;
    },
    referenceWanted: ({ order }) =>
      order.payment_status === 'AWAITING_PAYMENT' && !!paymentProvider(order.payment_method)?.shopperGivesReference,
    reference: ({ order, access }) =>
      order.payment_reference &&
      (access === 'tracking' ? maskReference(order.payment_reference) : order.payment_reference),
    paidAt: ({ order }) => order.paid_at,
  },
  UpiInstructions: {
    amount: (upi) => inr(upi.amount),
    qrCode: (upi) => upiQrDataUrl(upi.link),
  },
  Mutation: {
    submitPaymentReference: (_parent, { input }, { viewer, services }) =>
      services.orders.submitPaymentReference(viewer?.id ?? null, input),
  },
};
