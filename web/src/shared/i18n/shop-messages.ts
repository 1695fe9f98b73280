import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Messages for the gateway's error codes (decision 009; every ErrorCode has one, see
 * tests/web/shared/error-codes.test.ts), shared by the cart, checkout, orders and other features. Server codes are shown as ERROR_API_<code>; the texts of
 * ids that the account feature also uses are the same.
 */
const SERVER_ERRORS: Record<string, MessageDescriptor> = {
  PRODUCT_NOT_FOUND: msg({ id: 'ERROR_API_PRODUCT_NOT_FOUND', message: 'Product not found.' }),
  OUT_OF_STOCK: msg({ id: 'ERROR_API_OUT_OF_STOCK', message: 'This product is out of stock.' }),
  INSUFFICIENT_STOCK: msg({
    id: 'ERROR_API_INSUFFICIENT_STOCK',
    message: 'Not enough units in stock for this quantity.',
  }),
  INVALID_OPTION: msg({
    id: 'ERROR_API_INVALID_OPTION',
    message: 'This option is no longer available. Please choose again.',
  }),
  ERROR_ADD_TO_CART_OPTIONS: msg({
    id: 'ERROR_API_ERROR_ADD_TO_CART_OPTIONS',
    message: 'Please choose every option of this product.',
  }),
  ERROR_ADD_TO_CART_QUANTITY: msg({
    id: 'ERROR_API_ERROR_ADD_TO_CART_QUANTITY',
    message: 'Please enter a quantity from 1 to 999.',
  }),
  ORDER_VALUE_LIMIT_EXCEEDED: msg({
    id: 'ERROR_API_ORDER_VALUE_LIMIT_EXCEEDED',
    message: 'An online order can be worth at most ₹10,00,000. Please lower the quantity.',
  }),
  EMPTY_CART: msg({ id: 'ERROR_API_EMPTY_CART', message: 'Your cart is empty.' }),
  UNSUPPORTED_PAYMENT_METHOD: msg({
    id: 'ERROR_API_UNSUPPORTED_PAYMENT_METHOD',
    message: 'This payment method is not available for this order.',
  }),
  COD_LIMIT_EXCEEDED: msg({
    id: 'ERROR_API_COD_LIMIT_EXCEEDED',
    message: 'Cash on delivery is not available for an order of this value. Please pay by UPI or bank transfer.',
  }),
  UTR_INVALID: msg({
    id: 'ERROR_API_UTR_INVALID',
    message: 'Please enter the 12-digit reference number (UTR) your UPI app shows.',
  }),
  UTR_ALREADY_USED: msg({
    id: 'ERROR_API_UTR_ALREADY_USED',
    message: 'This reference number was already used for another payment. Please check it.',
  }),
  PAYMENT_ALREADY_RECEIVED: msg({
    id: 'ERROR_API_PAYMENT_ALREADY_RECEIVED',
    message: 'We have already received the payment for this order.',
  }),
  PAYMENT_EXPIRED: msg({
    id: 'ERROR_API_PAYMENT_EXPIRED',
    message:
      'The time to pay for this order has ended and the order was cancelled. If you paid, please contact us for a refund.',
  }),
  PAYMENT_NOT_EXPECTED: msg({
    id: 'ERROR_API_PAYMENT_NOT_EXPECTED',
    message: 'This order does not take an online payment.',
  }),
  PAYMENT_AMOUNT_MISMATCH: msg({
    id: 'ERROR_API_PAYMENT_AMOUNT_MISMATCH',
    message: 'The amount paid is not the order total.',
  }),
  PAYMENT_NOT_RECEIVED: msg({
    id: 'ERROR_API_PAYMENT_NOT_RECEIVED',
    message: 'The payment for this order has not been received yet.',
  }),
  IDEMPOTENCY_KEY_REUSED: msg({
    id: 'ERROR_API_IDEMPOTENCY_KEY_REUSED',
    message: 'Your order changed while it was being placed. Please place it again.',
  }),
  ORDER_NOT_CANCELLABLE: msg({
    id: 'ERROR_API_ORDER_NOT_CANCELLABLE',
    message: 'This order can no longer be cancelled.',
  }),
  ADDRESS_NOT_FOUND: msg({ id: 'ERROR_API_ADDRESS_NOT_FOUND', message: 'Address not found.' }),
  UNKNOWN_STATE: msg({
    id: 'ERROR_API_UNKNOWN_STATE',
    message: 'Please choose one of the states and union territories of India.',
  }),
  PIN_NOT_IN_STATE: msg({
    id: 'ERROR_API_PIN_NOT_IN_STATE',
    message: 'This PIN code is not in the chosen state. Please check both.',
  }),
  GSTIN_INVALID: msg({
    id: 'ERROR_API_GSTIN_INVALID',
    message: 'This is not a valid GSTIN. Please check the 15 characters.',
  }),
  GSTIN_STATE_MISMATCH: msg({
    id: 'ERROR_API_GSTIN_STATE_MISMATCH',
    message: 'This GSTIN belongs to another state than your billing address.',
  }),
  DELIVERY_INDIA_ONLY: msg({
    id: 'ERROR_API_DELIVERY_INDIA_ONLY',
    message: 'We deliver within India only. Please give a delivery address in India.',
  }),
  // An installation booked with a cart line (also the services feature's booking codes).
  INSTALLATION_NOT_FOR_PRODUCT: msg({
    id: 'ERROR_API_INSTALLATION_NOT_FOR_PRODUCT',
    message: 'This installation is not available for this product.',
  }),
  SLOT_IN_PAST: msg({
    id: 'ERROR_API_SLOT_IN_PAST',
    message: 'This time has already passed. Please choose a later slot.',
  }),
  OUTSIDE_OPENING_HOURS: msg({
    id: 'ERROR_API_OUTSIDE_OPENING_HOURS',
    message: 'The workshop is closed at this time. Please choose another slot.',
  }),
  SERVICE_NOT_IN_CITY: msg({
    id: 'ERROR_API_SERVICE_NOT_IN_CITY',
    message: 'This service is not offered in this city.',
  }),
  SLOT_FULL: msg({ id: 'ERROR_API_SLOT_FULL', message: 'This slot was just booked out. Please choose another one.' }),
  SLOT_BLOCKED: msg({
    id: 'ERROR_API_SLOT_BLOCKED',
    message: 'The workshop is not taking bookings at this time any more. Please choose another slot.',
  }),
  AUTH_REQUIRED: msg({ id: 'ERROR_API_AUTH_REQUIRED', message: 'Please sign in first.' }),
  ERROR_FORM_REQUIRED: msg({ id: 'ERROR_API_ERROR_FORM_REQUIRED', message: 'Please fill in every required field.' }),
  ERROR_FORM_INCORRECT_EMAIL: msg({
    id: 'ERROR_API_ERROR_FORM_INCORRECT_EMAIL',
    message: 'Please enter a valid e-mail address.',
  }),
  ERROR_FORM_INVALID: msg({ id: 'ERROR_API_ERROR_FORM_INVALID', message: 'This value is not valid.' }),
  ERROR_FORM_TOO_LONG: msg({ id: 'ERROR_API_ERROR_FORM_TOO_LONG', message: 'This text is too long.' }),
  ERROR_RATE_LIMITED: msg({
    id: 'ERROR_API_ERROR_RATE_LIMITED',
    message: 'Too many attempts. Please wait a few minutes and try again.',
  }),
  ERROR_FORM_OUT_OF_RANGE: msg({
    id: 'ERROR_API_ERROR_FORM_OUT_OF_RANGE',
    message: 'This value is outside the allowed range.',
  }),
  CATALOGUE_UNKNOWN_FILTER: msg({
    id: 'ERROR_API_CATALOGUE_UNKNOWN_FILTER',
    message: 'This filter is not available. Please clear the filters and try again.',
  }),
  CATALOGUE_INVALID_FILTER_VALUE: msg({
    id: 'ERROR_API_CATALOGUE_INVALID_FILTER_VALUE',
    message: 'A filter value is not valid. Please clear the filters and try again.',
  }),
  CATALOGUE_INVALID_PAGINATION: msg({
    id: 'ERROR_API_CATALOGUE_INVALID_PAGINATION',
    message: 'This page of results does not exist.',
  }),
  CATALOGUE_PAGE_NOT_FOUND: msg({
    id: 'ERROR_API_CATALOGUE_PAGE_NOT_FOUND',
    message: 'There is no such page of results: the list ends before it.',
  }),
  GARAGE_FULL: msg({
    id: 'ERROR_API_GARAGE_FULL',
    message: 'Your garage is full (50 vehicles). Remove one to add another.',
  }),
  ADDRESS_BOOK_FULL: msg({
    id: 'ERROR_API_ADDRESS_BOOK_FULL',
    message: 'Your address book is full (50 addresses). Delete one to add another.',
  }),
  WISHLIST_FULL: msg({
    id: 'ERROR_API_WISHLIST_FULL',
    message: 'Your wishlist is full (100 products). Remove one to add another.',
  }),
  COMPARE_LIST_FULL: msg({
    id: 'ERROR_API_COMPARE_LIST_FULL',
    message: 'You can compare at most 4 products. Remove one to add another.',
  }),
  REGISTRATION_MALFORMED: msg({
    id: 'ERROR_API_REGISTRATION_MALFORMED',
    message: 'Please enter the registration number as on the plate, e.g. MH 12 AB 1234 or 22 BH 1234 AA.',
  }),
  REGISTRATION_UNKNOWN_STATE: msg({
    id: 'ERROR_API_REGISTRATION_UNKNOWN_STATE',
    message: 'This registration number does not start with the code of an Indian state or union territory.',
  }),
  REGISTRATION_ALREADY_IN_GARAGE: msg({
    id: 'ERROR_API_REGISTRATION_ALREADY_IN_GARAGE',
    message: 'Another vehicle in your garage already has this registration number.',
  }),
  GUEST_ORDERS_NONE: msg({
    id: 'ERROR_API_GUEST_ORDERS_NONE',
    message: 'There are no guest orders with this e-mail address to add.',
  }),
  GUEST_ORDER_CLAIM_INVALID_TOKEN: msg({
    id: 'ERROR_API_GUEST_ORDER_CLAIM_INVALID_TOKEN',
    message:
      'This link has expired, was already used or belongs to another account. Please ask for a new one on your orders page.',
  }),
  STOCK_NOTICE_IN_STOCK: msg({
    id: 'ERROR_API_STOCK_NOTICE_IN_STOCK',
    message: 'Good news: this product is in stock now. Reload the page to order it.',
  }),
  STOCK_NOTICE_LINK_INVALID: msg({
    id: 'ERROR_API_STOCK_NOTICE_LINK_INVALID',
    message: 'This link is not valid any more: the notice was already sent or stopped.',
  }),
  STOCK_NOTICE_NOT_FOUND: msg({
    id: 'ERROR_API_STOCK_NOTICE_NOT_FOUND',
    message: 'This notice is not open any more: it was already sent or stopped.',
  }),
  UNEXPECTED: msg({ id: 'ERROR_API_UNEXPECTED', message: 'Something went wrong. Please try again.' }),
};

