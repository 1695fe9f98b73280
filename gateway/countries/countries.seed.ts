import type { Transaction } from 'kysely';
import { COUNTRIES } from '../catalogue/seed/countries';
import type { DB } from '../store/schema';

/** Every ISO 3166-1 country, India first (the seed's order). */
export async function seedCountries(trx: Transaction<DB>): Promise<void> {
  await trx
    .insertInto('countries')
    .values(COUNTRIES.map((country, index) => ({ code: country.code, name: country.name, position: index + 1 })))
    .execute();
}
