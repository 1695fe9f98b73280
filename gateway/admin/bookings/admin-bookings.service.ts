/**
 * Staff's work on service bookings (docs/decisions/042): the day view, blocking a slot, moving and
 * cancelling a booking. Every change runs in one transaction with its audit entry; places are
 * taken with the shop's guarded update (`takePlace`), so capacity and blocks hold under any
 * concurrency. The shopper's e-mail goes out after the commit.
 */
import { languageOf } from '../../accounts/account-rules';
import type { Transaction } from 'kysely';
import { type PlaceRefusal, releasePlace, type SlotKey, takePlace } from '../../workshops/book-slot';
import { bookingChangeMail } from '../../workshops/booking-change-mail';
import { addDays, istDateOf, istInstant } from '../../workshops/ist-time';
import type { Offering } from '../../workshops/service-catalogue.service';
import type { BookingDeps } from '../../workshops/service-bookings.service';
import type { BookingRow } from '../../workshops/workshops.mappers';
import { checkSlotStart, slotsOfDay } from '../../workshops/slot-rules';
import type { DB } from '../../store/schema';
import { type AdminError, adminError } from '../admin-errors';
import { type Actor, recordAudit } from '../audit/audit.service';
import { type AdminBookingRow, bookingById, bookingsBetween, slotRowsBetween } from './admin-bookings.queries';
import { type DaySlot, mergeDay } from './booking-day';

