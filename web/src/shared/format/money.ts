import { numberFormat } from './numbers';

/**
 * The one place where money is converted and formatted in the web app. Prices arrive as integer
 * paise (INR); other currencies are display conversions with the gateway's decimal rates
 * (spec section 9), computed exactly with BigInt and rounded half away from zero to 2 decimals.
 */
export interface Money {
  amount: number;
  currency: string;
}

export interface DisplayCurrency {
  code: string;
  /** Units of this currency per rupee, as a decimal string ("0.012"). */
  rate: string;
}

export const INR: DisplayCurrency = { code: 'INR', rate: '1' };

function parseRate(rate: string): { numerator: bigint; denominator: bigint } {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!match) throw new RangeError(`Invalid currency rate: ${rate}`);
  const fraction = match[2] ?? '';
  return { numerator: BigInt(match[1]! + fraction), denominator: 10n ** BigInt(fraction.length) };
}

/** Paise → minor units (cents) of the target currency, rounded half away from zero. */
export function convertMinorUnits(amountPaise: number, rate: string): bigint {
  if (!Number.isSafeInteger(amountPaise)) throw new RangeError(`Amount must be an integer: ${amountPaise}`);
  const { numerator, denominator } = parseRate(rate);
  const product = BigInt(amountPaise) * numerator;
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  const rounded = (magnitude * 2n + denominator) / (2n * denominator);
  return negative ? -rounded : rounded;
}

/** Minor units as an exact decimal string ("123456.78"), which Intl formats without floats. */
function minorToDecimalString(minor: bigint): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * Formats an INR amount in the display currency for a BCP 47 locale. Rupees always use Indian
 * digit grouping (₹1,23,456.00); other currencies follow the active locale.
 */
export function formatMoney(money: Money, display: DisplayCurrency, locale: string): string {
  if (money.currency !== 'INR') throw new RangeError(`Prices are in INR, got ${money.currency}`);
  const minor = display.code === 'INR' ? BigInt(money.amount) : convertMinorUnits(money.amount, display.rate);
  const formatLocale = display.code === 'INR' ? `${locale.split('-')[0]}-IN` : locale;
  const format = numberFormat(formatLocale, { style: 'currency', currency: display.code, minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const parts = format.formatToParts(minorToDecimalString(minor) as unknown as number);
  return (display.code === 'INR' ? withIndianGrouping(parts) : parts).map((p) => p.value).join('');
}

/**
 * Regroups the integer digits as 1,23,45,678 (last three, then pairs). Most Indian locales do
 * this already; some (kn-IN in current CLDR) group by thousands, which rupees never use.
 */
function withIndianGrouping(parts: Intl.NumberFormatPart[]): Intl.NumberFormatPart[] {
  const first = parts.findIndex((p) => p.type === 'integer');
  if (first < 0) return parts;
  let last = first;
  while (parts[last + 1]?.type === 'group' || parts[last + 1]?.type === 'integer') last++;
  const separator = parts.slice(first, last + 1).find((p) => p.type === 'group')?.value ?? ',';
  const digits = parts
    .slice(first, last + 1)
    .filter((p) => p.type === 'integer')
    .map((p) => p.value)
    .join('');
  const head = digits.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, separator)}${separator}${digits.slice(-3)}` : digits;
  return [...parts.slice(0, first), { type: 'integer', value: grouped }, ...parts.slice(last + 1)];
}

/** Paise → whole units of the display currency (what a shopper types into a price filter). */
export function toWholeUnits(amountPaise: number, display: DisplayCurrency): number {
  const minor =
    display.code === 'INR' ? BigInt(Math.round(amountPaise)) : convertMinorUnits(Math.round(amountPaise), display.rate);
  return Math.round(Number(minor) / 100);
}

/**
 * Whole (or decimal) units of the display currency typed by a shopper → paise, the inverse of
 * toWholeUnits; null for something that is not a non-negative number.
 */
export function fromDisplayUnits(units: number, display: DisplayCurrency): number | null {
  if (!Number.isFinite(units) || units < 0) return null;
  if (display.code === 'INR') return Math.round(units * 100);
  const { numerator, denominator } = parseRate(display.rate);
  if (numerator === 0n) return null;
  // paise = units × 100 / rate, with the rate exact; the typed amount has at most cents.
  const cents = BigInt(Math.round(units * 100));
  return Number((cents * denominator * 2n + numerator) / (2n * numerator));
}
