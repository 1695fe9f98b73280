/**
 * Rupee amounts as the shop writes them, everywhere (web app, e-mails, invoices): from integer
 * paise, exactly (no float division), always 2 decimals and always Indian digit grouping
 * (₹1,23,45,678.90: the last three digits, then pairs) whatever the language. Most Indian locales
 * group like this already; some (kn-IN in current CLDR) group by thousands, which rupees never use.
 * Digits stay Latin, as Indian shops print them; the symbol and its place follow the locale.
 */

const formats = new Map<string, Intl.NumberFormat>();

function inrFormat(language: string, currency: boolean): Intl.NumberFormat {
  const key = `${language}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(`${language}-IN`, {
      numberingSystem: 'latn',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      ...(currency ? { style: 'currency', currency: 'INR' } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

/** Integer minor units as an exact decimal string ("123456.78"), which Intl formats without floats. */
export function minorToDecimalString(minor: bigint | number): string {
  if (typeof minor === 'number' && !Number.isSafeInteger(minor)) throw new RangeError(`not whole paise: ${minor}`);
  const value = BigInt(minor);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Regroups the integer digits of formatted parts as 1,23,45,678 (last three, then pairs). */
export function withIndianGrouping(parts: Intl.NumberFormatPart[]): Intl.NumberFormatPart[] {
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

/** The primary language of a BCP 47 tag or language code: "kn-IN" → "kn". */
const languageOf = (locale: string) => locale.split('-')[0] || 'en';

/** Paise as rupees with the symbol, for a language or locale ("kn", "hi-IN"): ₹1,26,021.40. */
export function formatInr(paise: bigint | number, locale = 'en'): string {
  const parts = inrFormat(languageOf(locale), true).formatToParts(minorToDecimalString(paise) as unknown as number);
  return withIndianGrouping(parts)
    .map((p) => p.value)
    .join('');
}

/** Paise as a bare amount without a currency sign (tables that name the currency once): 1,26,021.40. */
export function formatInrAmount(paise: bigint | number): string {
  const parts = inrFormat('en', false).formatToParts(minorToDecimalString(paise) as unknown as number);
  return withIndianGrouping(parts)
    .map((p) => p.value)
    .join('');
}
