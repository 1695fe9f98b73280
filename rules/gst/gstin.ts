/**
 * GSTIN (Goods and Services Tax Identification Number): 15 characters —
 *   2 digits   GST state code of the registration (01–38, 97 "other territory", 99 centre)
 *   10         the holder's PAN (5 letters, 4 digits, 1 letter)
 *   1          entity number for the same PAN in the state (1–9, then A–Z)
 *   1          "Z" by default (other letters are used for special registrations)
 *   1          check character: Luhn mod 36 over the first 14 characters
 * The check character is what GSTN's own validator computes; a typo in any one character fails it.
 */

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z][A-Z][0-9A-Z]$/;

/** The check character of the first 14 characters of a GSTIN (upper case), or null when not computable. */
export function gstinCheckCharacter(first14: string): string | null {
  if (!/^[0-9A-Z]{14}$/.test(first14)) return null;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const factor = i % 2 === 0 ? 1 : 2;
    const product = ALPHABET.indexOf(first14[i]!) * factor;
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** Upper-case, spaces removed: what a GSTIN is stored and compared as. */
export function normaliseGstin(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export type GstinProblem = 'format' | 'check-character' | 'state';

/**
 * Checks a normalised GSTIN: its shape, its check character and, when `stateGstCode` is given
 * (the billing state's GST code, e.g. "29"), that it was issued in that state. Null when valid.
 */
export function gstinProblem(gstin: string, stateGstCode?: string | null): GstinProblem | null {
  if (gstin.length !== 15 || !SHAPE.test(gstin)) return 'format';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'check-character';
  if (stateGstCode && gstin.slice(0, 2) !== stateGstCode) return 'state';
  return null;
}
