/**
 * Staff account rules shared by the gateway and the back office's forms (docs/decisions/031):
 * a staff password is longer than a shopper's (the back office moves money and stock), a name is
 * short, an authenticator code is 6 digits.
 */
export const STAFF_PASSWORD_MIN = 10;
export const STAFF_PASSWORD_MAX = 256;
export const STAFF_NAME_MAX = 100;

const TOTP_CODE = /^\d{6}$/;

/** A code as an authenticator app shows it ("123 456" is accepted). */
export function normaliseTotpCode(value: string): string | null {
  const code = value.replace(/\s/g, '');
  return TOTP_CODE.test(code) ? code : null;
}

export type StaffPasswordProblem = 'too-short' | 'too-long' | null;

export function staffPasswordProblem(password: string): StaffPasswordProblem {
  if (password.length < STAFF_PASSWORD_MIN) return 'too-short';
  if (password.length > STAFF_PASSWORD_MAX) return 'too-long';
  return null;
}
