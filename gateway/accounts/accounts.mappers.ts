import type { Selectable } from 'kysely';
import type { DB } from '../store/schema';

/** A user as resolvers see it: never the password hash. */
export type UserRow = Omit<Selectable<DB['users']>, 'password_hash'>;
export type AddressRow = Selectable<DB['addresses']>;

export const USER_COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'phone',
  'language',
  'created_at',
  'updated_at',
] as const;
