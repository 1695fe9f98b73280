import { ADDRESS_LIMITS, addressErrors, isIndianPhone } from '../../rules/address/address';
import { findIndianState, isIndianPinCode } from '../../rules/india/states';
import { optionalText } from './account-rules';
import { isCountryCode } from './countries';
import { type UserError, userError } from './user-error';

/** The address rules live in rules/address (shared with the web forms); these names stay for the gateway. */
export { ADDRESS_LIMITS, isIndianPhone, isIndianPinCode };

export interface AddressInput {
  firstName: string;
  lastName: string;
  company?: string | null;
  country: string;
  address1: string;
  address2?: string | null;
  landmark?: string | null;
  city: string;
  state?: string | null;
  postcode?: string | null;
  email: string;
  phone: string;
  default?: boolean | null;
}

/**
 * A checked address: trimmed text, null for empty optional fields, upper-case country; in India
 * the state is its ISO code ("KA"). Order addresses are kept as this JSON (older ones lack `landmark`).
 */
export interface AddressFields {
  firstName: string;
  lastName: string;
  company: string | null;
  country: string;
  address1: string;
  address2: string | null;
  /** Optional; absent from orders placed before landmarks existed. */
  landmark?: string | null;
  city: string;
  state: string | null;
  postcode: string | null;
  email: string;
  phone: string;
}

export function normaliseAddress(input: AddressInput): AddressFields {
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    company: optionalText(input.company),
    country: input.country.trim().toUpperCase(),
    address1: input.address1.trim(),
    address2: optionalText(input.address2),
    landmark: optionalText(input.landmark),
    city: input.city.trim(),
    state: optionalText(input.state),
    postcode: optionalText(input.postcode),
    email: input.email.trim(),
    phone: input.phone.trim(),
  };
}

/**
 * Spec sections 3 and 5 for an Indian shop (rules/address); every error names its field under
 * `input`. An Indian state given by name ("Karnataka", older clients) is stored as its ISO code.
 * `isKnownCountry` comes from the `countries` table; the static ISO list is the fallback.
 */
export function validateAddress(
  input: AddressInput,
  isKnownCountry: (code: string) => boolean = isCountryCode,
): { value: AddressFields; errors: UserError[] } {
  const value = normaliseAddress(input);
  const errors = addressErrors(value, isKnownCountry).map((e) => userError(e.code, 'input', e.field));
  if (value.country === 'IN') value.state = findIndianState(value.state)?.code ?? value.state;
  return { value, errors };
}
