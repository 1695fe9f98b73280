/**
 * Checks a checkout request before anything is locked: contact e-mail, addresses (the address
 * book's rules), payment method, idempotency key and displayed currency. Every error carries
 * the path of the input field it is about, so the form can show it in the right place.
 */
import type { UserRow } from '../accounts/accounts.mappers';
import type { AddressRow } from '../accounts/accounts.mappers';
import { isEmail } from '../accounts/account-rules';
import { type AddressFields, type AddressInput, validateAddress } from '../accounts/address-rules';
import { type UserError, userError } from '../accounts/user-error';
import { MAX_CART_LINES } from '../cart/cart-lines';
import { paymentProvider, type PaymentProvider } from './payment-methods';

export interface CheckoutRequest {
  items: readonly {
    productId: string;
    options?: readonly { option: string; value: string }[] | null;
    quantity: number;
    /** Checked and priced with the items (services/installation.ts), booked in the order's transaction. */
    installation?: { packageId: string; city: string; slotStart: string } | null;
  }[];
  payment: string;
  email?: string | null;
  shippingAddress?: AddressInput | null;
  shippingAddressId?: string | null;
  billingAddress?: AddressInput | null;
  billingAddressId?: string | null;
  billingSameAsShipping?: boolean | null;
  language?: string | null;
  displayCurrency?: string | null;
  /** A business buyer's GSTIN and name for the invoice (business-buyer.ts). */
  gstin?: string | null;
  businessName?: string | null;
  idempotencyKey: string;
}

export interface CheckedContact {
  email: string;
  shipping: AddressFields;
  billing: AddressFields;
  provider: PaymentProvider;
}

/** Loads one of the viewer's saved addresses (null when unknown or not theirs). */
export type SavedAddressLookup = (id: string) => Promise<AddressRow | null>;

const IDEMPOTENCY_KEY = /^[\w-]{8,100}$/;

export function idempotencyKeyErrors(key: string): UserError[] {
  return IDEMPOTENCY_KEY.test(key) ? [] : [userError('ERROR_FORM_INVALID', 'input', 'idempotencyKey')];
}

export function itemsErrors(items: readonly unknown[]): UserError[] {
  if (items.length === 0) return [userError('EMPTY_CART', 'input', 'items')];
  return items.length > MAX_CART_LINES ? [userError('ERROR_FORM_OUT_OF_RANGE', 'input', 'items')] : [];
}

/** The contact e-mail: the input's (trimmed), else the signed-in shopper's. */
export function contactEmail(
  input: CheckoutRequest,
  viewer: UserRow | null,
): { email: string | null; errors: UserError[] } {
  const email = input.email?.trim() || viewer?.email || '';
  if (!email) return { email: null, errors: [userError('ERROR_FORM_REQUIRED', 'input', 'email')] };
  if (!isEmail(email)) return { email: null, errors: [userError('ERROR_FORM_INCORRECT_EMAIL', 'input', 'email')] };
  return { email, errors: [] };
}

const fromRow = (row: AddressRow): AddressFields => ({
  firstName: row.first_name,
  lastName: row.last_name,
  company: row.company,
  country: row.country,
  address1: row.address1,
  address2: row.address2,
  city: row.city,
  state: row.state,
  postcode: row.postcode,
  email: row.email,
  phone: row.phone,
});

async function address(
  which: 'shipping' | 'billing',
  inline: AddressInput | null | undefined,
  savedId: string | null | undefined,
  saved: SavedAddressLookup | null,
): Promise<{ value: AddressFields | null; errors: UserError[] }> {
  const field = `${which}Address`;
  if (savedId) {
    const row = saved ? await saved(savedId) : null;
    return row
      ? { value: fromRow(row), errors: [] }
      : { value: null, errors: [userError('ADDRESS_NOT_FOUND', 'input', `${field}Id`)] };
  }
  if (!inline) return { value: null, errors: [userError('ERROR_FORM_REQUIRED', 'input', field)] };
  const { value, errors } = validateAddress(inline);
  // The address book's errors are about `input.<field>`; here they are about `input.<which>Address.<field>`.
  return errors.length
    ? { value: null, errors: errors.map((e) => ({ ...e, field: ['input', field, ...(e.field ?? []).slice(1)] })) }
    : { value, errors: [] };
}

/** Contact, addresses and payment; `saved` is null for a guest (saved address ids are then not found). */
export async function checkContact(
  input: CheckoutRequest,
  viewer: UserRow | null,
  saved: SavedAddressLookup | null,
): Promise<{ value: CheckedContact | null; errors: UserError[] }> {
  const contact = contactEmail(input, viewer);
  const shipping = await address('shipping', input.shippingAddress, input.shippingAddressId, saved);
  const billing = input.billingSameAsShipping
    ? shipping
    : await address('billing', input.billingAddress, input.billingAddressId, saved);
  const errors = [...contact.errors, ...shipping.errors, ...(input.billingSameAsShipping ? [] : billing.errors)];
  // Whether the method accepts this order (country, total) is checked once the order is priced.
  const provider = paymentProvider(input.payment);
  if (!provider) errors.push(userError('UNSUPPORTED_PAYMENT_METHOD', 'input', 'payment'));
  if (errors.length || !provider || !contact.email || !shipping.value || !billing.value) return { value: null, errors };
  return { value: { email: contact.email, shipping: shipping.value, billing: billing.value, provider }, errors: [] };
}
