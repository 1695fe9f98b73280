import { describe, expect, it } from 'vitest';
import { VEHICLE_MAKES } from '../../../gateway/vehicles/seed';
import type { VehicleMake } from '../../../gateway/vehicles/seed';
import {
  computeCheckDigit,
  decodeVin,
  MODEL_YEAR_CODES,
  modelYearCandidates,
  modelYearCode,
  VIN_PATTERN,
} from '../../../gateway/vehicles/vin';
import { encodeVinForVehicle } from '../../../gateway/vehicles/vin-match';
import { NOW, vehicle, withChar, withValidCheckDigit } from './helpers';

const SWIFT_VIN = encodeVinForVehicle(vehicle('maruti-suzuki/swift/2019/1.2-vxi-petrol'), 123456);
const CLASSIC_VIN = encodeVinForVehicle(vehicle('royal-enfield/classic-350/2022/349cc-j-series-dual-abs'), 4711);
const at = (year: number, month = 5) => new Date(Date.UTC(year, month, 15));

describe('decodeVin: valid VINs', () => {
  it('decodes a Maruti Suzuki VIN (no check digit used)', () => {
    expect(SWIFT_VIN).toMatch(VIN_PATTERN);
    expect(decodeVin(SWIFT_VIN, NOW)).toEqual({
      ok: true,
      vin: SWIFT_VIN,
      wmi: 'MA3',
      makeSlug: 'maruti-suzuki',
      modelYears: [2019],
      vds: SWIFT_VIN.slice(3, 8),
      checkDigit: SWIFT_VIN.charAt(8),
      vis: SWIFT_VIN.slice(9),
      checkDigitValid: null,
    });
  });

  it('trims and upper-cases the input', () => {
    const result = decodeVin(`  ${SWIFT_VIN.toLowerCase()}\n`, NOW);
    expect(result.ok && result.vin).toBe(SWIFT_VIN);
  });

  it('validates the check digit for a make that uses it (Royal Enfield)', () => {
    const result = decodeVin(CLASSIC_VIN, NOW);
    expect(result).toMatchObject({ ok: true, wmi: 'ME3', makeSlug: 'royal-enfield', checkDigitValid: true });
  });

  it("accepts 'X' as a check digit (remainder 10)", () => {
    const classic = vehicle('royal-enfield/classic-350/2022/349cc-j-series-dual-abs');
    const vin = [...Array(200).keys()].map((s) => encodeVinForVehicle(classic, s)).find((v) => v[8] === 'X');
    expect(vin).toBeDefined();
    expect(decodeVin(vin ?? '', NOW)).toMatchObject({ ok: true, checkDigit: 'X', checkDigitValid: true });
  });

  it('ignores a wrong position 9 for makes without a check digit', () => {
    const digit = SWIFT_VIN.charAt(8) === '7' ? '8' : '7';
    expect(decodeVin(withChar(SWIFT_VIN, 9, digit), NOW)).toMatchObject({ ok: true, checkDigitValid: null });
  });

  it('maps both Honda WMIs (cars MAK, two-wheelers ME4) to the honda make', () => {
    const city = encodeVinForVehicle(vehicle('honda/city/2021/1.5-i-vtec-v-petrol'), 1);
    const activa = encodeVinForVehicle(vehicle('honda/activa-6g/2021/109.51cc-std'), 1);
    expect(decodeVin(city, NOW)).toMatchObject({ ok: true, wmi: 'MAK', makeSlug: 'honda' });
    expect(decodeVin(activa, NOW)).toMatchObject({ ok: true, wmi: 'ME4', makeSlug: 'honda' });
  });
});

