import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import { languageOf } from '../accounts/account-rules';
import type { ContentTextsService } from '../translations/content-texts.service';
import type { UserRow } from '../accounts/accounts.mappers';
import { type UserError, userError } from '../accounts/user-error';
import type { Mailer } from '../mail/mailer';
import type { DB } from '../store/schema';
import { BookingRejected, bookSlot, releasePlace } from './book-slot';
import { type BookServiceRequest, checkBooking } from './booking-input';
import { bookingConfirmation } from './booking-mail';
import { mayCancel } from './booking-rules';
import type { Clock } from './clock';
import { installationsOf } from './installation-booking';
import type { ServiceCatalogueService } from './service-catalogue.service';
import type { BookingRow, BookingView } from './workshops.mappers';

export interface BookingResult {
  booking: BookingView | null;
  errors: UserError[];
}

export interface BookingDeps {
  db: Kysely<DB>;
  catalogue: ServiceCatalogueService;
  mailer: Mailer;
  logger: Logger;
  clock: Clock;
  publicUrl: string;
  /** The content in each language, for the e-mails (the gateway's shared, cached dictionaries). */
  contentTexts: Pick<ContentTextsService, 'dictionary'>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN = /^[\w-]{20,100}$/;
const MAX_LIST = 100;

/** Fingerprint of everything in the request but the key: a reused key with another request is refused. */
export function requestHash(input: BookServiceRequest): string {
  const { idempotencyKey: _key, ...rest } = input;
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex');
}

function isIdempotencyConflict(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string } | null;
  return e?.code === '23505' && `${e.constraint ?? ''} ${e.message ?? ''}`.includes('idempotency');
}

/**
 * Booking, reading and cancelling service slots. The shopper id only ever comes from the
 * session; guests reach their booking through its token. The confirmation e-mail goes out
 * after the commit (a mail failure never loses a booking).
 */
