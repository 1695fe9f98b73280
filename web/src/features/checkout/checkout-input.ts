import { ADDRESS_FIELDS as RULES_ADDRESS_FIELDS, type AddressField as RulesAddressField } from '@rules/address/address';
import type { CheckoutInput } from '@web/__generated__/graphql';
import type { CartLine } from '@web/shared/state/cart-lines';

/** Pure helpers of the checkout form: form values → CheckoutInput, and server field paths → form fields. */

/** The form's address fields: the address rules' own, but the e-mail (the form asks for it once, for the order). */
export type AddressField = Exclude<RulesAddressField, 'email'>;
export const ADDRESS_FIELDS: readonly AddressField[] = RULES_ADDRESS_FIELDS.filter(
  (field): field is AddressField => field !== 'email',
);
export type AddressValues = Record<AddressField, string>;

export interface CheckoutValues {
  email: string;
  /** A saved address id, or '' for the address typed in below. */
  shippingAddressId: string;
  shipping: AddressValues;
  billingSame: boolean;
  billingAddressId: string;
  billing: AddressValues;
  payment: string;
  terms: boolean;
  /** A business buyer: its GSTIN and registered name go on the tax invoice. */
  business: boolean;
  gstin: string;
  businessName: string;
}

export const EMPTY_ADDRESS: AddressValues = {
  firstName: '',
  lastName: '',
  company: '',
  country: 'IN',
  address1: '',
  address2: '',
  landmark: '',
  city: '',
  state: '',
  postcode: '',
  phone: '',
};

/** The spec's e-mail rule (one part, an at sign, one part), as the gateway applies it (rules/address). */
export { EMAIL_PATTERN } from '@rules/address/address';

const optional = (value: string) => (value.trim() === '' ? null : value.trim());

function addressInput(values: AddressValues, email: string) {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    company: optional(values.company),
    country: values.country,
    address1: values.address1.trim(),
    address2: optional(values.address2),
    landmark: optional(values.landmark),
    city: values.city.trim(),
    state: optional(values.state),
    postcode: optional(values.postcode),
    email,
    phone: values.phone.trim(),
  };
}

/** The mutation input: items without prices, each address inline or as a saved address id. */
export function toCheckoutInput(
  values: CheckoutValues,
  context: {
    lines: readonly CartLine[];
    viewerEmail: string | null;
    language: string;
    currency: string;
    idempotencyKey: string;
  },
): CheckoutInput {
  const email = context.viewerEmail ?? values.email.trim();
  const input: CheckoutInput = {
    items: context.lines.map((l) => ({
      productId: l.productId,
      options: l.options.map((o) => ({ option: o.name, value: o.value })),
      quantity: l.quantity,
      ...(l.installation ? { installation: { ...l.installation } } : {}),
    })),
    payment: values.payment,
    language: context.language,
    displayCurrency: context.currency,
    idempotencyKey: context.idempotencyKey,
    billingSameAsShipping: values.billingSame,
  };
  if (!context.viewerEmail) input.email = email;
  if (values.shippingAddressId) input.shippingAddressId = values.shippingAddressId;
  else input.shippingAddress = addressInput(values.shipping, email);
  if (!values.billingSame) {
    if (values.billingAddressId) input.billingAddressId = values.billingAddressId;
    else input.billingAddress = addressInput(values.billing, email);
  }
  if (values.business) {
    input.gstin = values.gstin.replace(/\s+/g, '').toUpperCase();
    input.businessName = values.businessName.trim();
  }
  return input;
}

export type FormPath =
  | 'email'
  | 'payment'
  | 'shippingAddressId'
  | 'billingAddressId'
  | 'gstin'
  | 'businessName'
  | `shipping.${AddressField}`
  | `billing.${AddressField}`;

/**
 * Where a server error belongs: ["input", "shippingAddress", "postcode"] → shipping.postcode.
 * Item errors and anything unknown are null (shown above the form and in the summary).
 */
export function formPathOf(field: readonly string[] | null | undefined): FormPath | null {
  const path = field?.[0] === 'input' ? field.slice(1) : (field ?? []);
  const [head, name] = path;
  if (
    head === 'email' ||
    head === 'payment' ||
    head === 'shippingAddressId' ||
    head === 'billingAddressId' ||
    head === 'gstin' ||
    head === 'businessName'
  )
    return head;
  const group = head === 'shippingAddress' ? 'shipping' : head === 'billingAddress' ? 'billing' : null;
  if (!group) return null;
  if (name === 'email') return 'email';
  return (ADDRESS_FIELDS as readonly string[]).includes(name ?? '') ? `${group}.${name as AddressField}` : null;
}

/** A random idempotency key (base64url-ish, 22 characters) that works without a secure context. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[b & 63]).join('');
}
