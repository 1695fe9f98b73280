/** A calendar date ("2026-01-16") in the shopper's language, e.g. "16 January 2026". */
export function formatPostDate(date: string, locale: string): string {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}
