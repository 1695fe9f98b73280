/**
 * VIN decoding per ISO 3779 (structure, alphabet, model-year code) with the North-American check
 * digit (49 CFR 565) validated only for makes whose data sets `usesCheckDigit`.
 *
 * Layout: positions 1–3 WMI, 4–8 VDS (model/engine attributes, see vin-match.ts), 9 check digit
 * (or manufacturer use), 10 model year, 11 plant, 12–17 serial. `vis` is positions 10–17.
 */
import { VEHICLE_MAKES } from './seed';
import type { VehicleMake } from './seed';
import { makeForWmi } from './wmi';

export const VIN_LENGTH = 17;

/** ISO 3779 VIN alphabet: digits and capital letters except I, O and Q. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** Model-year codes in cycle order: 'A' = 1980/2010/2040 … 'Y' = 2000/2030, '1' = 2001/2031 … */
export const MODEL_YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const MODEL_YEAR_CYCLE = 30;
const MODEL_YEAR_BASE = 1980;
/** Oldest model year we return as a candidate. */
export const EARLIEST_MODEL_YEAR = 1990;

/** North-American check-digit weights for positions 1–17 (position 9 itself weighs 0). */
export const CHECK_DIGIT_WEIGHTS: readonly number[] = [
  8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2,
];

/** North-American transliteration: letters to numbers (digits keep their value). */
const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};

export type VinFailureReason =
  | 'EMPTY'
  | 'MALFORMED'
  | 'FORBIDDEN_CHARACTERS'
  | 'BAD_CHECK_DIGIT'
  | 'UNKNOWN_MANUFACTURER';

export interface VinDecodeSuccess {
  ok: true;
  /** Normalised VIN (trimmed, upper case). */
  vin: string;
  /** Positions 1–3. */
  wmi: string;
  makeSlug: string;
  /** Candidate model years from position 10 within 1990..currentYear+1, newest first. */
  modelYears: number[];
  /** Positions 4–8. */
  vds: string;
  /** Position 9. */
  checkDigit: string;
  /** Positions 10–17. */
  vis: string;
  /** null when the make does not use the check digit. */
  checkDigitValid: boolean | null;
}

export interface VinDecodeFailure {
  ok: false;
  reason: VinFailureReason;
}

export type VinDecodeResult = VinDecodeSuccess | VinDecodeFailure;

function transliterate(char: string): number {
  if (char >= '0' && char <= '9') return Number(char);
  const value = TRANSLITERATION[char];
  if (value === undefined) throw new RangeError(`'${char}' is not a VIN character`);
  return value;
}

/**
 * The North-American check digit ('0'–'9' or 'X') for a 17-character VIN; the character
 * currently at position 9 is ignored. Throws RangeError for anything that is not a VIN.
 */
export function computeCheckDigit(vin: string): string {
  const normalized = vin.trim().toUpperCase();
  if (!VIN_PATTERN.test(normalized)) throw new RangeError(`Not a 17-character VIN: '${vin}'`);
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    sum += transliterate(normalized.charAt(i)) * (CHECK_DIGIT_WEIGHTS[i] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/**
 * Model years a position-10 code can stand for (30-year cycle), limited to
 * 1990..now's year + 1, newest first. Invalid codes (U, Z, 0, I, O, Q, …) give [].
 */
export function modelYearCandidates(code: string, now: Date = new Date()): number[] {
  if (code.length !== 1) return [];
  const index = MODEL_YEAR_CODES.indexOf(code.toUpperCase());
  if (index < 0) return [];
  const latest = now.getFullYear() + 1;
  const years: number[] = [];
  for (let year = MODEL_YEAR_BASE + index; year <= latest; year += MODEL_YEAR_CYCLE) {
    if (year >= EARLIEST_MODEL_YEAR) years.push(year);
  }
  return years.reverse();
}

/** The position-10 code of a model year (any year; the cycle repeats every 30 years). */
export function modelYearCode(year: number): string {
  if (!Number.isInteger(year)) throw new RangeError(`Not a model year: ${year}`);
  const offset = (((year - MODEL_YEAR_BASE) % MODEL_YEAR_CYCLE) + MODEL_YEAR_CYCLE) % MODEL_YEAR_CYCLE;
  return MODEL_YEAR_CODES.charAt(offset);
}

function fail(reason: VinFailureReason): VinDecodeFailure {
  return { ok: false, reason };
}

/**
 * Decodes a VIN. Checks, in order: empty → EMPTY; the literal 'error' → MALFORMED; anything but
 * letters and digits → MALFORMED; I, O or Q → FORBIDDEN_CHARACTERS; not 17 characters → MALFORMED;
 * invalid model-year code (U, Z, 0) → MALFORMED; WMI not in our makes → UNKNOWN_MANUFACTURER;
 * wrong check digit for a make that uses one → BAD_CHECK_DIGIT.
 */
export function decodeVin(
  input: string,
  now: Date = new Date(),
  makes: readonly VehicleMake[] = VEHICLE_MAKES,
): VinDecodeResult {
  const vin = (typeof input === 'string' ? input : '').trim().toUpperCase();
  if (vin === '') return fail('EMPTY');
  if (vin === 'ERROR') return fail('MALFORMED');
  if (!/^[A-Z0-9]+$/.test(vin)) return fail('MALFORMED');
  if (/[IOQ]/.test(vin)) return fail('FORBIDDEN_CHARACTERS');
  if (vin.length !== VIN_LENGTH) return fail('MALFORMED');

  const modelYears = modelYearCandidates(vin.charAt(9), now);
  if (modelYears.length === 0) return fail('MALFORMED');

  const wmi = vin.slice(0, 3);
  const make = makeForWmi(wmi, makes);
  if (!make) return fail('UNKNOWN_MANUFACTURER');

  const checkDigit = vin.charAt(8);
  const checkDigitValid = make.usesCheckDigit ? computeCheckDigit(vin) === checkDigit : null;
  if (checkDigitValid === false) return fail('BAD_CHECK_DIGIT');

  return {
    ok: true,
    vin,
    wmi,
    makeSlug: make.slug,
    modelYears,
    vds: vin.slice(3, 8),
    checkDigit,
    vis: vin.slice(9),
    checkDigitValid,
  };
}
