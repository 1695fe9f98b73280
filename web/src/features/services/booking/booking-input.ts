import type { BookServiceInput } from '@web/__generated__/graphql';

/** The booking form's values; `vehicleId` is a garage vehicle id or OTHER_VEHICLE for typed text. */
export interface BookingValues {
  packageId: string;
  city: string;
  slotStart: string;
  vehicleId: string;
  vehicleText: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  notes: string;
}

export const OTHER_VEHICLE = 'other';

export const BOOKING_FIELDS = [
  'packageId',
  'city',
  'slotStart',
  'vehicleId',
  'vehicleText',
  'contactName',
  'contactPhone',
  'contactEmail',
  'notes',
] as const satisfies readonly (keyof BookingValues)[];

export function normalisePhone(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The mutation input for the form. */
export function toBookingInput(values: BookingValues, language: string): Omit<BookServiceInput, 'idempotencyKey'> {
  const garage = values.vehicleId && values.vehicleId !== OTHER_VEHICLE ? values.vehicleId : null;
  const text = values.vehicleText.trim();
  return {
    packageId: values.packageId,
    city: values.city,
    slotStart: values.slotStart,
    ...(garage ? { vehicleId: garage } : text ? { vehicleText: text } : {}),
    contactName: values.contactName.trim(),
    contactPhone: normalisePhone(values.contactPhone),
    contactEmail: values.contactEmail.trim(),
    ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
    language,
  };
}
