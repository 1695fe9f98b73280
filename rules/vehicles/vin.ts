/**
 * What a VIN honestly tells (ISO 3779): positions 1–3 the manufacturer (WMI, see wmi.ts),
 * position 10 the model year (30-year cycle), position 9 a check digit where the maker uses the
 * North-American one (49 CFR 565). Positions 4–8 (model, engine) are each maker's own code and are
 * not decoded: no Indian maker publishes them (docs/decisions/030).
 */
import { type CheckDigitUse, wmiEntry } from './wmi';

export const VIN_LENGTH = 17;
/** ISO 3779 alphabet: digits and capital letters except I, O and Q. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
/** Position-10 codes in cycle order: 'A' = 1980/2010 … 'Y' = 2000/2030, '1' = 2001 … '9' = 2009. */
export const MODEL_YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const CYCLE = 30;
const BASE_YEAR = 1980;
/** Oldest model year a VIN may be read as (older vehicles are out of our range anyway). */
export const EARLIEST_MODEL_YEAR = 1990;
/** Weights of positions 1–17 (position 9 weighs 0). */
export const CHECK_DIGIT_WEIGHTS: readonly number[] = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const LETTER_VALUES = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const LETTER_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9];

export type VinFailureReason =
  'EMPTY' | 'MALFORMED' | 'FORBIDDEN_CHARACTERS' | 'BAD_CHECK_DIGIT' | 'UNKNOWN_MANUFACTURER';

export interface DecodedVin {
  ok: true;
  /** Trimmed, upper case, inner spaces removed. */
  vin: string;
  wmi: string;
  manufacturer: string;
  /** Our make slugs the WMI stands for (one or more). */
  makes: readonly string[];
  /** Model years position 10 can mean, within 1990..now+1, newest first. */
  modelYears: number[];
  /** 'required' means position 9 was checked and is right. */
  checkDigit: CheckDigitUse;
}

export type VinDecodeResult = DecodedVin | { ok: false; reason: VinFailureReason };

function value(char: string): number {
  if (char >= '0' && char <= '9') return Number(char);
  const index = LETTER_VALUES.indexOf(char);
  if (index < 0) throw new RangeError(`'${char}' is not a VIN character`);
  return LETTER_NUMBERS[index] ?? 0;
}

/** The North-American check digit ('0'–'9' or 'X') of a 17-character VIN; position 9 is ignored. */
export function computeCheckDigit(vin: string): string {
  const normalized = vin.trim().toUpperCase();
  if (!VIN_PATTERN.test(normalized)) throw new RangeError(`Not a 17-character VIN: '${vin}'`);
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) sum += value(normalized.charAt(i)) * (CHECK_DIGIT_WEIGHTS[i] ?? 0);
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** A VIN with position 9 set to its check digit. */
export function withCheckDigit(vin: string): string {
  return `${vin.slice(0, 8)}${computeCheckDigit(vin)}${vin.slice(9)}`;
}

/** Model years a position-10 code can stand for, within 1990..now's year + 1, newest first. */
export function modelYearCandidates(code: string, now: Date = new Date()): number[] {
  const index = code.length === 1 ? MODEL_YEAR_CODES.indexOf(code.toUpperCase()) : -1;
  if (index < 0) return [];
  const years: number[] = [];
  for (let year = BASE_YEAR + index; year <= now.getFullYear() + 1; year += CYCLE) {
    if (year >= EARLIEST_MODEL_YEAR) years.push(year);
  }
  return years.reverse();
}

/** The position-10 code of a model year. */
export function modelYearCode(year: number): string {
  if (!Number.isInteger(year)) throw new RangeError(`Not a model year: ${year}`);
  return MODEL_YEAR_CODES.charAt((((year - BASE_YEAR) % CYCLE) + CYCLE) % CYCLE);
}

/** Trims, upper-cases and drops spaces and dashes people type between groups. */
export function normalizeVin(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, '');
}

const fail = (reason: VinFailureReason): VinDecodeResult => ({ ok: false, reason });

/**
 * Decodes a VIN. In order: nothing → EMPTY; not 17 letters and digits (e.g. 'hello', 'error') →
 * MALFORMED; I, O or Q → FORBIDDEN_CHARACTERS; invalid year code (U, Z, 0) → MALFORMED; a WMI we
 * do not know → UNKNOWN_MANUFACTURER; a wrong check digit where the maker requires one →
 * BAD_CHECK_DIGIT.
 */
export function decodeVin(input: string, now: Date = new Date()): VinDecodeResult {
  const vin = normalizeVin(typeof input === 'string' ? input : '');
  if (vin === '') return fail('EMPTY');
  if (!/^[A-Z0-9]+$/.test(vin) || vin.length !== VIN_LENGTH) return fail('MALFORMED');
  if (/[IOQ]/.test(vin)) return fail('FORBIDDEN_CHARACTERS');
  const modelYears = modelYearCandidates(vin.charAt(9), now);
  if (modelYears.length === 0) return fail('MALFORMED');
  const wmi = vin.slice(0, 3);
  const maker = wmiEntry(wmi);
  if (!maker) return fail('UNKNOWN_MANUFACTURER');
  if (maker.checkDigit === 'required' && computeCheckDigit(vin) !== vin.charAt(8)) return fail('BAD_CHECK_DIGIT');
  return {
    ok: true,
    vin,
    wmi,
    manufacturer: maker.manufacturer,
    makes: maker.makes,
    modelYears,
    checkDigit: maker.checkDigit,
  };
}
