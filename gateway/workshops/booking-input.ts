/**
 * Checks a booking request before anything is locked: package, city, slot, vehicle, contact,
 * notes and idempotency key. Every error carries the path of the input field it is about.
 */
import type { Kysely } from 'kysely';
import type { UserRow } from '../accounts/accounts.mappers';
import { type UserError, userError } from '../accounts/user-error';
import type { DB } from '../store/schema';
import {
  type Contact,
  idempotencyKeyErrors,
  NOTES_MAX,
  optionalText,
  VEHICLE_TEXT_MAX,
  validateContact,
  vehicleErrors,
} from './booking-rules';
import type { ServiceCatalogueService } from './service-catalogue.service';
import type { ServicePackageRow } from './workshops.mappers';
import { checkSlotStart, type Slot } from './slot-rules';

export interface BookServiceRequest {
  packageId: string;
  city: string;
  slotStart: string;
  vehicleId?: string | null;
  vehicleText?: string | null;
  contactName?: string | null;
  contactPhone?: string | null;
  contactEmail?: string | null;
  notes?: string | null;
  language?: string | null;
  idempotencyKey: string;
}

export interface CheckedBooking {
  pkg: ServicePackageRow;
  city: string;
  slotCapacity: number;
  slot: Slot;
  vehicleId: string | null;
  vehicleText: string | null;
  contact: Contact;
  notes: string | null;
}

const field = (name: string) => ['input', name];

/** The viewer's profile as contact defaults. */
export function profileContact(viewer: UserRow | null) {
  if (!viewer) return null;
  const name = [viewer.first_name, viewer.last_name].filter(Boolean).join(' ');
  return { name: name || null, phone: viewer.phone, email: viewer.email };
}

async function vehicleTypeOf(db: Kysely<DB>, id: string): Promise<string | null> {
  const row = await db
    .selectFrom('vehicles as v')
    .innerJoin('vehicle_models as m', (join) =>
      join.onRef('m.make_slug', '=', 'v.make_slug').onRef('m.slug', '=', 'v.model_slug'),
    )
    .select('m.vehicle_type')
    .where('v.id', '=', id)
    .executeTakeFirst();
  return row?.vehicle_type ?? null;
}

export async function checkBooking(
  db: Kysely<DB>,
  catalogue: ServiceCatalogueService,
  input: BookServiceRequest,
  viewer: UserRow | null,
  now: Date,
): Promise<{ value: CheckedBooking | null; errors: UserError[] }> {
  const errors: UserError[] = [...idempotencyKeyErrors(input.idempotencyKey)];
  const contact = validateContact(input, profileContact(viewer));
  const notes = optionalText(input.notes, NOTES_MAX, 'notes');
  const vehicleText = optionalText(input.vehicleText, VEHICLE_TEXT_MAX, 'vehicleText');
  errors.push(...contact.errors, ...notes.errors);

  const [pkg] = input.packageId.length <= 200 ? await catalogue.packagesByIds([input.packageId]) : [];
  if (!pkg) errors.push(userError('PAGE_NOT_FOUND', ...field('packageId')));
  const offering = pkg ? await catalogue.offering(pkg.service_id, input.city) : null;
  if (pkg && !offering) errors.push(userError('SERVICE_NOT_IN_CITY', ...field('city')));

  const start = new Date(input.slotStart);
  let slot: Slot | null = null;
  if (Number.isNaN(start.getTime())) errors.push(userError('ERROR_FORM_INVALID', ...field('slotStart')));
  else if (offering) {
    const check = checkSlotStart(start, offering.hours, offering.service.slot_minutes, now);
    if (check.error) errors.push(userError(check.error, ...field('slotStart')));
    slot = check.slot;
  } else if (start.getTime() <= now.getTime()) errors.push(userError('SLOT_IN_PAST', ...field('slotStart')));

  const service = offering?.service ?? null;
  errors.push(...vehicleErrors(input, service?.vehicle_required ?? false));
  if (input.vehicleId) {
    const type = input.vehicleId.length <= 200 ? await vehicleTypeOf(db, input.vehicleId) : null;
    if (type === null) errors.push(userError('PAGE_NOT_FOUND', ...field('vehicleId')));
    else if (service && !service.vehicle_types.includes(type as never))
      errors.push(userError('SERVICE_NOT_FOR_VEHICLE', ...field('vehicleId')));
  }

  if (errors.length || !pkg || !offering || !slot || !contact.value) return { value: null, errors };
  return {
    value: {
      pkg,
      city: offering.city,
      slotCapacity: offering.slotCapacity,
      slot,
      vehicleId: input.vehicleId ?? null,
      vehicleText: vehicleText.value,
      contact: contact.value,
      notes: notes.value,
    },
    errors,
  };
}
