import { describe, expect, it } from 'vitest';
import {
  documentFileName,
  documentNumber,
  financialYearOf,
  indiaDate,
} from '../../../gateway/invoices/document-number';

describe('document numbers and the Indian financial year', () => {
  it('changes year at midnight between 31 March and 1 April in India, not in UTC', () => {
    // 31 March 2027 23:59 IST = 18:29 UTC; 1 April 2027 00:00 IST = 31 March 18:30 UTC.
    expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z')).name).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00.000Z')).name).toBe('2027-28');
    expect(indiaDate(new Date('2027-03-31T18:30:00.000Z'))).toBe('2027-04-01');
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'))).toEqual({
      startYear: 2026,
      name: '2026-27',
      short: '26-27',
    });
    expect(financialYearOf(new Date('2027-01-15T12:00:00Z')).name).toBe('2026-27');
    expect(financialYearOf(new Date('2099-12-31T12:00:00Z')).name).toBe('2099-00');
  });

  it('numbers within 16 characters: GP/26-27/000123 and CN/26-27/000004', () => {
    const year = financialYearOf(new Date('2026-06-01T00:00:00Z'));
    expect(documentNumber('invoice', year, 123)).toBe('GP/26-27/000123');
    expect(documentNumber('credit-note', year, 4)).toBe('CN/26-27/000004');
    expect(documentNumber('invoice', year, 1_000_000)).toBe('GP/26-27/1000000');
    expect(documentNumber('invoice', year, 9_999_999)).toHaveLength(16);
    expect(() => documentNumber('invoice', year, 10_000_000)).toThrow(RangeError);
    expect(() => documentNumber('invoice', year, 0)).toThrow(RangeError);
    expect(documentFileName('GP/26-27/000123')).toBe('GP-26-27-000123.pdf');
  });
});
