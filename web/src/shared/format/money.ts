import { formatInr, minorToDecimalString } from '@rules/money/inr';
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

/**
 * Formats an INR amount in the display currency for a BCP 47 locale. Rupees follow the shop's one
 * rupee rule (@rules/money/inr: Indian digit grouping, ₹1,23,456.00, in every language, as the
 * e-mails and invoices write them); other currencies follow the active locale.
 */
export function formatMoney(money: Money, display: DisplayCurrency, locale: string): string {
  if (money.currency !== 'INR') throw new RangeError(`Prices are in INR, got ${money.currency}`);
  if (display.code === 'INR') return formatInr(money.amount, locale);
  const format = numberFormat(locale, {
    style: 'currency',
    currency: display.code,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return format.format(minorToDecimalString(convertMinorUnits(money.amount, display.rate)) as unknown as number);
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