/** Client-side form keys (spec section 5). */
const FORM_ERRORS: Record<string, MessageDescriptor> = {
  ERROR_FORM_REQUIRED: msg({ id: 'ERROR_FORM_REQUIRED', message: 'This field is required.' }),
  ERROR_FORM_INCORRECT_EMAIL: msg({
    id: 'ERROR_FORM_INCORRECT_EMAIL',
    message: 'Please enter a valid e-mail address.',
  }),
  ERROR_FORM_INCORRECT_PIN_CODE: msg({
    id: 'ERROR_FORM_INCORRECT_PIN_CODE',
    message: 'This is not a valid Indian PIN code: it has 6 digits and does not start with 0.',
  }),
  ERROR_FORM_INCORRECT_PHONE: msg({ id: 'ERROR_FORM_INCORRECT_PHONE', message: 'Please enter a valid phone number.' }),
  ERROR_FORM_INCORRECT_ORDER_NUMBER: msg({
    id: 'ERROR_FORM_INCORRECT_ORDER_NUMBER',
    message: 'Enter the order number from your order e-mail, for example 1042, #1042 or GP-1042.',
  }),
  ERROR_FORM_TOO_LONG: msg({ id: 'ERROR_FORM_TOO_LONG', message: 'This text is too long.' }),
  ERROR_FORM_ACCEPT_TERMS: msg({ id: 'ERROR_FORM_ACCEPT_TERMS', message: 'Please agree to the terms and conditions.' }),
};

