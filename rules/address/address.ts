/**
 * The rules of a postal address (address book, checkout), applied by the gateway and by the web
 * forms alike: required fields, length limits, e-mail and phone formats, and India's own rules
 * (a state or union territory from the 36, a 6-digit PIN code of that state, an Indian phone).
 * Every check answers with an error code of the API's ErrorCode enum, or null when the value is good.
 */
import { findIndianState, isIndianPinCode, pinBelongsToState, statesForPin } from '../india/states';

export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'country',
  'address1',
  'address2',
  'landmark',
  'city',
  'state',
  'postcode',
  'email',
  'phone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** An address's text, trimmed; empty optional fields are null or ''. */
export type AddressText = Record<AddressField, string | null>;

/** Maximum length of each field, in characters. */
export const ADDRESS_LIMITS: Record<AddressField, number> = {
  firstName: 60,
  lastName: 60,
  company: 100,
  country: 2,
  address1: 120,
  address2: 120,
  landmark: 100,
  city: 60,
  state: 60,
  postcode: 12,
  email: 254,
  phone: 20,
};

export type AddressRuleCode =
  | 'ERROR_FORM_REQUIRED'
  | 'ERROR_FORM_TOO_LONG'
  | 'ERROR_FORM_INVALID'
  | 'ERROR_FORM_INCORRECT_EMAIL'
  | 'UNKNOWN_STATE'
  | 'PIN_NOT_IN_STATE';

/** Spec section 5: one part, an at sign, one part (no spaces, one @). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;
/** Digits with optional +, spaces, hyphens, dots and brackets. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
/** A postcode abroad: 2 to 11 letters, digits, spaces and hyphens. */
const POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,10}$/;

export function isEmail(value: string): boolean {
  return value.length <= ADDRESS_LIMITS.email && EMAIL_PATTERN.test(value);
}

/** Any phone number: 7 to 15 digits (E.164), at most 20 characters. */
export function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return value.length <= ADDRESS_LIMITS.phone && PHONE_CHARACTERS.test(value) && digits >= 7 && digits <= 15;
}

/**
 * Indian phone numbers: 10 digits after an optional +91, 91 or 0 prefix; mobile numbers start
 * with 6–9, landlines (area code + number) with 2–5.
 */
export function isIndianPhone(value: string): boolean {
  if (!isPhone(value)) return false;
  let digits = value.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^[2-9]\d{9}$/.test(digits);
}

/** A PIN code in India, a postcode's usual shape elsewhere. */
export function isPostcode(value: string, country: string): boolean {
  return country === 'IN' ? isIndianPinCode(value) : POSTCODE.test(value);
}

export function isRequired(field: AddressField, country: string | null): boolean {
  if (field === 'company' || field === 'address2' || field === 'landmark') return false;
  return (field !== 'state' && field !== 'postcode') || country === 'IN';
}

const text = (value: string | null | undefined) => value?.trim() ?? '';

/**
 * The first rule this field breaks, or null: required, then length, then format. In India the
 * state must be one of the 36 (ISO code or English name) and the PIN code must be in use there.
 * `isKnownCountry` is the caller's list of countries (the gateway's countries table).
 */
export function addressFieldError(
  field: AddressField,
  address: Partial<AddressText>,
  isKnownCountry: (code: string) => boolean = (code) => /^[A-Z]{2}$/.test(code),
): AddressRuleCode | null {
  const value = text(address[field]);
  const country = text(address.country).toUpperCase();
  const india = country === 'IN';
  if (!value) return isRequired(field, country) ? 'ERROR_FORM_REQUIRED' : null;
  if (field !== 'country' && value.length > ADDRESS_LIMITS[field]) return 'ERROR_FORM_TOO_LONG';
  switch (field) {
    case 'country':
      return isKnownCountry(value.toUpperCase()) ? null : 'ERROR_FORM_INVALID';
    case 'email':
      return isEmail(value) ? null : 'ERROR_FORM_INCORRECT_EMAIL';
    case 'phone':
      return (india ? isIndianPhone(value) : isPhone(value)) ? null : 'ERROR_FORM_INVALID';
    case 'state':
      return !india || findIndianState(value) ? null : 'UNKNOWN_STATE';
    case 'postcode': {
      if (!isPostcode(value, country)) return 'ERROR_FORM_INVALID';
      const state = india ? findIndianState(address.state) : null;
      return state && !pinBelongsToState(value, state.code) ? 'PIN_NOT_IN_STATE' : null;
    }
    default:
      return null;
  }
}

/** Every broken rule of an address, one per field, in the order of the fields. */
export function addressErrors(
  address: Partial<AddressText>,
  isKnownCountry?: (code: string) => boolean,
): { field: AddressField; code: AddressRuleCode }[] {
  return ADDRESS_FIELDS.flatMap((field) => {
    const code = addressFieldError(field, address, isKnownCountry);
    return code ? [{ field, code }] : [];
  });
}

/**
 * The state to fill in when a PIN code is typed: the PIN's first state, unless the chosen one
 * already matches the PIN (shared prefixes) or the PIN is not a PIN code of any state (null).
 */
export function stateToFillForPin(pin: string, chosen: string | null | undefined): string | null {
  const candidates = statesForPin(pin.trim());
  if (candidates.length === 0) return null;
  const current = findIndianState(chosen);
  return current && candidates.some((s) => s.code === current.code) ? null : candidates[0]!.code;
}
