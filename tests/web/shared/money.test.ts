import { describe, expect, it } from 'vitest';
import { convertMinorUnits, formatMoney, fromDisplayUnits, INR, toWholeUnits } from '@web/shared/format/money';

const EUR = { code: 'EUR', rate: '0.012' };
const USD = { code: 'USD', rate: '0.013' };

describe('convertMinorUnits', () => {
  it('converts paise exactly with decimal rates', () => {
    expect(convertMinorUnits(129900, '0.012')).toBe(1559n); // ₹1,299.00 → €15.588 → €15.59
    expect(convertMinorUnits(100, '0.013')).toBe(1n); // ₹1 → $0.013 → $0.01
    expect(convertMinorUnits(0, '0.012')).toBe(0n);
  });

  it('rounds half away from zero at exactly half a cent', () => {
    expect(convertMinorUnits(125, '0.012')).toBe(2n); // 1.5 cents → 2
    expect(convertMinorUnits(-125, '0.012')).toBe(-2n);
    expect(convertMinorUnits(41, '0.012')).toBe(0n); // 0.492 → 0
  });

  it('stays exact for very large amounts', () => {
    expect(convertMinorUnits(9_007_199_254_740_991, '0.013')).toBe(117_093_590_311_633n);
  });

  it('rejects non-integer amounts and malformed rates', () => {
    expect(() => convertMinorUnits(10.5, '0.012')).toThrow(RangeError);
    expect(() => convertMinorUnits(100, '1e-3')).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it('uses Indian digit grouping for rupees', () => {
    expect(formatMoney({ amount: 12345600, currency: 'INR' }, INR, 'en-IN')).toBe('₹1,23,456.00');
    expect(formatMoney({ amount: 12345600, currency: 'INR' }, INR, 'hi-IN')).toBe('₹1,23,456.00');
    // Kannada's CLDR data groups by thousands; rupees still get lakhs and crores.
    for (const locale of ['kn-IN', 'ta-IN', 'te-IN']) {
      expect(formatMoney({ amount: 12345600, currency: 'INR' }, INR, locale)).toBe('₹1,23,456.00');
      expect(formatMoney({ amount: 123456789012, currency: 'INR' }, INR, locale)).toBe('₹1,23,45,67,890.12');
    }
    expect(formatMoney({ amount: 99900, currency: 'INR' }, INR, 'kn-IN')).toBe('₹999.00');
    expect(formatMoney({ amount: 100000, currency: 'INR' }, INR, 'kn-IN')).toBe('₹1,000.00');
    expect(formatMoney({ amount: -12345600, currency: 'INR' }, INR, 'kn-IN')).toBe('-₹1,23,456.00');
  });

  it('converts and formats euros and dollars for the locale', () => {
    expect(formatMoney({ amount: 129900, currency: 'INR' }, EUR, 'en-IN')).toBe('€15.59');
    expect(formatMoney({ amount: 1_000_000_000, currency: 'INR' }, USD, 'en-IN')).toBe('$1,30,000.00');
  });

  it('refuses amounts that are not rupees', () => {
    expect(() => formatMoney({ amount: 100, currency: 'USD' }, INR, 'en-IN')).toThrow(RangeError);
  });
});

describe('price filter bounds in the display currency', () => {
  const EUR = { code: 'EUR', rate: '0.012' };

  it('turns paise into whole units of the display currency', () => {
    expect(toWholeUnits(150_000, INR)).toBe(1500);
    expect(toWholeUnits(150_049, INR)).toBe(1500);
    expect(toWholeUnits(150_050, INR)).toBe(1501);
    expect(toWholeUnits(150_000, EUR)).toBe(18); // ₹1,500 = €18.00
    expect(toWholeUnits(1_000_000_000, EUR)).toBe(120_000);
  });

  it('turns typed units back into paise with the exact rate', () => {
    expect(fromDisplayUnits(1500, INR)).toBe(150_000);
    expect(fromDisplayUnits(12.5, INR)).toBe(1250);
    expect(fromDisplayUnits(18, EUR)).toBe(150_000);
    expect(fromDisplayUnits(10, EUR)).toBe(83_333); // €10 = ₹833.33
    expect(fromDisplayUnits(10, { code: 'USD', rate: '0.013' })).toBe(76_923);
    expect(toWholeUnits(fromDisplayUnits(10, EUR)!, EUR)).toBe(10);
  });

  it('refuses what is not a non-negative number', () => {
    expect(fromDisplayUnits(Number.NaN, INR)).toBeNull();
    expect(fromDisplayUnits(-1, EUR)).toBeNull();
    expect(fromDisplayUnits(Number.POSITIVE_INFINITY, INR)).toBeNull();
  });
});
