import { describe, expect, it } from 'vitest';
import { currencyRateProblem } from '../../../rules/shop/settings';

describe('currency rates as currencies.rate (numeric(12, 6), above 0) holds them', () => {
  it('takes rates of up to 6 whole digits and 8 decimals that round to a millionth or more', () => {
    for (const rate of ['0.0118', '1', '0.000001', '0.0000005', '999999.999999', '999999.99999949'])
      expect(currencyRateProblem(rate), rate).toBeNull();
  });

  it('refuses what rounds to 0 or beyond the column as out of range, and what is not a rate as invalid', () => {
    for (const rate of ['0.0000001', '0.0000004', '0.00000049', '999999.9999995'])
      expect(currencyRateProblem(rate), rate).toBe('out-of-range');
    for (const rate of ['0', '0.0', '-1', '1e-7', '1234567', '0.123456789', 'abc', ''])
      expect(currencyRateProblem(rate), rate).toBe('invalid');
  });
});
