import type { Kysely } from 'kysely';
import type { BookingRow } from '../../services/services.mappers';
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
