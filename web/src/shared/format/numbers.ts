/**
 * Numbers, ratings, percentages, dates and the names of countries and currencies as the shopper's
 * language writes them. Every function takes the BCP 47 locale of the active language ("hi-IN");
 * digits stay Latin (`latn`), which is what Indian shops print, while grouping and separators follow
 * the locale (1,23,456 in India).
 */
const formats = new Map<string, unknown>();

/** Intl formatters are slow to build (tens per page, each a locale lookup): one per kind, locale and options. */
function cached<T>(key: string, make: () => T): T {
  if (!formats.has(key)) formats.set(key, make());
  return formats.get(key) as T;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(
    `number|${locale}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, { numberingSystem: 'latn', ...options }),
  );
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(
    `date|${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, { numberingSystem: 'latn', ...options }),
  );
}

/** A display-name lookup (countries, currencies) for the locale, English where it has no name; null if Intl cannot. */
function displayNames(locale: string, type: 'region' | 'currency'): Intl.DisplayNames | null {
  return cached(`names|${type}|${locale}`, () => {
    try {
      return new Intl.DisplayNames([locale, 'en'], { type });
    } catch {
      return null;
    }
  });
}

/** A country's name in the shopper's language ("IN" is "भारत" in hi-IN); `fallback` (else the code) if unknown. */
export function formatCountry(code: string, locale: string, fallback = code): string {
  try {
    return displayNames(locale, 'region')?.of(code) ?? fallback;
  } catch {
    return fallback; // not a region code
  }
}

/** A currency's name in the shopper's language ("INR" is "भारतीय रुपया" in hi-IN); `fallback` if unknown. */
export function formatCurrencyName(code: string, locale: string, fallback: string): string {
  try {
    return displayNames(locale, 'currency')?.of(code) ?? fallback;
  } catch {
    return fallback; // not a currency code
  }
}

/** A whole count (items, reviews, quantities): 123456 is "1,23,456" in en-IN, "123,456" in en-US. */
export function formatCount(value: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** An average rating with one decimal ("4.5"), clamped to 0–5. */
export function formatRating(value: number, locale: string): string {
  const clamped = Math.min(5, Math.max(0, value));
  return numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(clamped);
}

/** A whole percentage given as 0–100 ("20%"; some locales put a space or the sign first). */
export function formatPercent(value: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}

/** A position in a series ("3 / 7"), with both numbers in the locale's digits. */
export function formatPosition(position: number, total: number, locale: string): string {
  return `${formatCount(position, locale)} / ${formatCount(total, locale)}`;
}

export type DateInput = string | number | Date;

/**
 * A calendar date ("21 November 2026"): an ISO day ("2026-11-21") is that day; an instant is
 * the day it was in India, where the shop is, whatever the browser's time zone.
 */
export function formatDate(value: DateInput, locale: string, style: 'long' | 'medium' | 'short' = 'medium'): string {
  const dateOnly = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = dateOnly ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return dateFormat(locale, { dateStyle: style, timeZone: dateOnly ? 'UTC' : 'Asia/Kolkata' }).format(date);
}

/** A date and time in the given time zone (India by default, where the shop is). */
export function formatDateTime(value: DateInput, locale: string, timeZone = 'Asia/Kolkata'): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return dateFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(date);
}

/** A year ("2026"). */
export function formatYear(value: DateInput, locale: string): string {
  return dateFormat(locale, { year: 'numeric' }).format(new Date(value));
}