export function createServiceBookingsService({
  db,
  catalogue,
  mailer,
  logger,
  clock,
  publicUrl,
  contentTexts,
}: BookingDeps) {
  const view = (row: BookingRow, access: BookingView['access'], showToken = access === 'token'): BookingView => ({
    row,
    access,
    showToken,
    // An installation booked with an order is cancelled with the order, not on its own.
    cancellable: row.order_id === null && mayCancel(row.status, new Date(row.slot_start), clock.now()),
  });

  async function replay(scope: string, key: string, hash: string): Promise<BookingResult | null> {
    const row = await db
      .selectFrom('service_bookings')
      .selectAll()
      .where('idempotency_scope', '=', scope)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    if (!row) return null;
    if (row.request_hash !== hash)
      return { booking: null, errors: [userError('IDEMPOTENCY_KEY_REUSED', 'input', 'idempotencyKey')] };
    return { booking: view(row, 'owner', true), errors: [] };
  }

  return {
    async book(viewer: UserRow | null, input: BookServiceRequest): Promise<BookingResult> {
      const now = clock.now();
      const email = (input.contactEmail?.trim() || viewer?.email || '').toLowerCase();
      const scope = viewer ? `user:${viewer.id}` : email ? `email:${email}` : null;
      const hash = requestHash(input);
      if (scope && /^[\w-]{8,100}$/.test(input.idempotencyKey)) {
        const repeated = await replay(scope, input.idempotencyKey, hash);
        if (repeated) return repeated;
      }
      const { value, errors } = await checkBooking(db, catalogue, input, viewer, now);
      if (!value || !scope) return { booking: null, errors };

      let row: BookingRow;
      try {
        row = await db.transaction().execute((trx) =>
          bookSlot(trx, {
            ...value,
            serviceId: value.pkg.service_id,
            userId: viewer?.id ?? null,
            language: languageOf(input.language ?? viewer?.language),
            idempotency: { scope, key: input.idempotencyKey, hash },
          }),
        );
      } catch (error) {
        if (error instanceof BookingRejected) return { booking: null, errors: error.errors };
        // The same key committed by a concurrent request (double click): answer that booking.
        if (isIdempotencyConflict(error)) return (await replay(scope, input.idempotencyKey, hash))!;
        throw error;
      }
      const service = (await catalogue.byIds([row.service_id]))[0]!;
      const city = (await catalogue.citiesByKeys([row.city]))[0]!;
      contentTexts
        .dictionary(languageOf(row.language))
        .then((dictionary) =>
          mailer.sendMail(
            bookingConfirmation({ booking: row, service, city, dictionary, signedIn: viewer !== null }, publicUrl),
          ),
        )
        .catch((err: unknown) => {
          logger.error({ err, booking: row.reference }, 'booking confirmation e-mail failed');
        });
      return { booking: view(row, 'owner', true), errors: [] };
    },

    async list(viewerId: string | null): Promise<BookingView[]> {
      if (viewerId === null) return [];
      const rows = await db
        .selectFrom('service_bookings')
        .selectAll()
        .where('user_id', '=', viewerId)
        .orderBy('slot_start', 'desc')
        .orderBy('reference', 'desc')
        .limit(MAX_LIST)
        .execute();
      return rows.map((row) => view(row, 'owner'));
    },

    async byReference(viewerId: string | null, reference: string): Promise<BookingView | null> {
      if (viewerId === null || reference.length > 40) return null;
      const row = await db
        .selectFrom('service_bookings')
        .selectAll()
        .where('reference', '=', reference.trim().toUpperCase())
        .where('user_id', '=', viewerId)
        .executeTakeFirst();
      return row ? view(row, 'owner') : null;
    },

    /** Installation bookings of orders (in item order), as read with the order: masked unless its owner reads it. */
    async ofOrders(orders: readonly { id: string; masked: boolean }[]): Promise<BookingView[][]> {
      const rows = await installationsOf(
        db,
        orders.map((o) => o.id),
      );
      return orders.map((o) =>
        (rows.get(o.id) ?? []).map((row) => ({ ...view(row, 'owner', false), masked: o.masked })),
      );
    },

    orderNumbers: (ids: readonly string[]) =>
      ids.length
        ? db
            .selectFrom('orders')
            .select(['id', 'number'])
            .where('id', 'in', [...ids])
            .execute()
        : Promise.resolve([]),

    async byToken(token: string): Promise<BookingView | null> {
      if (!TOKEN.test(token)) return null;
      const row = await db.selectFrom('service_bookings').selectAll().where('token', '=', token).executeTakeFirst();
      return row ? view(row, 'token') : null;
    },

    /** The owner (session) or a token holder cancels, until the cut-off; a cancelled booking answers unchanged. */
    async cancel(viewerId: string | null, id: string, token: string | null): Promise<BookingResult> {
      if (viewerId === null && !token) return { booking: null, errors: [userError('AUTH_REQUIRED')] };
      const notFound = { booking: null, errors: [userError('PAGE_NOT_FOUND', 'id')] };
      if (!UUID.test(id) || (token !== null && !TOKEN.test(token))) return notFound;
      const access: BookingView['access'] = token ? 'token' : 'owner';
      return db.transaction().execute(async (trx: Transaction<DB>): Promise<BookingResult> => {
        let query = trx.selectFrom('service_bookings').selectAll().where('id', '=', id);
        query = token ? query.where('token', '=', token) : query.where('user_id', '=', viewerId);
        const row = await query.forUpdate().executeTakeFirst();
        if (!row) return notFound;
        if (row.status === 'CANCELLED') return { booking: view(row, access), errors: [] };
        if (row.order_id !== null) return { booking: null, errors: [userError('BOOKING_PART_OF_ORDER', 'id')] };
        if (!mayCancel(row.status, new Date(row.slot_start), clock.now()))
          return { booking: null, errors: [userError('BOOKING_CANCEL_TOO_LATE', 'id')] };
        const updated = await trx
          .updateTable('service_bookings')
          .set({ status: 'CANCELLED', cancelled_at: clock.now() })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await releasePlace(trx, { serviceId: row.service_id, city: row.city, start: new Date(row.slot_start) });
        return { booking: view(updated, access), errors: [] };
      });
    },
  };
}

export type ServiceBookingsService = ReturnType<typeof createServiceBookingsService>;
