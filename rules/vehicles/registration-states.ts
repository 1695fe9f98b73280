/**
 * The state codes of Indian registration marks (Central Motor Vehicles Rules, rule 50 and the
 * MoRTH notifications), which are not always the ISO codes of rules/india/states.ts: Telangana
 * issues TG (TS from 2014 to March 2024), Odisha OD (OR until 2012), Uttarakhand UK (UA until
 * 2007), Dadra and Nagar Haveli and Daman and Diu DD (DN for Dadra and Nagar Haveli before the
 * 2020 merger). Chhattisgarh's marks were always CG (CT was only an ISO code). Marks issued under
 * an old code stay valid, so both are accepted; `current` tells which one is issued today.
 */
export interface RegistrationState {
  /** Code on the plate, e.g. 'TS'. */
  code: string;
  /** ISO code of the state in rules/india/states.ts, e.g. 'TS' for Telangana. */
  stateCode: string;
  /** False for a code no longer issued (TS, OR, UA, DN). */
  current: boolean;
}

const SAME = [
  'AN',
  'AP',
  'AR',
  'AS',
  'BR',
  'CH',
  'CG',
  'DL',
  'GA',
  'GJ',
  'HR',
  'HP',
  'JK',
  'JH',
  'KA',
  'KL',
  'LA',
  'LD',
  'MP',
  'MH',
  'MN',
  'ML',
  'MZ',
  'NL',
  'OD',
  'PY',
  'PB',
  'RJ',
  'SK',
  'TN',
  'TR',
  'UP',
  'UK',
  'WB',
];

export const REGISTRATION_STATES: readonly RegistrationState[] = [
  ...SAME.map((code) => ({ code, stateCode: code, current: true })),
  { code: 'TG', stateCode: 'TS', current: true },
  { code: 'TS', stateCode: 'TS', current: false },
  { code: 'OR', stateCode: 'OD', current: false },
  { code: 'UA', stateCode: 'UK', current: false },
  { code: 'DD', stateCode: 'DH', current: true },
  { code: 'DN', stateCode: 'DH', current: false },
];

const BY_CODE = new Map(REGISTRATION_STATES.map((s) => [s.code, s]));

/** The registration state of a plate code ('MH', any case), or null. */
export function registrationState(code: string): RegistrationState | null {
  return BY_CODE.get(code.trim().toUpperCase()) ?? null;
}
