import { isEmail, isPhone, optionalText } from './account-rules';
import { isCountryCode } from './countries';
import { type UserError, userError } from './user-error';

export interface AddressInput {
  firstName: string;
  lastName: string;
  company?: string | null;
  country: string;
  address1: string;
  address2?: string | null;
  city: string;
  state?: string | null;
  postcode?: string | null;
  email: string;
  phone: string;
  default?: boolean | null;
}

/** A checked address: trimmed text, null for empty optional fields, upper-case country. */
export interface AddressFields {
  firstName: string;
  lastName: string;
  company: string | null;
  country: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string | null;
  postcode: string | null;
  email: string;
  phone: string;
}

type Field = keyof AddressFields;

export const ADDRESS_LIMITS: Record<Field, number> = {
  firstName: 60,
  lastName: 60,
  company: 100,
  country: 2,
  address1: 120,
  address2: 120,
  city: 60,
  state: 60,
  postcode: 12,
  email: 254,
  phone: 20,
};

const ALWAYS_REQUIRED: Field[] = ['firstName', 'lastName', 'country', 'address1', 'city', 'email', 'phone'];
/** India also needs a state and a PIN code. */
const REQUIRED_IN_INDIA: Field[] = ['state', 'postcode'];

/** Indian PIN code: 6 digits, the first not 0. */
const PIN_CODE = /^[1-9]\d{5}$/;
const POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,10}$/;

export function isIndianPinCode(value: string): boolean {
  return PIN_CODE.test(value);
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

export function normaliseAddress(input: AddressInput): AddressFields {
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    company: optionalText(input.company),
    country: input.country.trim().toUpperCase(),
    address1: input.address1.trim(),
    address2: optionalText(input.address2),
    city: input.city.trim(),
    state: optionalText(input.state),
    postcode: optionalText(input.postcode),
    email: input.email.trim(),
    phone: input.phone.trim(),
  };
}

/**
 * Spec sections 3 and 5 for an Indian shop; every error names its field under `input`.
 * `isKnownCountry` comes from the `countries` table; the static ISO list is the fallback.
 */
export function validateAddress(
  input: AddressInput,
  isKnownCountry: (code: string) => boolean = isCountryCode,
): { value: AddressFields; errors: UserError[] } {
  const value = normaliseAddress(input);
  const errors: UserError[] = [];
  const failed = new Set<Field>();
  const fail = (field: Field, code: UserError['code']) => {
    if (failed.has(field)) return;
    failed.add(field);
    errors.push(userError(code, 'input', field));
  };
  const india = value.country === 'IN';
  for (const field of [...ALWAYS_REQUIRED, ...(india ? REQUIRED_IN_INDIA : [])]) {
    if (!value[field]) fail(field, 'ERROR_FORM_REQUIRED');
  }
  for (const [field, max] of Object.entries(ADDRESS_LIMITS) as [Field, number][]) {
    if (field !== 'country' && (value[field]?.length ?? 0) > max) fail(field, 'ERROR_FORM_TOO_LONG');
  }
  if (value.country && !isKnownCountry(value.country)) fail('country', 'ERROR_FORM_INVALID');
  if (value.email && !isEmail(value.email)) fail('email', 'ERROR_FORM_INCORRECT_EMAIL');
  if (value.phone && !(india ? isIndianPhone(value.phone) : isPhone(value.phone))) fail('phone', 'ERROR_FORM_INVALID');
  if (value.postcode && !(india ? isIndianPinCode(value.postcode) : POSTCODE.test(value.postcode))) {
    fail('postcode', 'ERROR_FORM_INVALID');
  }
  return { value, errors };
}
