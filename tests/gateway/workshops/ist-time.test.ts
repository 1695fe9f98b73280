import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  formatClock,
  isCalendarDate,
  istDateOf,
  istInstant,
  istMinutesOf,
  parseClock,
  weekdayOf,
} from '../../../gateway/workshops/ist-time';

describe('IST time arithmetic', () => {
  it('converts IST wall-clock times to instants at UTC+05:30', () => {
    expect(istInstant('2027-03-02', 10 * 60).toISOString()).toBe('2027-03-02T04:30:00.000Z');
    expect(istInstant('2027-03-02', 0).toISOString()).toBe('2027-03-01T18:30:00.000Z');
  });

  it('gives the IST date and time of an instant, also across UTC midnight', () => {
    const lateUtc = new Date('2027-03-01T20:00:00Z'); // 01:30 IST on 2 March
    expect(istDateOf(lateUtc)).toBe('2027-03-02');
    expect(istMinutesOf(lateUtc)).toBe(90);
    expect(istMinutesOf(new Date('2027-03-02T04:30:30Z'))).toBe(600.5);
  });

  it('knows ISO weekdays', () => {
    expect(weekdayOf('2027-03-01')).toBe(1);
    expect(weekdayOf('2027-03-07')).toBe(7);
    expect(weekdayOf('1970-01-01')).toBe(4);
    expect(weekdayOf('2024-02-29')).toBe(4);
  });

  it('validates calendar dates and counts days', () => {
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-3-1')).toBe(false);
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(daysBetween('2027-03-01', '2027-03-31')).toBe(30);
    expect(daysBetween('2027-03-02', '2027-03-01')).toBe(-1);
    expect(daysBetween('nope', '2027-03-01')).toBeNull();
  });

  it('parses and formats HH:MM', () => {
    expect(parseClock('09:30')).toBe(570);
    expect(parseClock('24:00')).toBe(1440);
    for (const bad of ['9:30', '24:01', '25:00', '12:60', '']) expect(parseClock(bad)).toBeNull();
    expect(formatClock(570)).toBe('09:30');
  });
});
