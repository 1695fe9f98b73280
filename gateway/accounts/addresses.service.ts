import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../store/schema';
import type { AddressRow } from './accounts.mappers';
import { isDefaultOnAdd, isDefaultOnEdit, promotedAfterDelete } from './address-defaults';
import { type AddressFields, type AddressInput, validateAddress } from './address-rules';
import { isCountryCode } from './countries';
import { type UserError, userError } from './user-error';

type Result<T> = { value: T; errors: [] } | { value: null; errors: UserError[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AUTH_REQUIRED: UserError[] = [userError('AUTH_REQUIRED')];
const NOT_FOUND: UserError[] = [userError('ADDRESS_NOT_FOUND', 'id')];
const FULL: UserError[] = [userError('ADDRESS_BOOK_FULL')];

/** Most addresses one shopper can keep (decision 066): well within the `addresses` list's cap of 100. */
export const ADDRESS_BOOK_LIMIT = 50;

function columns(a: AddressFields) {
  return {
    first_name: a.firstName,
    last_name: a.lastName,
    company: a.company,
    country: a.country,
    address1: a.address1,
    address2: a.address2,
    landmark: a.landmark ?? null,
    city: a.city,
    state: a.state,
    postcode: a.postcode,
    email: a.email,
    phone: a.phone,
  };
}

/**
 * The shopper's address book. Every read and write is scoped to the viewer's id, so another
 * shopper's address id is simply not found. Default rules: see address-defaults.ts.
 */
export function createAddressesService(db: Kysely<DB>) {
  const own = (qb: Kysely<DB> | Transaction<DB>, userId: string) =>
    qb.selectFrom('addresses').selectAll().where('user_id', '=', userId);

  /** Serialises address-book changes of one shopper (row lock on the user). */
  const lockUser = (trx: Transaction<DB>, userId: string) =>
    trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();

  const clearDefault = (trx: Transaction<DB>, userId: string) =>
    trx
      .updateTable('addresses')
      .set({ is_default: false })
      .where('user_id', '=', userId)
      .where('is_default', '=', true)
      .execute();

  /** Country codes from the countries table, read once; the static ISO list if it is empty. */
  let countries: Promise<(code: string) => boolean> | null = null;
  const knownCountry = () =>
    (countries ??= db
      .selectFrom('countries')
      .select('code')
      .execute()
      .then((rows) => {
        const codes = new Set(rows.map((r) => r.code));
        return codes.size ? (code: string) => codes.has(code) : isCountryCode;
      })
      .catch((error: unknown) => {
        countries = null;
        throw error;
      }));

  return {
    list(userId: string): Promise<AddressRow[]> {
      return own(db, userId).orderBy('is_default', 'desc').orderBy('seq').execute();
    },

    async byId(userId: string, id: string): Promise<AddressRow | null> {
      if (!UUID.test(id)) return null;
      return (await own(db, userId).where('id', '=', id).executeTakeFirst()) ?? null;
    },

    async defaultAddress(userId: string): Promise<AddressRow | null> {
      return (await own(db, userId).where('is_default', '=', true).executeTakeFirst()) ?? null;
    },

    async add(userId: string | null, input: AddressInput): Promise<Result<AddressRow>> {
      if (!userId) return { value: null, errors: AUTH_REQUIRED };
      const { value, errors } = validateAddress(input, await knownCountry());
      if (errors.length) return { value: null, errors };
      // Counted under the shopper's row lock: concurrent adds cannot pass the limit together.
      return db.transaction().execute(async (trx): Promise<Result<AddressRow>> => {
        await lockUser(trx, userId);
        const { count } = await trx
          .selectFrom('addresses')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        if (Number(count) >= ADDRESS_BOOK_LIMIT) return { value: null, errors: FULL };
        const isDefault = isDefaultOnAdd(Number(count), input.default);
        if (isDefault) await clearDefault(trx, userId);
        const address = await trx
          .insertInto('addresses')
          .values({ user_id: userId, ...columns(value), is_default: isDefault })
          .returningAll()
          .executeTakeFirstOrThrow();
        return { value: address, errors: [] };
      });
    },

    async edit(userId: string | null, id: string, input: AddressInput): Promise<Result<AddressRow>> {
      if (!userId) return { value: null, errors: AUTH_REQUIRED };
      if (!UUID.test(id)) return { value: null, errors: NOT_FOUND };
      const { value, errors } = validateAddress(input, await knownCountry());
      return db.transaction().execute(async (trx): Promise<Result<AddressRow>> => {
        await lockUser(trx, userId);
        const current = await own(trx, userId).where('id', '=', id).executeTakeFirst();
        if (!current) return { value: null, errors: NOT_FOUND };
        if (errors.length) return { value: null, errors };
        const isDefault = isDefaultOnEdit(current.is_default, input.default);
        if (isDefault && !current.is_default) await clearDefault(trx, userId);
        const address = await trx
          .updateTable('addresses')
          .set({ ...columns(value), is_default: isDefault })
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { value: address, errors: [] };
      });
    },

    async remove(userId: string | null, id: string): Promise<Result<string>> {
      if (!userId) return { value: null, errors: AUTH_REQUIRED };
      if (!UUID.test(id)) return { value: null, errors: NOT_FOUND };
      return db.transaction().execute(async (trx): Promise<Result<string>> => {
        await lockUser(trx, userId);
        const deleted = await trx
          .deleteFrom('addresses')
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .returning(['id', 'is_default'])
          .executeTakeFirst();
        if (!deleted) return { value: null, errors: NOT_FOUND };
        const remaining = await trx
          .selectFrom('addresses')
          .select(['id', 'seq'])
          .where('user_id', '=', userId)
          .execute();
        const promoted = promotedAfterDelete(deleted.is_default, remaining);
        if (promoted) await trx.updateTable('addresses').set({ is_default: true }).where('id', '=', promoted).execute();
        return { value: deleted.id, errors: [] };
      });
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
