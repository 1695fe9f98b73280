/**
 * India Standard Time (Asia/Kolkata) arithmetic. IST is a fixed UTC+05:30 with no daylight
 * saving (none since 1945), so a constant offset is exact and needs no time-zone database.
 * Calendar dates are 'YYYY-MM-DD' strings; times of day are minutes after midnight IST.
 */
export const IST_OFFSET_MINUTES = 330;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK = /^([01]\d|2[0-4]):([0-5]\d)$/;

/** 'HH:MM' → minutes after midnight (24:00 allowed as the end of a day); null when malformed. */
export function parseClock(value: string): number | null {
  const match = CLOCK.exec(value);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 1440 ? minutes : null;
}

/** Minutes after midnight → 'HH:MM'. */
export function formatClock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Days since 1970-01-01 of a valid calendar date; null when it is not a real date. */
function dayNumber(date: string): number | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const back = new Date(ms);
  if (
    back.getUTCFullYear() !== Number(match[1]) ||
    back.getUTCMonth() !== Number(match[2]) - 1 ||
    back.getUTCDate() !== Number(match[3])
  )
    return null;
  return ms / DAY;
}

export function isCalendarDate(date: string): boolean {
  return dayNumber(date) !== null;
}

const fromDayNumber = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);

/** The IST calendar date an instant falls on. */
export function istDateOf(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MINUTES * MINUTE).toISOString().slice(0, 10);
}

/** Minutes after IST midnight of an instant (fractions of a minute kept). */
export function istMinutesOf(instant: Date): number {
  const shifted = instant.getTime() + IST_OFFSET_MINUTES * MINUTE;
  return (((shifted % DAY) + DAY) % DAY) / MINUTE;
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a calendar date. */
export function weekdayOf(date: string): number {
  const day = dayNumber(date);
  if (day === null) throw new RangeError(`not a date: ${date}`);
  // 1970-01-01 was a Thursday (4).
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** The instant of `minutes` after midnight IST on `date`. */
export function istInstant(date: string, minutes: number): Date {
  const day = dayNumber(date);
  if (day === null) throw new RangeError(`not a date: ${date}`);
  return new Date(day * DAY + (minutes - IST_OFFSET_MINUTES) * MINUTE);
}

export function addDays(date: string, days: number): string {
  const day = dayNumber(date);
  if (day === null) throw new RangeError(`not a date: ${date}`);
  return fromDayNumber(day + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier); null for a bad date. */
export function daysBetween(from: string, to: string): number | null {
  const a = dayNumber(from);
  const b = dayNumber(to);
  return a === null || b === null ? null : b - a;
}
