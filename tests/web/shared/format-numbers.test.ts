import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatCountry,
  formatCurrencyName,
  formatDate,
  formatDateTime,
  formatPercent,
  formatPosition,
  formatRating,
  formatYear,
} from '@web/shared/format/numbers';

const NBSP = /[\u00a0\u202f]/g;

describe('counts', () => {
  it('use Indian grouping in Indian locales and Western grouping elsewhere', () => {
    expect(formatCount(123456, 'en-IN')).toBe('1,23,456');
    expect(formatCount(123456, 'hi-IN')).toBe('1,23,456');
    expect(formatCount(12345678, 'ta-IN')).toBe('1,23,45,678');
    expect(formatCount(123456, 'en-US')).toBe('123,456');
    expect(formatCount(123456, 'de-DE')).toBe('123.456');
    expect(formatCount(7, 'kn-IN')).toBe('7');
  });

  it('keep Latin digits even where the locale has its own', () => {
    expect(formatCount(1234, 'ar-EG')).toMatch(/^1.?234$/);
    expect(formatCount(42, 'mr-IN')).toBe('42');
  });

  it('round to whole numbers', () => {
    expect(formatCount(2.5, 'en-IN')).toBe('3');
  });
});

describe('ratings', () => {
  it('show one decimal with the locale’s separator', () => {
    expect(formatRating(4.5, 'en-IN')).toBe('4.5');
    expect(formatRating(4, 'te-IN')).toBe('4.0');
    expect(formatRating(4.25, 'de-DE')).toBe('4,3');
    expect(formatRating(3.96, 'hi-IN')).toBe('4.0');
  });

  it('stay between 0 and 5', () => {
    expect(formatRating(7, 'en-IN')).toBe('5.0');
    expect(formatRating(-1, 'en-IN')).toBe('0.0');
  });
});

describe('percentages and positions', () => {
  it('follow the locale', () => {
    expect(formatPercent(20, 'en-IN')).toBe('20%');
    expect(formatPercent(20, 'de-DE').replace(NBSP, ' ')).toBe('20 %');
    expect(formatPosition(2, 12, 'ta-IN')).toBe('2 / 12');
  });
});

describe('dates', () => {
  it('write a calendar day in the language, without shifting it by the time zone', () => {
    expect(formatDate('2026-11-21', 'en-IN', 'long')).toBe('21 November 2026');
    expect(formatDate('2026-11-21', 'hi-IN', 'long')).toBe('21 नवंबर 2026');
    expect(formatDate('2026-01-05', 'en-US', 'long')).toBe('January 5, 2026');
    expect(formatDate('2026-11-21', 'ta-IN', 'long')).toMatch(/^21 நவம்பர்,? 2026$/);
  });

  it('write an instant in India time', () => {
    expect(formatDateTime('2026-11-21T18:45:00Z', 'en-IN').replace(NBSP, ' ')).toBe('22 November 2026 at 12:15 am');
    expect(formatYear('2026-06-01T00:00:00Z', 'te-IN')).toBe('2026');
  });

  it('reject what is not a date', () => {
    expect(() => formatDate('not a date', 'en-IN')).toThrow(RangeError);
    expect(() => formatDateTime(Number.NaN, 'en-IN')).toThrow(RangeError);
  });
});

describe('dates of instants', () => {
  it('are the day it was in India', () => {
    expect(formatDate('2026-11-21T19:00:00Z', 'en-IN', 'long')).toBe('22 November 2026');
    expect(formatDate(Date.UTC(2026, 10, 21, 12), 'kn-IN', 'short')).toMatch(/21\/11\/26|21-11-26/);
  });
});

describe('names of countries and currencies', () => {
  it("are in the shopper's language", () => {
    expect(formatCountry('IN', 'hi-IN')).toBe('भारत');
    expect(formatCountry('DE', 'en-IN')).toBe('Germany');
    expect(formatCurrencyName('INR', 'ta-IN', 'Indian Rupee')).toBe('இந்திய ரூபாய்');
  });

  it('fall back to the given name, or the code, where Intl has none', () => {
    expect(formatCountry('not a region', 'hi-IN')).toBe('not a region');
    expect(formatCountry('IN', 'not a locale!', 'India')).toBe('India');
    expect(formatCurrencyName('rupees', 'hi-IN', 'Rupees')).toBe('Rupees');
  });
});
