/**
 * The `upi://pay` link of the NPCI UPI Linking Specification (version 1.6): what a UPI app opens
 * from a QR code or a button, with the payee, the exact amount and the order as reference.
 *
 * Parameters used (all others are optional and left out):
 * - `pa` payee address (VPA), e.g. `gaadiparts.sample@upi`;
 * - `pn` payee name;
 * - `am` amount in rupees with exactly two decimals (`4200.13`), never grouped, never a float;
 * - `cu` currency, always `INR` (the only value the specification allows);
 * - `tn` transaction note and `tr` transaction reference: the order reference (`GP-42`).
 * Values are percent-encoded as UTF-8 (RFC 3986): a space is `%20` (never `+`), and names in
 * Devanagari or Tamil letters are their UTF-8 bytes, which every UPI app decodes.
 */
import { minorToDecimalString } from '../money/inr';

export interface UpiPayment {
  /** The payee's virtual payment address, `name@handle`. */
  vpa: string;
  payeeName: string;
  /** Whole paise, more than zero. */
  amount: number;
  /** The order reference: the transaction note and reference. */
  reference: string;
}

/** A VPA: 2–255 characters of letters, digits, dot, hyphen, underscore, then `@` and the handle. */
export const VPA_PATTERN = /^[\w.-]{2,255}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/;

/** The amount as `am` writes it: rupees with two decimals ("4200.13", "249.00"). */
export function upiAmount(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise <= 0) throw new RangeError(`not an amount to pay: ${paise}`);
  return minorToDecimalString(paise);
}

/** RFC 3986 percent-encoding of a query value (encodeURIComponent leaves !'()* alone; UPI apps differ on them). */
function encode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The `upi://pay?…` link for one payment. */
export function upiPayLink(payment: UpiPayment): string {
  if (!VPA_PATTERN.test(payment.vpa)) throw new RangeError(`not a UPI address: ${payment.vpa}`);
  const params: [string, string][] = [
    ['pa', payment.vpa],
    ['pn', payment.payeeName.trim()],
    ['am', upiAmount(payment.amount)],
    ['cu', 'INR'],
    ['tn', payment.reference],
    ['tr', payment.reference],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encode(v)}`).join('&')}`;
}
