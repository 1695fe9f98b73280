import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatInr, formatInrAmount, minorToDecimalString } from '../../../rules/money/inr';

describe('rupee amounts (one rule for web, e-mails and invoices)', () => {
  it('groups lakhs and crores in every language, with 2 decimals, from exact paise', () => {
    expect(formatInr(12_602_140, 'kn')).toBe('₹1,26,021.40');
    expect(formatInr(12_602_140, 'en')).toBe('₹1,26,021.40');
    expect(formatInr(12_602_140, 'hi-IN')).toBe('₹1,26,021.40');
    expect(formatInr(123_456_789_05, 'te')).toContain('12,34,56,789.05');
    expect(formatInr(123_456_789_05, 'ta')).toContain('12,34,56,789.05');
    expect(formatInr(0)).toBe('₹0.00');
    expect(formatInr(5)).toBe('₹0.05');
    expect(formatInrAmount(999_999_99)).toBe('9,99,999.99');
  });

  it('is exact for every safe number of paise (no float division)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (paise) => {
        const digits = formatInrAmount(paise).replace(/,/g, '');
        expect(digits).toBe(minorToDecimalString(paise));
      }),
    );
  });
});
