/**
 * Amounts as people type them into the product form and the CSV (rules/catalogue/product-fields.ts
 * `rupeesToPaise`): commas only where they group digits, the Indian way (1,25,000) or the
 * international one (125,000). Every comma used to be stripped, so "12,50" became ₹1,250.00 and the
 * dry run said nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rupeesToPaise } from '../../../rules/catalogue/product-fields';

describe('rupeesToPaise', () => {
  it.each([
    ['1899', 189_900],
    ['1899.5', 189_950],
    ['₹ 1,899.50', 189_950],
    ['Rs. 1,250', 125_000],
    ['1,25,000.50', 12_500_050],
    ['12,34,56,789', 12_345_678_900],
    ['125,000', 12_500_000],
    ['1,250,000.05', 125_000_005],
    ['0.99', 99],
  ])('reads %s as %i paise', (text, paise) => {
    expect(rupeesToPaise(text)).toBe(paise);
  });

  it.each(['12,50', '1,2,3', '1,0000', ',250', '1,250,', '1,,250', '12,5,000', '1,25,00', '1,2500.50', '1.234', ''])(
    'refuses %j',
    (text) => {
      expect(rupeesToPaise(text)).toBeNull();
    },
  );

  const rupees = fc.integer({ min: 0, max: 999_999_999 });
  it('reads every amount written with Indian or international grouping', () => {
    fc.assert(
      fc.property(rupees, fc.integer({ min: 0, max: 99 }), (r, p) => {
        const decimals = `.${String(p).padStart(2, '0')}`;
        for (const locale of ['en-IN', 'en-US'])
          expect(rupeesToPaise(`${r.toLocaleString(locale)}${decimals}`)).toBe(r * 100 + p);
      }),
    );
  });

  it('takes digits with commas only when every group is a grouping, and then reads the digits', () => {
    // Digits cut into groups by commas: grouped as India or the world writes numbers, or refused.
    const groups = fc.array(fc.stringMatching(/^[0-9]{1,4}$/), { minLength: 2, maxLength: 5 });
    fc.assert(
      fc.property(groups, (parts) => {
        const [first, ...rest] = parts.map((g) => g.length);
        const last = rest.at(-1)!;
        const indian = first! <= 2 && last === 3 && rest.slice(0, -1).every((n) => n === 2);
        const international = first! <= 3 && rest.every((n) => n === 3);
        const digits = parts.join('');
        const expected = (indian || international) && digits.length <= 9 ? Number(digits) * 100 : null;
        expect(rupeesToPaise(parts.join(','))).toBe(expected);
      }),
    );
  });
});
