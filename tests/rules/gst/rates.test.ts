import { describe, expect, it } from 'vitest';
import { checkGstRateRow, type GstRateRow, isHsnCode, isSacCode, istDate, rateOn } from '../../../rules/gst/rates';

const ROWS: GstRateRow[] = [
  { code: '8507', effectiveFrom: '2017-07-01', rateBp: 2800 },
  { code: '8507', effectiveFrom: '2025-09-22', rateBp: 1800 },
  { code: '850760', effectiveFrom: '2017-07-01', rateBp: 1800 },
  { code: '650610', effectiveFrom: '2017-07-01', rateBp: 1800 },
  { code: '650610', effectiveFrom: '2025-09-22', rateBp: 500 },
];

describe('rateOn: the GST rate in force for a code on a day', () => {
  it('takes the row with the latest effective date on or before the day', () => {
    expect(rateOn(ROWS, '8507', '2025-09-21')).toBe(2800);
    expect(rateOn(ROWS, '8507', '2025-09-22')).toBe(1800);
    expect(rateOn(ROWS, '8507', '2026-01-01')).toBe(1800);
    expect(rateOn(ROWS, '650610', '2025-01-15')).toBe(1800);
    expect(rateOn(ROWS, '650610', '2025-10-02')).toBe(500);
  });

  it('does not depend on the order of the rows', () => {
    expect(rateOn([...ROWS].reverse(), '8507', '2025-09-21')).toBe(2800);
    expect(rateOn([...ROWS].reverse(), '8507', '2025-09-22')).toBe(1800);
  });

  it('lets a heading cover longer codes that have no rows of their own', () => {
    expect(rateOn(ROWS, '850710', '2025-06-01')).toBe(2800);
    expect(rateOn(ROWS, '85071000', '2025-10-01')).toBe(1800);
  });

  it('prefers the longest code with rows of its own', () => {
    expect(rateOn(ROWS, '850760', '2025-06-01')).toBe(1800);
    expect(rateOn(ROWS, '85076000', '2025-06-01')).toBe(1800);
  });

  it('answers null for an unknown code or a day before the first row', () => {
    expect(rateOn(ROWS, '8708', '2026-01-01')).toBeNull();
    expect(rateOn(ROWS, '85', '2026-01-01')).toBeNull();
    expect(rateOn(ROWS, '8507', '2017-06-30')).toBeNull();
    expect(rateOn([], '8507', '2026-01-01')).toBeNull();
  });

  it('does not fall back to a heading when the longer code has rows, none yet in force', () => {
    const rows = [...ROWS, { code: '850790', effectiveFrom: '2026-04-01', rateBp: 500 }];
    expect(rateOn(rows, '850790', '2026-01-01')).toBeNull();
    expect(rateOn(rows, '850790', '2026-04-01')).toBe(500);
  });
});

describe('codes, dates and rows', () => {
  it('knows HSN codes (4, 6 or 8 digits) and SAC codes (6 digits of chapter 99)', () => {
    expect(['8708', '870830', '85044090'].every(isHsnCode)).toBe(true);
    expect(['870', '87083', '8708300', '870830001', '8708 30', ''].some(isHsnCode)).toBe(false);
    expect(isSacCode('998714')).toBe(true);
    expect(['9987', '870830', '99871', '9987140'].some(isSacCode)).toBe(false);
  });

  it('gives the Indian date of an instant (IST, UTC+5:30)', () => {
    expect(istDate(new Date('2025-09-21T18:29:59Z'))).toBe('2025-09-21');
    expect(istDate(new Date('2025-09-21T18:30:00Z'))).toBe('2025-09-22');
  });

  it('refuses rows with a rate outside the GST slabs, a bad code or date', () => {
    expect(checkGstRateRow({ code: '8708', effectiveFrom: '2025-09-22', rateBp: 1800 })).toBeNull();
    expect(checkGstRateRow({ code: '998714', effectiveFrom: '2017-07-01', rateBp: 1800 })).toBeNull();
    expect(checkGstRateRow({ code: '8708', effectiveFrom: '2025-09-22', rateBp: 1300 })).toBe('GST_RATE_NOT_A_SLAB');
    expect(checkGstRateRow({ code: '8708', effectiveFrom: '2025-09-22', rateBp: 18 })).toBe('GST_RATE_NOT_A_SLAB');
    expect(checkGstRateRow({ code: '87', effectiveFrom: '2025-09-22', rateBp: 1800 })).toBe('GST_CODE_INVALID');
    expect(checkGstRateRow({ code: '8708', effectiveFrom: '22-09-2025', rateBp: 1800 })).toBe('GST_DATE_INVALID');
  });
});
