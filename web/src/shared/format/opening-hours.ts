import { dateFormat } from './numbers';

/** A reference Monday (2024-01-01) to get weekday names from Intl without hard-coding them. */
const MONDAY = Date.UTC(2024, 0, 1);

function weekdayName(isoDay: number, locale: string): string {
  const date = new Date(MONDAY + (isoDay - 1) * 86_400_000);
  return dateFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(date);
}

function timeOfDay(hhmm: string, locale: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return dateFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1, h, m)),
  );
}

/** "Mon–Sat 9:00 am–8:00 pm" in the shopper's language; consecutive days become a range. */
export function formatOpeningHours(entry: { days: number[]; opens: string; closes: string }, locale: string): string {
  const days = [...entry.days].sort((a, b) => a - b);
  const consecutive = days.every((d, i) => i === 0 || d === days[i - 1]! + 1);
  const dayText =
    days.length > 1 && consecutive
      ? `${weekdayName(days[0]!, locale)}–${weekdayName(days.at(-1)!, locale)}`
      : days.map((d) => weekdayName(d, locale)).join(', ');
  return `${dayText} ${timeOfDay(entry.opens, locale)}–${timeOfDay(entry.closes, locale)}`;
}
