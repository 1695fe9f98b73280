/**
 * Rules of a booking that need no database: contact and free-text checks, the cancellation
 * cut-off, reference numbers and city keys. Error fields are paths into `bookService`'s input.
 */
import { isEmail } from '../accounts/account-rules';
import { isIndianPhone } from '../accounts/address-rules';
import { type UserError, userError } from '../accounts/user-error';
import type { BookingStatus } from './workshops.tables';

/** Bookings can be cancelled until this long before the slot starts. */
export const CANCEL_CUTOFF_MINUTES = 120;
export const CONTACT_NAME_MAX = 100;
export const VEHICLE_TEXT_MAX = 120;
export const NOTES_MAX = 500;
const IDEMPOTENCY_KEY = /^[\w-]{8,100}$/;

export interface ContactInput {
  contactName?: string | null;
  contactPhone?: string | null;
  contactEmail?: string | null;
}

export interface Contact {
  name: string;
  phone: string;
  email: string;
}

/** What a signed-in shopper's profile offers as defaults. */
export interface ContactDefaults {
  name: string | null;
  phone: string | null;
  email: string | null;
}

const text = (value: string | null | undefined) => value?.trim() ?? '';

/** Name, phone and e-mail from the input, else the profile; every problem with its field. */
export function validateContact(
  input: ContactInput,
  defaults: ContactDefaults | null,
): { value: Contact | null; errors: UserError[] } {
  const name = text(input.contactName) || text(defaults?.name);
  const phone = text(input.contactPhone) || text(defaults?.phone);
  const email = text(input.contactEmail) || text(defaults?.email);
  const errors: UserError[] = [];
  if (!name) errors.push(userError('ERROR_FORM_REQUIRED', 'input', 'contactName'));
  else if (name.length > CONTACT_NAME_MAX) errors.push(userError('ERROR_FORM_TOO_LONG', 'input', 'contactName'));
  if (!phone) errors.push(userError('ERROR_FORM_REQUIRED', 'input', 'contactPhone'));
  else if (!isIndianPhone(phone)) errors.push(userError('ERROR_FORM_INVALID', 'input', 'contactPhone'));
  if (!email) errors.push(userError('ERROR_FORM_REQUIRED', 'input', 'contactEmail'));
  else if (!isEmail(email)) errors.push(userError('ERROR_FORM_INCORRECT_EMAIL', 'input', 'contactEmail'));
  return errors.length ? { value: null, errors } : { value: { name, phone, email }, errors };
}

/** Optional free text: trimmed, empty → null, too long → ERROR_FORM_TOO_LONG on `field`. */
export function optionalText(
  value: string | null | undefined,
  max: number,
  field: string,
): { value: string | null; errors: UserError[] } {
  const trimmed = text(value);
  if (trimmed.length > max) return { value: null, errors: [userError('ERROR_FORM_TOO_LONG', 'input', field)] };
  return { value: trimmed || null, errors: [] };
}

/** A vehicle is named by a garage id or by text; the service may require one. */
export function vehicleErrors(
  input: { vehicleId?: string | null; vehicleText?: string | null },
  required: boolean,
): UserError[] {
  if (input.vehicleId && text(input.vehicleText)) return [userError('ERROR_FORM_INVALID', 'input', 'vehicleText')];
  if (required && !input.vehicleId && !text(input.vehicleText))
    return [userError('ERROR_FORM_REQUIRED', 'input', 'vehicleId')];
  return optionalText(input.vehicleText, VEHICLE_TEXT_MAX, 'vehicleText').errors;
}

export function idempotencyKeyErrors(key: string): UserError[] {
  return IDEMPOTENCY_KEY.test(key) ? [] : [userError('ERROR_FORM_INVALID', 'input', 'idempotencyKey')];
}

/** The last instant a booking of this slot can be cancelled. */
export function cancelDeadline(slotStart: Date): Date {
  return new Date(slotStart.getTime() - CANCEL_CUTOFF_MINUTES * 60_000);
}

/** A confirmed booking can be cancelled strictly before the deadline. */
export function mayCancel(status: BookingStatus, slotStart: Date, now: Date): boolean {
  return status === 'CONFIRMED' && now.getTime() < cancelDeadline(slotStart).getTime();
}

/** 123 → 'GP-SVC-000123' (more digits once past 999,999). */
export function bookingReference(number: number): string {
  return `GP-SVC-${String(number).padStart(6, '0')}`;
}

const CITY_ALIASES: Record<string, string> = {
  bengaluru: 'bangalore',
  'new-delhi': 'delhi',
  bombay: 'mumbai',
  calcutta: 'kolkata',
  madras: 'chennai',
  cochin: 'kochi',
};

/** A city as the shopper or the city panel writes it ('Bangalore', ' new delhi ') → its key. */
export function cityKey(value: string): string {
  const key = value.trim().toLowerCase().replace(/\s+/g, '-').slice(0, 40);
  return CITY_ALIASES[key] ?? key;
}
