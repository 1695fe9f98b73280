/**
 * Slots of a workshop: generated from its opening hours on a fixed grid (every `slotMinutes`
 * from opening, ending by closing), and the check that a requested start is one of them.
 */
import {
  addDays,
  daysBetween,
  formatClock,
  isCalendarDate,
  istDateOf,
  istInstant,
  istMinutesOf,
  weekdayOf,
} from './ist-time';

/** Opening hours of one weekday (ISO weekday; minutes after midnight IST). */
export interface DayHours {
  weekday: number;
  opens: number;
  closes: number;
}

export interface Slot {
  start: Date;
  end: Date;
}

/** The longest range `serviceSlots` answers, in days (inclusive). */
export const MAX_SLOT_RANGE_DAYS = 31;

/** How far ahead a slot can be booked, in days (decision 066): later slots are neither listed nor booked. */
export const BOOKING_HORIZON_DAYS = 365;

/** The last instant a slot may start at when it is `now`. */
export function bookingHorizon(now: Date): number {
  return now.getTime() + BOOKING_HORIZON_DAYS * 24 * 60 * 60_000;
}

/** Starts (minutes after midnight) of the slots of one day with these hours. */
function slotStarts(hours: DayHours, slotMinutes: number): number[] {
  const starts: number[] = [];
  for (let t = hours.opens; t + slotMinutes <= hours.closes; t += slotMinutes) starts.push(t);
  return starts;
}

/** The slots of one IST calendar date; none when the workshop is closed that day. */
export function slotsOfDay(date: string, hours: readonly DayHours[], slotMinutes: number): Slot[] {
  const weekday = weekdayOf(date);
  const day = hours.find((h) => h.weekday === weekday);
  if (!day) return [];
  return slotStarts(day, slotMinutes).map((t) => ({
    start: istInstant(date, t),
    end: istInstant(date, t + slotMinutes),
  }));
}

/** Why a date range cannot be answered: null when fine. */
export function slotRangeError(from: string, to: string): 'ERROR_FORM_INVALID' | 'ERROR_FORM_OUT_OF_RANGE' | null {
  if (!isCalendarDate(from) || !isCalendarDate(to)) return 'ERROR_FORM_INVALID';
  const days = daysBetween(from, to)!;
  return days < 0 || days >= MAX_SLOT_RANGE_DAYS ? 'ERROR_FORM_OUT_OF_RANGE' : null;
}

/**
 * The slots from `from` to `to` (IST dates, inclusive) that start after `now` and within the
 * booking horizon, in time order.
 */
export function slotsBetween(
  from: string,
  to: string,
  hours: readonly DayHours[],
  slotMinutes: number,
  now: Date,
): Slot[] {
  if (slotRangeError(from, to)) return [];
  const slots: Slot[] = [];
  const last = bookingHorizon(now);
  for (let date = from; daysBetween(date, to)! >= 0 && istInstant(date, 0).getTime() <= last; date = addDays(date, 1)) {
    slots.push(
      ...slotsOfDay(date, hours, slotMinutes).filter(
        (s) => s.start.getTime() > now.getTime() && s.start.getTime() <= last,
      ),
    );
  }
  return slots;
}

export type SlotCheck =
  | { slot: Slot; error: null }
  | { slot: null; error: 'SLOT_IN_PAST' | 'OUTSIDE_OPENING_HOURS' | 'ERROR_FORM_OUT_OF_RANGE' };

/**
 * Whether `start` is a bookable slot: not started yet (SLOT_IN_PAST), within the booking horizon
 * (ERROR_FORM_OUT_OF_RANGE), and exactly one of the day's slots (OUTSIDE_OPENING_HOURS for a
 * closed day, a time outside the hours, or off the grid).
 */
export function checkSlotStart(start: Date, hours: readonly DayHours[], slotMinutes: number, now: Date): SlotCheck {
  if (start.getTime() <= now.getTime()) return { slot: null, error: 'SLOT_IN_PAST' };
  if (start.getTime() > bookingHorizon(now)) return { slot: null, error: 'ERROR_FORM_OUT_OF_RANGE' };
  const date = istDateOf(start);
  const minutes = istMinutesOf(start);
  const slot = slotsOfDay(date, hours, slotMinutes).find((s) => istMinutesOf(s.start) === minutes);
  return slot ? { slot, error: null } : { slot: null, error: 'OUTSIDE_OPENING_HOURS' };
}

/** Weekday hours grouped by identical opening and closing times, in weekday order ('HH:MM'). */
export function groupHours(hours: readonly DayHours[]): { days: number[]; opens: string; closes: string }[] {
  const groups: { days: number[]; opens: string; closes: string }[] = [];
  for (const h of [...hours].sort((a, b) => a.weekday - b.weekday)) {
    const opens = formatClock(h.opens);
    const closes = formatClock(h.closes);
    const group = groups.find((g) => g.opens === opens && g.closes === closes);
    if (group) group.days.push(h.weekday);
    else groups.push({ days: [h.weekday], opens, closes });
  }
  return groups;
}
