/**
 * The limits of the shop's settings, in integer paise, checked by the gateway's settings service
 * and the back office's settings form (docs/decisions/044).
 */
export const SETTINGS_LIMITS = {
  /** ₹0 to ₹10,000. */
  deliveryFee: { min: 0, max: 1_000_000 },
  /** ₹0.01 to ₹1 crore; no threshold: never free. */
  freeDeliveryThreshold: { min: 1, max: 1_000_000_000 },
  /** ₹1 to ₹10 lakh. */
  codLimit: { min: 100, max: 100_000_000 },
} as const;

export type PaiseSetting = keyof typeof SETTINGS_LIMITS;

/** The UPI payee name's longest length. */
export const UPI_PAYEE_NAME_MAX = 99;

/** Whether `paise` is a whole number of paise inside the setting's range. */
export function inSettingRange(setting: PaiseSetting, paise: number): boolean {
  const { min, max } = SETTINGS_LIMITS[setting];
  return Number.isSafeInteger(paise) && paise >= min && paise <= max;
}

/** Units of a display currency per rupee, as staff type it: up to 6 whole digits and 8 decimals, above 0. */
const CURRENCY_RATE = /^(?:0|[1-9]\d{0,5})(?:\.\d{1,8})?$/;

/** What `currencies.rate` (numeric(12, 6), above 0) holds, in millionths: 0.000001 to 999999.999999. */
const RATE_MILLIONTHS_MAX = 999_999_999_999n;

/**
 * Why a currency rate cannot be stored, or null: `invalid` when it is not a rate above 0 as typed;
 * `out-of-range` when the column, which rounds to 6 decimals, would hold 0 (below 0.0000005) or more
 * than it can (999999.9999996 rounds to 1000000).
 */
export function currencyRateProblem(value: string): 'invalid' | 'out-of-range' | null {
  if (!CURRENCY_RATE.test(value) || !(Number(value) > 0)) return 'invalid';
  const [whole, fraction = ''] = value.split('.');
  const hundredMillionths = BigInt(whole!) * 100_000_000n + BigInt(fraction.padEnd(8, '0'));
  const millionths = (hundredMillionths + 50n) / 100n;
  return millionths > 0n && millionths <= RATE_MILLIONTHS_MAX ? null : 'out-of-range';
}

/** The longest legal name, address line and city the owner may enter (migration 0990 holds the city's). */
export const LEGAL_NAME_MAX = 150;
export const ADDRESS_LINE_MAX = 100;
export const CITY_MAX = 60;

/**
 * The sample values the migrations wrote (0003, 0440), shown on invoices and payment instructions
 * until the owner replaces them.
 */
export const SAMPLE_SETTINGS = {
  legalName: 'GaadiParts Retail Private Limited (SAMPLE)',
  addressLine: '42, 2nd Cross, Peenya Industrial Area',
  gstin: '29AAACG1234F1Z0',
  bankAccountNumber: '00000041234567890',
  bankIfsc: 'SBIN0000000',
  upiVpa: 'gaadiparts.sample@example',
} as const;

/** What invoices and payment instructions show of the shop. */
export interface ShownSettings {
  legalName: string;
  addressLines: readonly string[];
  gstin: string;
  bank: { accountName: string; bankName: string; accountNumber: string; ifsc: string };
  upiVpa: string;
  upiPayeeName: string;
}

const SAMPLE_MARK = /\(SAMPLE\)/i;

/**
 * Whether the shop is still a sample (docs/decisions/064): true while any shown value is still its
 * sample value — the legal name, the registered address's street, the GSTIN, any of the bank account's
 * four fields, the UPI ID or payee — or a name still carries "(SAMPLE)".
 */
export function isStillSample(s: ShownSettings): boolean {
  const names = [s.legalName, ...s.addressLines, s.bank.accountName, s.bank.bankName, s.upiPayeeName];
  return (
    names.some((name) => SAMPLE_MARK.test(name)) ||
    s.addressLines.includes(SAMPLE_SETTINGS.addressLine) ||
    s.gstin === SAMPLE_SETTINGS.gstin ||
    s.bank.accountNumber === SAMPLE_SETTINGS.bankAccountNumber ||
    s.bank.ifsc === SAMPLE_SETTINGS.bankIfsc ||
    s.upiVpa === SAMPLE_SETTINGS.upiVpa
  );
}
