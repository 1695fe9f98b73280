import type { FieldLimit } from '../graphql/limits/field-guard';
import type { GatewayContext } from '../graphql/context';
import { cashOnDelivery } from '../orders/payment-methods';
import { RATE_LIMITED_ERRORS, withinLimit } from './request-limits';

interface CheckoutArgs {
  input?: {
    payment?: string | null;
    email?: string | null;
    shippingAddress?: { phone?: string | null; postcode?: string | null; address1?: string | null } | null;
    shippingAddressId?: string | null;
  } | null;
}

const digits = (value: string | null | undefined) => value?.replace(/\D/g, '').slice(-10) || null;
const squeeze = (value: string | null | undefined) => value?.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '') || null;

/**
 * Checkout counts against its limits before anything is checked (docs/decisions/027): per client
 * address, contact e-mail and session; cash on delivery also per phone number and delivery address
 * (or saved address id). Every aliased or batched checkout is one call of the resolver, so each counts.
 */
export const checkoutLimit: FieldLimit = {
  async allow(rawArgs, rawContext) {
    const input = (rawArgs as CheckoutArgs).input ?? {};
    const context = rawContext as GatewayContext;
    const email = input.email ?? context.viewer?.email ?? null;
    const session = context.auth.sessionId ?? context.viewer?.id ?? null;
    if (!(await withinLimit(context, 'checkout', email, { session }))) return false;
    if (input.payment !== cashOnDelivery.code) return true;
    const shipping = input.shippingAddress;
    const address = shipping ? `${squeeze(shipping.postcode)}:${squeeze(shipping.address1)}` : input.shippingAddressId;
    return withinLimit(context, 'cashOnDelivery', null, { phone: digits(shipping?.phone), address });
  },
  refuse: () => ({ order: null, errors: RATE_LIMITED_ERRORS }),
};

interface PaymentReferenceArgs {
  input?: { token?: string | null; number?: number | null; email?: string | null } | null;
}

/**
 * A shopper's payment reference (UTR) counts per client address, per e-mail (tracking) and per
 * order (token or number) before anything is looked up: no guessing orders or references.
 */
export const paymentReferenceLimit: FieldLimit = {
  async allow(rawArgs, rawContext) {
    const input = (rawArgs as PaymentReferenceArgs).input ?? {};
    const order = input.token ?? (input.number != null ? String(input.number) : null);
    return withinLimit(rawContext as GatewayContext, 'paymentReference', input.email ?? null, { order });
  },
  refuse: () => ({ order: null, errors: RATE_LIMITED_ERRORS }),
};