export type AdminSlot = DaySlot<AdminBookingRow>;
export type SlotResult = { slot: AdminSlot; errors: [] } | { slot: null; errors: AdminError[] };
export type BookingResult = { booking: AdminBookingRow; errors: [] } | { booking: null; errors: AdminError[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Refused inside the transaction: rolls it back and becomes the payload's errors. */
class Refused extends Error {
  constructor(readonly errors: AdminError[]) {
    super('refused');
  }
}

const refuse = (code: AdminError['code'], ...field: string[]) => new Refused([adminError(code, ...field)]);

/** What the audit log keeps of a booking (no token, no contact details). */
const bookingSnapshot = (row: BookingRow) => ({
  reference: row.reference,
  status: row.status,
  serviceId: row.service_id,
  city: row.city,
  slotStart: new Date(row.slot_start).toISOString(),
  slotEnd: new Date(row.slot_end).toISOString(),
});

type BookingOperation = 'moveBooking' | 'cancelBooking';

/** The audit entry of a booking's change, written in the change's transaction. */
const auditBooking = (
  trx: Transaction<DB>,
  actor: Actor,
  operation: BookingOperation,
  before: BookingRow,
  after: BookingRow,
) =>
  recordAudit(trx, actor, {
    operation,
    entityType: 'booking',
    entityId: before.reference,
    before: bookingSnapshot(before),
    after: bookingSnapshot(after),
  });

/** The same as the shop's booking service: the store, the services catalogue, mail, clock and links. */
export type AdminBookingsDeps = BookingDeps;

export function createAdminBookings({
  db,
  catalogue,
  mailer,
  logger,
  clock,
  publicUrl,
  contentTexts,
}: AdminBookingsDeps) {
  async function day(offering: Offering, date: string): Promise<AdminSlot[]> {
    const range = { from: istInstant(date, 0), to: istInstant(addDays(date, 1), 0) };
    const [rows, bookings] = await Promise.all([
      slotRowsBetween(db, offering.service.id, offering.city, range),
      bookingsBetween(db, range, { serviceId: offering.service.id, city: offering.city }),
    ]);
    const grid = slotsOfDay(date, offering.hours, offering.service.slot_minutes);
    return mergeDay(grid, rows, bookings, offering.slotCapacity, offering.service.slot_minutes);
  }

  async function slotAt(offering: Offering, start: Date): Promise<AdminSlot> {
    return (await day(offering, istDateOf(start))).find((s) => s.start.getTime() === start.getTime())!;
  }

  /** Runs a change; a Refused becomes the payload's errors, anything else throws. */
  async function change<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T | AdminError[]> {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (error instanceof Refused) return error.errors;
      throw error;
    }
  }

  /** After the commit: the shopper's e-mail (a failure is logged, never undoes the change). */
  async function tellShopper(kind: 'moved' | 'cancelled', before: BookingRow, after: BookingRow) {
    const [service] = await catalogue.byIds([after.service_id]);
    const [city] = await catalogue.citiesByKeys([after.city]);
    await contentTexts
      .dictionary(languageOf(after.language))
      .then((dictionary) =>
        mailer.sendMail(
          bookingChangeMail({ kind, before, after, service: service!, city: city!, dictionary }, publicUrl),
        ),
      )
      .catch((err: unknown) => logger.error({ err, booking: after.reference }, `booking ${kind} e-mail failed`));
  }

  /** After a booking's change is committed: the shopper's e-mail and the booking as it is now. */
  async function finish(
    operation: BookingOperation,
    done: { before: BookingRow; after: BookingRow } | AdminError[],
  ): Promise<BookingResult> {
    if (Array.isArray(done)) return { booking: null, errors: done };
    await tellShopper(operation === 'moveBooking' ? 'moved' : 'cancelled', done.before, done.after);
    return { booking: (await bookingById(db, done.after.id))!, errors: [] };
  }

  /** The booking, locked, if staff may change it now. */
  async function lockBooking(trx: Transaction<DB>, id: string): Promise<BookingRow> {
    const row = await trx
      .selectFrom('service_bookings')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw refuse('PAGE_NOT_FOUND', 'id');
    if (row.status !== 'CONFIRMED') throw refuse('BOOKING_NOT_CONFIRMED', 'id');
    if (new Date(row.slot_start).getTime() <= clock.now().getTime()) throw refuse('BOOKING_STARTED', 'id');
    return row;
  }

  return {
    /** The day's slots of a service in a city (its slug); null when it is not offered there. */
    async day(serviceId: string, city: string, date: string): Promise<{ city: string; slots: AdminSlot[] } | null> {
      const offering = await catalogue.offering(serviceId, city);
      return offering && { city: offering.city, slots: await day(offering, date) };
    },

    async setBlocked(
      actor: Actor,
      input: { serviceId: string; city: string; start: string; blocked: boolean },
    ): Promise<SlotResult> {
      const offering = await catalogue.offering(input.serviceId, input.city);
      if (!offering) {
        const known = (await catalogue.byIds([input.serviceId])).length > 0;
        return {
          slot: null,
          errors: [known ? adminError('SERVICE_NOT_IN_CITY', 'city') : adminError('PAGE_NOT_FOUND', 'serviceId')],
        };
      }
      const check = checkSlotStart(new Date(input.start), offering.hours, offering.service.slot_minutes, clock.now());
      if (check.error) return { slot: null, errors: [adminError(check.error, 'start')] };
      const key = { service_id: offering.service.id, city: offering.city, starts_at: check.slot.start };
      const done = await change(async (trx) => {
        await trx
          .insertInto('service_slots')
          .values({ ...key, capacity: offering.slotCapacity })
          .onConflict((oc) => oc.columns(['service_id', 'city', 'starts_at']).doNothing())
          .execute();
        const before = await trx
          .selectFrom('service_slots')
          .select(['capacity', 'booked', 'blocked'])
          .where('service_id', '=', key.service_id)
          .where('city', '=', key.city)
          .where('starts_at', '=', key.starts_at)
          .forUpdate()
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('service_slots')
          .set({ blocked: input.blocked })
          .where('service_id', '=', key.service_id)
          .where('city', '=', key.city)
          .where('starts_at', '=', key.starts_at)
          .execute();
        await recordAudit(trx, actor, {
          operation: 'setSlotBlocked',
          entityType: 'serviceSlot',
          entityId: `${key.service_id}/${key.city}/${key.starts_at.toISOString()}`,
          before,
          after: { ...before, blocked: input.blocked },
        });
      });
      if (Array.isArray(done)) return { slot: null, errors: done };
      return { slot: await slotAt(offering, check.slot.start), errors: [] };
    },

    /** Moves a booking to another slot of its service and city: the new place is taken under the guard. */
    async move(actor: Actor, id: string, slotStart: string): Promise<BookingResult> {
      const current = UUID.test(id) ? await bookingById(db, id) : undefined;
      if (!current) return { booking: null, errors: [adminError('PAGE_NOT_FOUND', 'id')] };
      const offering = await catalogue.offering(current.service_id, current.city);
      if (!offering) return { booking: null, errors: [adminError('SERVICE_NOT_IN_CITY', 'slotStart')] };
      const check = checkSlotStart(new Date(slotStart), offering.hours, offering.service.slot_minutes, clock.now());
      if (check.error) return { booking: null, errors: [adminError(check.error, 'slotStart')] };
      // checkSlotStart keeps it within the shoppers' booking horizon (a year, decision 066), which the
      // day view reaches (booking-horizon.ts), so staff see the booking where it went.
      const target = check.slot;
      const done = await change(async (trx) => {
        const before = await lockBooking(trx, id);
        const from: SlotKey = { serviceId: before.service_id, city: before.city, start: new Date(before.slot_start) };
        const to: SlotKey = { ...from, start: target.start };
        if (from.start.getTime() === to.start.getTime()) throw refuse('BOOKING_SAME_SLOT', 'slotStart');
        // Slot rows are changed in time order, so two moves between the same slots never deadlock.
        let refused: PlaceRefusal | null;
        if (to.start < from.start) {
          refused = await takePlace(trx, to, offering.slotCapacity);
          await releasePlace(trx, from);
        } else {
          await releasePlace(trx, from);
          refused = await takePlace(trx, to, offering.slotCapacity);
        }
        if (refused) throw refuse(refused, 'slotStart');
        const after = await trx
          .updateTable('service_bookings')
          .set({ slot_start: target.start, slot_end: target.end })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await auditBooking(trx, actor, 'moveBooking', before, after);
        return { before, after };
      });
      return finish('moveBooking', done);
    },

    /** Cancels a booking (not one booked with an order: the order decides); its place goes back. */
    async cancel(actor: Actor, id: string): Promise<BookingResult> {
      if (!UUID.test(id)) return { booking: null, errors: [adminError('PAGE_NOT_FOUND', 'id')] };
      const done = await change(async (trx) => {
        const before = await lockBooking(trx, id);
        if (before.order_id !== null) throw refuse('BOOKING_PART_OF_ORDER', 'id');
        const after = await trx
          .updateTable('service_bookings')
          .set({ status: 'CANCELLED', cancelled_at: clock.now() })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await releasePlace(trx, {
          serviceId: before.service_id,
          city: before.city,
          start: new Date(before.slot_start),
        });
        await auditBooking(trx, actor, 'cancelBooking', before, after);
        return { before, after };
      });
      return finish('cancelBooking', done);
    },
  };
}

export type AdminBookings = ReturnType<typeof createAdminBookings>;