/** The message of a gateway code; unknown codes get the generic one. */
export function serverErrorMessage(code: string): MessageDescriptor {
  return SERVER_ERRORS[code.replace(/^ERROR_API_/, '')] ?? SERVER_ERRORS.UNEXPECTED!;
}

/**
 * A form error key: client keys (ERROR_FORM_…) or server ones (ERROR_API_…). A client key with no
 * message of its own that is also a gateway code (ERROR_FORM_INVALID, ERROR_FORM_OUT_OF_RANGE)
 * shows that code's message, not the generic one.
 */
export function formErrorMessage(key: string): MessageDescriptor {
  return key.startsWith('ERROR_API_') ? serverErrorMessage(key) : (FORM_ERRORS[key] ?? serverErrorMessage(key));
}

/** Titles of the server's total lines (CartTotalType); GST lines name their rate ({rate} %). */
export const TOTAL_TITLES: Record<string, MessageDescriptor> = {
  SHIPPING: msg`Delivery`,
  TAX: msg`Tax (20%)`,
  INSTALLATION: msg`Installation`,
  GST: msg`incl. GST {rate}%`,
  CGST: msg`incl. CGST {rate}%`,
  SGST: msg`incl. SGST {rate}%`,
  IGST: msg`incl. IGST {rate}%`,
};

