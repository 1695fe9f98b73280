/**
 * Installation bookings inside the checkout's transaction: each takes its slot's place with the
 * same guarded update as `bookService` (capacity can never be exceeded), gets its own reference
 * and names the order and item. Cancelling the order cancels them and gives the places back.
 */
import { languageOf } from '../accounts/account-rules';
import type { ContentTextsService } from '../translations/content-texts.service';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Mailer } from '../mail/mailer';
import type { OrderRow } from '../orders/orders.mappers';
import type { DB } from '../store/schema';
import { BookingRejected, newBookingToken, releasePlace, takePlace } from './book-slot';
import { bookingConfirmation } from './booking-mail';
import { bookingReference, type Contact } from './booking-rules';
import type { PricedInstallation } from './installation';
import type { BookingRow } from './workshops.mappers';

export interface OrderInstallation {
  /** Position of the order item (also its index in the checkout input). */
  item: number;
  installation: PricedInstallation;
}

export interface InstallationOrder {
  orderId: string;
  userId: string | null;
  contact: Contact;
  language: string;
  /** The checkout's idempotency hash; each booking's key is the order and item. */
  requestHash: string;
}

/**
 * Books every installation of the order, in slot order (two checkouts wanting the same slots
 * wait for each other instead of deadlocking). A full slot throws BookingRejected with the
 * item's field; the caller rolls the whole checkout back.
 */
export async function bookInstallations(
  trx: Transaction<DB>,
  order: InstallationOrder,
  installations: readonly OrderInstallation[],
): Promise<BookingRow[]> {
  const sorted = [...installations].sort(
    (a, b) =>
      a.installation.slot!.start.getTime() - b.installation.slot!.start.getTime() ||
      a.installation.city.localeCompare(b.installation.city) ||
      a.item - b.item,
  );
  const rows: BookingRow[] = [];
  for (const { item, installation } of sorted) {
    const pkg = installation.pkg!;
    const slot = installation.slot!;
    const key = { serviceId: pkg.service_id, city: installation.city, start: slot.start };
    const refused = await takePlace(trx, key, installation.slotCapacity);
    if (refused) {
      throw new BookingRejected([
        { code: refused, field: ['input', 'items', String(item), 'installation', 'slotStart'] },
      ]);
    }
    const { rows: numbers } = await sql<{ n: number }>`select nextval('service_booking_numbers')::int as n`.execute(
      trx,
    );
    rows.push(
      await trx
        .insertInto('service_bookings')
        .values({
          reference: bookingReference(numbers[0]!.n),
          token: newBookingToken(),
          service_id: pkg.service_id,
          package_id: pkg.id,
          package_name: pkg.name,
          price: pkg.price,
          city: installation.city,
          slot_start: slot.start,
          slot_end: slot.end,
          user_id: order.userId,
          vehicle_id: null,
          vehicle_text: null,
          contact_name: order.contact.name,
          contact_phone: order.contact.phone,
          contact_email: order.contact.email,
          notes: null,
          language: order.language,
          idempotency_scope: `order:${order.orderId}`,
          idempotency_key: `item-${item}`,
          request_hash: order.requestHash,
          cancelled_at: null,
          order_id: order.orderId,
          order_item: item,
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
  }
  return rows.sort((a, b) => a.order_item! - b.order_item!);
}

/** Cancels the order's confirmed installation bookings and gives their places back (any time: the order decides). */
export async function cancelOrderInstallations(trx: Transaction<DB>, orderId: string, now: Date): Promise<void> {
  const cancelled = await trx
    .updateTable('service_bookings')
    .set({ status: 'CANCELLED', cancelled_at: now })
    .where('order_id', '=', orderId)
    .where('status', '=', 'CONFIRMED')
    .returning(['service_id', 'city', 'slot_start'])
    .execute();
  for (const row of cancelled)
    await releasePlace(trx, { serviceId: row.service_id, city: row.city, start: new Date(row.slot_start) });
}

/** The installation bookings of some orders, by order id, in item order. */
export async function installationsOf(db: Kysely<DB>, orderIds: readonly string[]): Promise<Map<string, BookingRow[]>> {
  const byOrder = new Map<string, BookingRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('service_bookings')
    .selectAll()
    .where('order_id', 'in', [...orderIds])
    .orderBy('order_id')
    .orderBy('order_item')
    .execute();
  for (const row of rows) byOrder.get(row.order_id!)?.push(row);
  return byOrder;
}

/** After the order's commit: one confirmation e-mail per installation booking (a failure is only logged). */
export async function sendInstallationMails(
  db: Kysely<DB>,
  mailer: Mailer,
  logger: Logger,
  publicUrl: string,
  contentTexts: Pick<ContentTextsService, 'dictionary'>,
  { order, signedIn }: { order: OrderRow; signedIn: boolean },
): Promise<void> {
  const rows = (await installationsOf(db, [order.id])).get(order.id) ?? [];
  if (rows.length === 0) return;
  const services = await db
    .selectFrom('services')
    .selectAll()
    .where(
      'id',
      'in',
      rows.map((r) => r.service_id),
    )
    .execute();
  const cities = await db
    .selectFrom('workshops')
    .selectAll()
    .where(
      'city',
      'in',
      rows.map((r) => r.city),
    )
    .execute();
  for (const booking of rows) {
    const service = services.find((s) => s.id === booking.service_id)!;
    const city = cities.find((c) => c.city === booking.city)!;
    await mailer
      .sendMail(
        bookingConfirmation(
          {
            booking,
            service,
            city,
            dictionary: await contentTexts.dictionary(languageOf(booking.language)),
            signedIn,
            orderNumber: order.number,
          },
          publicUrl,
        ),
      )
      .catch((err: unknown) => logger.error({ err, booking: booking.reference }, 'booking confirmation e-mail failed'));
  }
}
