import { daysBetween, istDateOf } from '../../workshops/ist-time';

/**
 * The furthest day, before or after today (India time), the bookings day view answers: beyond the
 * year ahead a shopper may book and staff may move a booking to (slot-rules.ts, decision 066), so
 * every booking can be seen there.
 */
export const MAX_DAYS_AWAY = 366;

/** Whether `date` (YYYY-MM-DD, India time) is within the day view's reach of `now`; false when it is no date. */
export function withinHorizon(date: string, now: Date): boolean {
  const away = daysBetween(istDateOf(now), date);
  return away !== null && Math.abs(away) <= MAX_DAYS_AWAY;
}
