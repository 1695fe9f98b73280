import type { Kysely } from 'kysely';
import type { BookingRow } from '../../workshops/workshops.mappers';
import type { DB } from '../../store/schema';

/** A booking with the number of the order it came with (codegen maps the admin `Booking` to it). */
export type AdminBookingRow = BookingRow & { order_number: number | null };

/** Bookings whose slot starts in [from, to), by time; cancelled ones only when asked. */
export async function bookingsBetween(
  db: Kysely<DB>,
  range: { from: Date; to: Date },
  where: { serviceId?: string; city?: string; includeCancelled?: boolean } = {},
): Promise<AdminBookingRow[]> {
  let query = db
    .selectFrom('service_bookings as b')
    .leftJoin('orders as o', 'o.id', 'b.order_id')
    .selectAll('b')
    .select('o.number as order_number')
    .where('b.slot_start', '>=', range.from)
    .where('b.slot_start', '<', range.to)
    .orderBy('b.slot_start')
    .orderBy('b.reference')
    .limit(2000);
  if (!where.includeCancelled) query = query.where('b.status', '=', 'CONFIRMED');
  if (where.serviceId) query = query.where('b.service_id', '=', where.serviceId);
  if (where.city) query = query.where('b.city', '=', where.city);
  return query.execute();
}

/** One booking with its order's number; undefined when there is none. */
export function bookingById(db: Kysely<DB>, id: string): Promise<AdminBookingRow | undefined> {
  return db
    .selectFrom('service_bookings as b')
    .leftJoin('orders as o', 'o.id', 'b.order_id')
    .selectAll('b')
    .select('o.number as order_number')
    .where('b.id', '=', id)
    .executeTakeFirst();
}

/** The slot rows the database holds for a service and city in [from, to). */
export function slotRowsBetween(db: Kysely<DB>, serviceId: string, city: string, range: { from: Date; to: Date }) {
  return db
    .selectFrom('service_slots')
    .select(['starts_at', 'capacity', 'booked', 'blocked'])
    .where('service_id', '=', serviceId)
    .where('city', '=', city)
    .where('starts_at', '>=', range.from)
    .where('starts_at', '<', range.to)
    .orderBy('starts_at')
    .execute();
}

/** Every service with the workshop cities where it is offered, in menu and workshop order. */
export async function bookingServices(db: Kysely<DB>) {
  const [services, offered] = await Promise.all([
    db.selectFrom('services').select(['id', 'name']).orderBy('position').execute(),
    db
      .selectFrom('service_cities as sc')
      .innerJoin('workshops as w', 'w.city', 'sc.city')
      .select(['sc.service_id', 'w.city as slug', 'w.name'])
      .orderBy('w.position')
      .execute(),
  ]);
  return services.map((s) => ({
    ...s,
    cities: offered.filter((c) => c.service_id === s.id).map(({ slug, name }) => ({ slug, name })),
  }));
}
