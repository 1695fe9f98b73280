import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from '../../../rules/money/amount-in-words';

const rupees = (r: number, p = 0) => r * 100 + p;

describe('amount in words (Indian numbering)', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [rupees(1), 'Rupees One Only'],
    [rupees(99_999), 'Rupees Ninety-Nine Thousand Nine Hundred Ninety-Nine Only'],
    [rupees(1_00_000), 'Rupees One Lakh Only'],
    [
      rupees(12_34_56_789, 5),
      'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine and Five Paise Only',
    ],
    [rupees(1_23_456, 78), 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only'],
    [5, 'Rupees Zero and Five Paise Only'],
    [rupees(1_26_021, 40), 'Rupees One Lakh Twenty-Six Thousand Twenty-One and Forty Paise Only'],
    [rupees(100), 'Rupees One Hundred Only'],
    [rupees(110), 'Rupees One Hundred Ten Only'],
    [rupees(1_000), 'Rupees One Thousand Only'],
    [rupees(10_00_00_000), 'Rupees Ten Crore Only'],
    [rupees(123_00_00_000), 'Rupees One Hundred Twenty-Three Crore Only'],
    [rupees(19), 'Rupees Nineteen Only'],
    [rupees(20, 1), 'Rupees Twenty and One Paise Only'],
  ])('%i paise → %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('refuses what is not an amount of paise', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });

  it('never repeats a unit word and always ends "Only"', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_99_99_99_999 }), (paise) => {
        const words = amountInWords(paise);
        expect(words).toMatch(/^Rupees [A-Z][A-Za-z -]* Only$/);
        for (const unit of ['Crore', 'Lakh', 'Thousand']) expect(words.split(unit).length).toBeLessThanOrEqual(2);
      }),
    );
  });

  it('writes whole numbers for other uses', () => {
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(1_01_01_101)).toBe('One Crore One Lakh One Thousand One Hundred One');
  });
});