/** The translated title of a total line ("incl. CGST 9%"). */
export function totalTitle(i18n: I18n, line: { type: string; rate?: string | null }): string {
  const title = TOTAL_TITLES[line.type];
  return title ? i18n._({ ...title, values: { rate: line.rate ?? '' } }) : line.type;
}

/**
 * Total lines split for display: the ones that add up to the total, and the GST already included
 * in them (shown after the total, never added again).
 */
export function splitTotals<T extends { included: boolean }>(totals: readonly T[]): { added: T[]; included: T[] } {
  return { added: totals.filter((l) => !l.included), included: totals.filter((l) => l.included) };
}

export const ORDER_STATUSES: Record<string, MessageDescriptor> = {
  PENDING: msg`Pending`,
  CONFIRMED: msg`Confirmed`,
  SHIPPED: msg`Shipped`,
  COMPLETED: msg`Completed`,
  CANCELLED: msg`Cancelled`,
};

/** Where an order's payment stands (gateway/orders/payment-status.ts). */
export const PAYMENT_STATUSES: Record<string, MessageDescriptor> = {
  AWAITING_PAYMENT: msg`Awaiting payment`,
  COD_DUE: msg`Pay on delivery`,
  PAID: msg`Paid`,
  EXPIRED: msg`Expired unpaid`,
  VOID: msg`Nothing to pay`,
  REFUND_DUE: msg`Refund due`,
  REFUNDED: msg`Refunded`,
};

export const PAYMENT_METHODS: Record<string, MessageDescriptor> = {
  upi: msg`UPI`,
  'cash-on-delivery': msg`Cash on delivery`,
  'bank-transfer': msg`Bank transfer`,
};
