import { describe, expect, it } from 'vitest';
import {
  computeCheckDigit,
  decodeVin,
  modelYearCandidates,
  modelYearCode,
  withCheckDigit,
} from '../../../rules/vehicles/vin';
import { INDIAN_WMIS, wmiEntry, wmisOfMake } from '../../../rules/vehicles/wmi';

const NOW = new Date('2026-06-15T12:00:00Z');

/** VINs of the shape printed on Indian registration certificates, with correct check digits. */
const REAL_SHAPED = [
  ['MA3FJEB14L0123456', ['maruti-suzuki'], 2020],
  [withCheckDigit('MATA42GE0KR123456'), ['tata'], 2019],
  [withCheckDigit('MA1TA2GE0M2123456'), ['mahindra'], 2021],
  [withCheckDigit('MALC381C0NM123456'), ['hyundai'], 2022],
  [withCheckDigit('ME4JF50A0P8123456'), ['honda'], 2023],
  [withCheckDigit('MD2A11CZ0JCA12345'), ['bajaj', 'ktm'], 2018],
  [withCheckDigit('MBLHA10A0CHA12345'), ['hero'], 2012],
] as const;

describe('computeCheckDigit (ISO 3779 / 49 CFR 565)', () => {
  it('matches known North-American VINs', () => {
    expect(computeCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(computeCheckDigit('11111111111111111')).toBe('1');
    expect(computeCheckDigit('1HGCM82633A004352')).toBe('3');
  });
  it('agrees with the sample Maruti VIN from a registration certificate', () => {
    expect(computeCheckDigit('MA3FJEB14L0123456')).toBe('4');
  });
  it('refuses what is not a VIN', () => {
    expect(() => computeCheckDigit('hello')).toThrow(RangeError);
  });
});

describe('model years (position 10)', () => {
  it('reads the 30-year cycle within 1990..next year', () => {
    expect(modelYearCandidates('L', NOW)).toEqual([2020, 1990]);
    expect(modelYearCandidates('5', NOW)).toEqual([2005]);
    expect(modelYearCandidates('A', NOW)).toEqual([2010]);
    expect(modelYearCandidates('U', NOW)).toEqual([]);
    expect(modelYearCode(2012)).toBe('C');
  });
});

describe('decodeVin', () => {
  it.each(REAL_SHAPED)('decodes %s to its maker and year', (vin, makes, year) => {
    const decoded = decodeVin(vin, NOW);
    expect(decoded).toMatchObject({ ok: true, vin, makes, wmi: vin.slice(0, 3) });
    if (decoded.ok) expect(decoded.modelYears[0]).toBe(year);
  });

  it('normalises spaces, dashes and case', () => {
    expect(decodeVin(' ma3fjeb14-l0123456 ', NOW)).toMatchObject({ ok: true, vin: 'MA3FJEB14L0123456' });
  });

  it('checks position 9 only where the maker uses the check digit (Royal Enfield)', () => {
    const good = withCheckDigit('ME3U3S5F0KA123456');
    const bad = `${good.slice(0, 8)}${good[8] === '1' ? '2' : '1'}${good.slice(9)}`;
    expect(decodeVin(good, NOW)).toMatchObject({ ok: true, makes: ['royal-enfield'], checkDigit: 'required' });
    expect(decodeVin(bad, NOW)).toEqual({ ok: false, reason: 'BAD_CHECK_DIGIT' });
    const maruti = 'MA3FJEB15L0123456';
    expect(decodeVin(maruti, NOW)).toMatchObject({ ok: true, checkDigit: 'not-checked' });
  });

  it.each([
    ['EMPTY', ''],
    ['EMPTY', '   '],
    ['MALFORMED', 'hello'],
    ['MALFORMED', 'error'],
    ['MALFORMED', 'MA3FJEB14L012345'],
    ['MALFORMED', 'MA3FJEB14L01234567'],
    ['MALFORMED', 'MA3FJEB14L01234#6'],
    ['MALFORMED', 'MA3FJEB14U0123456'],
    ['FORBIDDEN_CHARACTERS', 'MA3FJEB14L0123O56'],
    ['UNKNOWN_MANUFACTURER', withCheckDigit('WVWZZZ1JZ3W386752')],
    ['UNKNOWN_MANUFACTURER', 'MZZFJEB14L0123456'],
  ])('answers %s for %j', (reason, vin) => {
    expect(decodeVin(vin, NOW)).toEqual({ ok: false, reason });
  });
});

describe('Indian WMIs', () => {
  it('are unique, well-formed and name makes', () => {
    const codes = INDIAN_WMIS.map((e) => e.wmi);
    expect(new Set(codes).size).toBe(codes.length);
    for (const entry of INDIAN_WMIS) {
      expect(entry.wmi).toMatch(/^M[A-HJ-NPR-Z0-9]{2}$/);
      expect(entry.makes.length).toBeGreaterThan(0);
    }
  });
  it('give Honda both its car and its two-wheeler codes', () => {
    expect(wmisOfMake('honda')).toEqual(['MAK', 'ME4']);
    expect(wmiEntry('mex')?.makes).toEqual(['volkswagen', 'skoda']);
  });
});
