import type { ErrorCode } from '../__generated__/resolvers-types';
import { EMAIL_PATTERN } from '../../rules/address/address';

/** Longest address (RFC 5321 path limit) and longest part before the at sign. */
export const EMAIL_MAX = 254;
export const EMAIL_LOCAL_MAX = 64;

export type NewsletterEmail = { ok: true; email: string; key: string } | { ok: false; code: ErrorCode };

/**
 * Checks a newsletter address and gives it with its de-duplication key (lower case). Surrounding
 * spaces are ignored; empty → ERROR_FORM_REQUIRED; too long → ERROR_FORM_TOO_LONG; otherwise not
 * `text@text` → ERROR_FORM_INCORRECT_EMAIL.
 */
export function checkNewsletterEmail(value: string): NewsletterEmail {
  const email = value.trim().normalize('NFC');
  if (email === '') return { ok: false, code: 'ERROR_FORM_REQUIRED' };
  if (email.length > EMAIL_MAX) return { ok: false, code: 'ERROR_FORM_TOO_LONG' };
  if (!EMAIL_PATTERN.test(email)) return { ok: false, code: 'ERROR_FORM_INCORRECT_EMAIL' };
  if (email.indexOf('@') > EMAIL_LOCAL_MAX) return { ok: false, code: 'ERROR_FORM_TOO_LONG' };
  return { ok: true, email, key: email.toLowerCase() };
}
