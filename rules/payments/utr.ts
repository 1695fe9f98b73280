/**
 * Payment references a shopper or the shop's staff type in. A UPI payment's reference (the "UPI
 * Ref No." / UTR a UPI app shows after paying) is 12 digits; the app may show it in groups, so
 * spaces are dropped first. A bank transfer's UTR is 12–22 letters and digits (IMPS: 12 digits,
 * NEFT: 16 characters, RTGS: 22).
 */

/** The reference without spaces, upper case (what is stored and compared). */
export function normaliseReference(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** 12 digits (after dropping spaces): a UPI transaction's reference number. */
export function isUpiReference(value: string): boolean {
  return /^\d{12}$/.test(normaliseReference(value));
}

/** 12–22 letters and digits (after dropping spaces): a bank transfer's UTR. */
export function isBankReference(value: string): boolean {
  return /^[A-Z0-9]{12,22}$/.test(normaliseReference(value));
}

/** The rule of the method's reference: UPI's 12 digits, a bank transfer's UTR, else none. */
export function isPaymentReference(method: string, value: string): boolean {
  if (method === 'upi') return isUpiReference(value);
  if (method === 'bank-transfer') return isBankReference(value);
  return false;
}
