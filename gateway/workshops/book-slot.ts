/**
 * The booking transaction: take one place of the slot with a guarded update, number the
 * booking from a sequence and write it — all or nothing. The slot row is created on demand by
 * an upsert; its `booked < capacity and not blocked` guard (and the column's check) make
 * overbooking, or booking a slot staff blocked, impossible across connections and gateway
 * processes, with no lock held in a process.
 */
import { randomBytes } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { type UserError, userError } from '../accounts/user-error';
import type { DB } from '../store/schema';
import { bookingReference, type Contact } from './booking-rules';
import type { BookingRow } from './workshops.mappers';
import type { Slot } from './slot-rules';

/** Expected failure inside the transaction: rolls it back and becomes the payload's errors. */
export class BookingRejected extends Error {
  constructor(readonly errors: UserError[]) {
    super('booking rejected');
  }
}

export interface NewBooking {
  serviceId: string;
  pkg: { id: string; name: string; price: number };
  city: string;
  slotCapacity: number;
  slot: Slot;
  userId: string | null;
  vehicleId: string | null;
  vehicleText: string | null;
  contact: Contact;
  notes: string | null;
  language: string;
  idempotency: { scope: string; key: string; hash: string };
}

/** 256 random bits, URL-safe: a guest's only key to the booking. */
export function newBookingToken(): string {
  return randomBytes(32).toString('base64url');
}

export interface SlotKey {
  serviceId: string;
  city: string;
  start: Date;
}

/** Why a place could not be taken: no place left, or staff blocked the slot (back office). */
export type PlaceRefusal = 'SLOT_FULL' | 'SLOT_BLOCKED';

/** Takes one place of the slot; the refusal when it is full or blocked (the guard decides, not a read). */
export async function takePlace(trx: Transaction<DB>, key: SlotKey, capacity: number): Promise<PlaceRefusal | null> {
  await trx
    .insertInto('service_slots')
    .values({ service_id: key.serviceId, city: key.city, starts_at: key.start, capacity })
    .onConflict((oc) => oc.columns(['service_id', 'city', 'starts_at']).doNothing())
    .execute();
  const taken = await trx
    .updateTable('service_slots')
    .set({ booked: sql`booked + 1` })
    .where('service_id', '=', key.serviceId)
    .where('city', '=', key.city)
    .where('starts_at', '=', key.start)
    .where(sql<boolean>`booked < capacity`)
    .where('blocked', '=', false)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 1) return null;
  const slot = await trx
    .selectFrom('service_slots')
    .select('blocked')
    .where('service_id', '=', key.serviceId)
    .where('city', '=', key.city)
    .where('starts_at', '=', key.start)
    .executeTakeFirst();
  return slot?.blocked ? 'SLOT_BLOCKED' : 'SLOT_FULL';
}

/** Gives a place back (cancelling); never below zero. */
export async function releasePlace(trx: Transaction<DB>, key: SlotKey): Promise<void> {
  await trx
    .updateTable('service_slots')
    .set({ booked: sql`booked - 1` })
    .where('service_id', '=', key.serviceId)
    .where('city', '=', key.city)
    .where('starts_at', '=', key.start)
    .where('booked', '>', 0)
    .execute();
}

export async function bookSlot(trx: Transaction<DB>, booking: NewBooking): Promise<BookingRow> {
  const key = { serviceId: booking.serviceId, city: booking.city, start: booking.slot.start };
  const refused = await takePlace(trx, key, booking.slotCapacity);
  if (refused) throw new BookingRejected([userError(refused, 'input', 'slotStart')]);
  const { rows } = await sql<{ n: number }>`select nextval('service_booking_numbers')::int as n`.execute(trx);
  return trx
    .insertInto('service_bookings')
    .values({
      reference: bookingReference(rows[0]!.n),
      token: newBookingToken(),
      service_id: booking.serviceId,
      package_id: booking.pkg.id,
      package_name: booking.pkg.name,
      price: booking.pkg.price,
      city: booking.city,
      slot_start: booking.slot.start,
      slot_end: booking.slot.end,
      user_id: booking.userId,
      vehicle_id: booking.vehicleId,
      vehicle_text: booking.vehicleText,
      contact_name: booking.contact.name,
      contact_phone: booking.contact.phone,
      contact_email: booking.contact.email,
      notes: booking.notes,
      language: booking.language,
      idempotency_scope: booking.idempotency.scope,
      idempotency_key: booking.idempotency.key,
      request_hash: booking.idempotency.hash,
      cancelled_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
