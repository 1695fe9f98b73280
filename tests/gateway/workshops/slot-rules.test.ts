import { describe, expect, it } from 'vitest';
import {
  checkSlotStart,
  type DayHours,
  groupHours,
  slotRangeError,
  slotsBetween,
  slotsOfDay,
} from '../../../gateway/workshops/slot-rules';

const at = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);
const iso = (d: Date) => d.toISOString();
// Mon–Fri 09:00–19:00, Saturday 09:00–13:30, Sunday closed.
const HOURS: DayHours[] = [1, 2, 3, 4, 5]
  .map((weekday) => ({ weekday, opens: 540, closes: 1140 }))
  .concat({ weekday: 6, opens: 540, closes: 810 });
const NOW = at('2027-03-01', '08:00'); // a Monday

describe('slot generation from opening hours', () => {
  it('fills the day on a grid from opening, the last slot ending by closing', () => {
    const slots = slotsOfDay('2027-03-02', HOURS, 60);
    expect(slots).toHaveLength(10);
    expect(iso(slots[0]!.start)).toBe(iso(at('2027-03-02', '09:00')));
    expect(iso(slots.at(-1)!.end)).toBe(iso(at('2027-03-02', '19:00')));
  });

  it('drops a slot that would run past closing', () => {
    // Saturday 09:00–13:30 with 60-minute slots: 09, 10, 11, 12 (13:00–14:00 would overrun).
    expect(slotsOfDay('2027-03-06', HOURS, 60).map((s) => iso(s.end))).toEqual(
      ['10:00', '11:00', '12:00', '13:00'].map((t) => iso(at('2027-03-06', t))),
    );
    expect(slotsOfDay('2027-03-06', HOURS, 90)).toHaveLength(3);
  });

  it('has no slots on a closed day', () => {
    expect(slotsOfDay('2027-03-07', HOURS, 60)).toEqual([]);
  });

  it('lists only future slots over a range, in time order', () => {
    const later = at('2027-03-01', '12:30');
    const slots = slotsBetween('2027-03-01', '2027-03-07', HOURS, 60, later);
    expect(iso(slots[0]!.start)).toBe(iso(at('2027-03-01', '13:00')));
    expect(slots).toHaveLength(6 + 4 * 10 + 4);
    const starts = slots.map((s) => s.start.getTime());
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('refuses bad ranges', () => {
    expect(slotRangeError('2027-03-01', '2027-03-31')).toBeNull();
    expect(slotRangeError('2027-03-01', '2027-04-01')).toBe('ERROR_FORM_OUT_OF_RANGE');
    expect(slotRangeError('2027-03-02', '2027-03-01')).toBe('ERROR_FORM_OUT_OF_RANGE');
    expect(slotRangeError('2027-02-30', '2027-03-01')).toBe('ERROR_FORM_INVALID');
    expect(slotsBetween('2027-03-02', '2027-03-01', HOURS, 60, NOW)).toEqual([]);
  });

  it('groups weekdays with the same hours', () => {
    expect(groupHours(HOURS)).toEqual([
      { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '19:00' },
      { days: [6], opens: '09:00', closes: '13:30' },
    ]);
  });
});

describe('checking a requested slot start', () => {
  it('accepts a slot on the grid and gives its end', () => {
    const check = checkSlotStart(at('2027-03-02', '10:00'), HOURS, 60, NOW);
    expect(check.error).toBeNull();
    expect(iso(check.slot!.end)).toBe(iso(at('2027-03-02', '11:00')));
  });

  it('refuses the past, including the very instant now', () => {
    expect(checkSlotStart(at('2027-02-26', '10:00'), HOURS, 60, NOW).error).toBe('SLOT_IN_PAST');
    expect(checkSlotStart(NOW, HOURS, 60, NOW).error).toBe('SLOT_IN_PAST');
  });

  it('refuses times outside the hours, off the grid or on a closed day', () => {
    for (const [date, time] of [
      ['2027-03-02', '08:00'],
      ['2027-03-02', '19:00'],
      ['2027-03-02', '10:30'],
      ['2027-03-07', '10:00'],
      ['2027-03-06', '13:00'],
    ] as const) {
      expect(checkSlotStart(at(date, time), HOURS, 60, NOW).error).toBe('OUTSIDE_OPENING_HOURS');
    }
    expect(checkSlotStart(new Date(at('2027-03-02', '10:00').getTime() + 1000), HOURS, 60, NOW).error).toBe(
      'OUTSIDE_OPENING_HOURS',
    );
  });

  it('refuses a start beyond the booking horizon, even one a saved cart kept from before (year 275760)', () => {
    expect(checkSlotStart(at('2028-03-07', '10:00'), HOURS, 60, NOW).error).toBe('ERROR_FORM_OUT_OF_RANGE');
    expect(checkSlotStart(new Date('+275760-09-13T00:00:00Z'), HOURS, 60, NOW).error).toBe('ERROR_FORM_OUT_OF_RANGE');
    expect(checkSlotStart(at('2028-02-22', '10:00'), HOURS, 60, NOW).error).toBeNull();
  });
});
