import { daysBetween, istDateOf } from '../../workshops/ist-time';

/**
 * The furthest day, before or after today (India time), the bookings day view answers; a move may
 * not take a booking further, or staff could no longer see it there.
 */
export const MAX_DAYS_AWAY = 366;

/** Whether `date` (YYYY-MM-DD, India time) is within the day view's reach of `now`; false when it is no date. */
export function withinHorizon(date: string, now: Date): boolean {
  const away = daysBetween(istDateOf(now), date);
  return away !== null && Math.abs(away) <= MAX_DAYS_AWAY;
}
