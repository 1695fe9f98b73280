/**
 * Client-side copies of the gateway's address rules (gateway/accounts/address-rules.ts), so a
 * shopper sees mistakes before sending; the gateway checks again.
 */

/** 7 to 15 digits with optional +, spaces, hyphens, dots and brackets. */
export const PHONE_PATTERN = /^\+?(?:[\s().-]*\d){7,15}[\s().-]*$/;
/** Indian PIN code: six digits, the first not 0. */
export const PIN_CODE_PATTERN = /^[1-9]\d{5}$/;

/** Indian numbers: 10 digits after an optional +91, 91 or 0, starting with 2–9. */
export function isIndianPhone(value: string): boolean {
  if (!PHONE_PATTERN.test(value.trim())) return false;
  let digits = value.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^[2-9]\d{9}$/.test(digits);
}

export const ADDRESS_MAX = {
  firstName: 60,
  lastName: 60,
  company: 100,
  address1: 120,
  address2: 120,
  city: 60,
  state: 60,
  postcode: 12,
  email: 254,
  phone: 20,
} as const;

/** States and union territories of India, for the state field's suggestions. */
export const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
];
