/**
 * Indian registration marks ("number plates"), CMVR rule 50:
 * - state series: state code, RTO district code (1–2 digits), series (0–3 letters), number
 *   (1–4 digits, not 0), e.g. MH 12 AB 1234, DL 3C AB 1234 (Delhi's category letter is part of
 *   the series), KA 01 M 9;
 * - Bharat (BH) series (MoRTH notification of 26 August 2021): two digits of the year of first
 *   registration (2021 on), BH, four digits, one or two letters other than I and O,
 *   e.g. 22 BH 1234 AA.
 * Spaces, dots and dashes between groups are ignored; the normalised form has none.
 */
import { registrationState } from './registration-states';

export interface StateRegistrationMark {
  kind: 'state';
  /** 'MH12AB1234': upper case, no separators, district two digits, number four digits. */
  normalized: string;
  /** 'MH 12 AB 1234' */
  display: string;
  /** Code on the plate ('TS'), and the ISO code of rules/india/states.ts ('TS'). */
  plateStateCode: string;
  stateCode: string;
  /** RTO district: two digits ('12'), Delhi's without a leading zero ('3'). */
  rto: string;
  series: string;
  number: string;
}

export interface BharatRegistrationMark {
  kind: 'bharat';
  normalized: string;
  /** '22 BH 1234 AA' */
  display: string;
  /** Year of first registration. */
  year: number;
  number: string;
  series: string;
}

export type RegistrationMark = StateRegistrationMark | BharatRegistrationMark;
export type RegistrationMarkFailure = 'EMPTY' | 'MALFORMED' | 'UNKNOWN_STATE';
export type RegistrationMarkResult =
  { ok: true; mark: RegistrationMark } | { ok: false; reason: RegistrationMarkFailure };

/** Longest input worth reading (a mark has at most 11 characters plus separators). */
export const MAX_REGISTRATION_INPUT = 20;
/** First year of the BH series. */
export const BHARAT_SERIES_START = 2021;

const STATE_MARK = /^([A-Z]{2})(\d{1,2})([A-Z]{0,3})(\d{1,4})$/;
const BHARAT_MARK = /^(\d{2})BH(\d{4})([A-HJ-NP-Z]{1,2})$/;

const fail = (reason: RegistrationMarkFailure): RegistrationMarkResult => ({ ok: false, reason });

/** Parses and validates a registration mark; `now` bounds the BH year. */
export function parseRegistrationMark(input: string, now: Date = new Date()): RegistrationMarkResult {
  const text = (typeof input === 'string' ? input : '').toUpperCase().replace(/[\s.-]+/g, '');
  if (text === '') return fail('EMPTY');
  if (text.length > MAX_REGISTRATION_INPUT) return fail('MALFORMED');
  const bharat = BHARAT_MARK.exec(text);
  if (bharat) {
    const [, yy = '', number = '', series = ''] = bharat;
    const year = 2000 + Number(yy);
    if (year < BHARAT_SERIES_START || year > now.getFullYear() || number === '0000') return fail('MALFORMED');
    return {
      ok: true,
      mark: { kind: 'bharat', normalized: text, display: `${yy} BH ${number} ${series}`, year, number, series },
    };
  }
  const parts = STATE_MARK.exec(text);
  if (!parts) return fail('MALFORMED');
  const [, plate = '', district = '', series = '', digits = ''] = parts;
  if (Number(district) === 0 || Number(digits) === 0) return fail('MALFORMED');
  const state = registrationState(plate);
  if (!state) return fail('UNKNOWN_STATE');
  // Delhi writes its districts without a leading zero (DL 3C AB 1234); every other state with two digits.
  const rto = plate === 'DL' ? String(Number(district)) : district.padStart(2, '0');
  const number = digits.padStart(4, '0');
  return {
    ok: true,
    mark: {
      kind: 'state',
      normalized: `${plate}${rto}${series}${number}`,
      display: [plate, rto, series, number].filter(Boolean).join(' '),
      plateStateCode: plate,
      stateCode: state.stateCode,
      rto,
      series,
      number,
    },
  };
}