describe('decodeVin: failures', () => {
  it.each(['', '   ', '\t\n'])('empty input %j → EMPTY', (input) => {
    expect(decodeVin(input, NOW)).toEqual({ ok: false, reason: 'EMPTY' });
  });

  it.each(['error', 'ERROR', ' Error '])("the literal %j → MALFORMED", (input) => {
    expect(decodeVin(input, NOW)).toEqual({ ok: false, reason: 'MALFORMED' });
  });

  it.each([SWIFT_VIN.slice(0, 16), `${SWIFT_VIN}1`, 'MA3', SWIFT_VIN + SWIFT_VIN])('bad length %s → MALFORMED', (vin) => {
    expect(decodeVin(vin, NOW)).toEqual({ ok: false, reason: 'MALFORMED' });
  });

  it.each(['MA3-SWFA16KM12345', 'MA3 SWFA16KM12345', 'MA3SWFA16KM12345_', 'MA3SWFÄ16KM123456'])(
    'non-alphanumeric %j → MALFORMED',
    (vin) => expect(decodeVin(vin, NOW)).toEqual({ ok: false, reason: 'MALFORMED' }),
  );

  it.each([
    ['I', 4],
    ['O', 5],
    ['Q', 12],
    ['i', 17],
    ['o', 9],
  ])('forbidden letter %s at position %i → FORBIDDEN_CHARACTERS', (char, position) => {
    expect(decodeVin(withChar(SWIFT_VIN, position, char), NOW)).toEqual({ ok: false, reason: 'FORBIDDEN_CHARACTERS' });
  });

  it.each(['U', 'Z', '0'])('model-year code %s in position 10 → MALFORMED', (code) => {
    expect(decodeVin(withChar(SWIFT_VIN, 10, code), NOW)).toEqual({ ok: false, reason: 'MALFORMED' });
  });

  it.each(['1M8GDM9AXKP042788', 'WVWZZZ1JZ3W386752', 'MAZSWFA16KM123456', 'ME9C35A17FV000042'])(
    'unknown WMI %s → UNKNOWN_MANUFACTURER',
    (vin) => expect(decodeVin(vin, NOW)).toEqual({ ok: false, reason: 'UNKNOWN_MANUFACTURER' }),
  );

  it('wrong check digit for a make that uses it → BAD_CHECK_DIGIT', () => {
    for (const digit of '0123456789X') {
      if (digit === CLASSIC_VIN.charAt(8)) continue;
      expect(decodeVin(withChar(CLASSIC_VIN, 9, digit), NOW)).toEqual({ ok: false, reason: 'BAD_CHECK_DIGIT' });
    }
  });

  it('a changed serial breaks the check digit until it is recomputed', () => {
    const edited = withChar(CLASSIC_VIN, 17, CLASSIC_VIN.charAt(16) === '5' ? '6' : '5');
    expect(decodeVin(edited, NOW)).toEqual({ ok: false, reason: 'BAD_CHECK_DIGIT' });
    expect(decodeVin(withValidCheckDigit(edited), NOW)).toMatchObject({ ok: true, checkDigitValid: true });
  });

  it('honours a custom makes list (check digit per make)', () => {
    const makes: VehicleMake[] = [
      { slug: 'demo', name: 'Demo', wmis: ['1M8'], usesCheckDigit: true, plantCode: 'P', vehicleTypes: ['four-wheeler'] },
    ];
    expect(decodeVin('1M8GDM9AXKP042788', NOW, makes)).toMatchObject({ ok: true, makeSlug: 'demo', checkDigitValid: true });
    expect(decodeVin('1M8GDM9A1KP042788', NOW, makes)).toEqual({ ok: false, reason: 'BAD_CHECK_DIGIT' });
  });
});

describe('computeCheckDigit', () => {
  it.each([
    ['1M8GDM9AXKP042788', 'X'],
    ['11111111111111111', '1'],
    ['1HGCM82633A004352', '3'],
  ])('%s → %s', (vin, digit) => {
    expect(computeCheckDigit(vin)).toBe(digit);
  });

  it('ignores the current position 9 and accepts lower case', () => {
    expect(computeCheckDigit('1m8gdm9a0kp042788')).toBe('X');
  });

  it.each(['', 'MA3', '1M8GDM9AXKP04278O', '1M8GDM9AXKP0427888'])('throws for %j', (vin) => {
    expect(() => computeCheckDigit(vin)).toThrow(RangeError);
  });

  it('is what makes flagged usesCheckDigit receive from the encoder', () => {
    expect(VEHICLE_MAKES.filter((m) => m.usesCheckDigit).map((m) => m.slug)).toEqual(['royal-enfield']);
    expect(computeCheckDigit(CLASSIC_VIN)).toBe(CLASSIC_VIN.charAt(8));
  });
});

describe('modelYearCandidates (position 10, 30-year cycle)', () => {
  it('uses the ISO 3779 / SAE code table', () => {
    expect(MODEL_YEAR_CODES).toHaveLength(30);
    expect(MODEL_YEAR_CODES).not.toMatch(/[IOQUZ0]/);
  });

  it.each([
    ['A', 2026, [2010]],
    ['A', 2039, [2040, 2010]],
    ['H', 2026, [2017]],
    ['J', 2026, [2018]],
    ['K', 2026, [2019]],
    ['L', 2026, [2020, 1990]],
    ['S', 2026, [2025, 1995]],
    ['T', 2026, [2026, 1996]],
    ['T', 2025, [2026, 1996]],
    ['T', 2024, [1996]],
    ['V', 2026, [2027, 1997]],
    ['W', 2026, [1998]],
    ['Y', 2026, [2000]],
    ['Y', 2029, [2030, 2000]],
    ['k', 2026, [2019]],
  ])('%s with now=%i → %j', (code, year, expected) => {
    expect(modelYearCandidates(code, at(year))).toEqual(expected);
  });

  it('maps digits 1–9 to 2001–2009 and, once reached, 2031–2039', () => {
    for (let digit = 1; digit <= 9; digit++) {
      expect(modelYearCandidates(String(digit), at(2026))).toEqual([2000 + digit]);
      expect(modelYearCandidates(String(digit), at(2045))).toEqual([2030 + digit, 2000 + digit]);
    }
    expect(modelYearCandidates('5', at(2034))).toEqual([2035, 2005]);
    expect(modelYearCandidates('6', at(2034))).toEqual([2006]);
  });

  it.each(['U', 'Z', '0', 'I', 'O', 'Q', '', 'AB', '-'])('invalid code %j → []', (code) => {
    expect(modelYearCandidates(code, at(2026))).toEqual([]);
  });

  it('modelYearCode is the inverse for 1990–2039', () => {
    for (let year = 1990; year <= 2039; year++) {
      expect(modelYearCandidates(modelYearCode(year), at(2045))).toContain(year);
    }
    expect(modelYearCode(2019)).toBe('K');
    expect(modelYearCode(2026)).toBe('T');
    expect(modelYearCode(2031)).toBe('1');
  });

  it('decodeVin reports the candidates newest first', () => {
    const vin = withChar(SWIFT_VIN, 10, 'L');
    expect(decodeVin(vin, at(2026))).toMatchObject({ ok: true, modelYears: [2020, 1990] });
  });
});
