import { isEmail, isPhone } from '../../rules/address/address';
import { type UserError, userError } from './user-error';

/** Spec section 9: a password has at least 6 characters. The upper bound keeps hashing cheap. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 256;
export const EMAIL_MAX = 254;
export const NAME_MAX = 60;
export const PHONE_MAX = 20;
export const LANGUAGES = ['en', 'hi', 'kn', 'ta', 'te'] as const;

/** E-mail and phone formats are shared with the web forms (rules/address). */
export { isEmail, isPhone };

export function normaliseEmail(value: string): string {
  return value.trim();
}

export function passwordErrors(password: string, ...field: string[]): UserError[] {
  if (password.length < PASSWORD_MIN) return [userError('AUTH_WEAK_PASSWORD', ...field)];
  if (password.length > PASSWORD_MAX) return [userError('ERROR_FORM_TOO_LONG', ...field)];
  return [];
}

export function emailErrors(email: string, ...field: string[]): UserError[] {
  if (email === '') return [userError('ERROR_FORM_REQUIRED', ...field)];
  return isEmail(email) ? [] : [userError('AUTH_INVALID_EMAIL', ...field)];
}

/** Empty text becomes null; other text is trimmed. */
export function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

export interface ProfileInput {
  email: string;
  phone?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

export interface Profile {
  email: string;
  phone: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** Checks and normalises the editable profile fields (spec: editProfile). */
export function validateProfile(input: ProfileInput): { value: Profile; errors: UserError[] } {
  const value: Profile = {
    email: normaliseEmail(input.email),
    phone: optionalText(input.phone),
    firstName: optionalText(input.firstName),
    lastName: optionalText(input.lastName),
  };
  const errors = emailErrors(value.email, 'email');
  if (value.phone !== null && !isPhone(value.phone)) errors.push(userError('ERROR_FORM_INVALID', 'phone'));
  for (const key of ['firstName', 'lastName'] as const) {
    if ((value[key]?.length ?? 0) > NAME_MAX) errors.push(userError('ERROR_FORM_TOO_LONG', key));
  }
  return { value, errors };
}

export function languageOf(value: string | null | undefined): (typeof LANGUAGES)[number] {
  return LANGUAGES.find((l) => l === value) ?? 'en';
}
