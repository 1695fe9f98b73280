import type { Kysely } from 'kysely';
import type { DB } from '../store/schema';

/** Country codes per database, loaded once: countries are reference data that only migrations change. */
const knownCodes = new WeakMap<Kysely<DB>, Promise<ReadonlySet<string>>>();

function loadCodes(db: Kysely<DB>): Promise<ReadonlySet<string>> {
  let codes = knownCodes.get(db);
  if (!codes) {
    codes = db
      .selectFrom('countries')
      .select('code')
      .execute()
      .then((rows) => new Set(rows.map((row) => row.code)));
    // A failed load is not cached: the next call tries again.
    codes.catch(() => knownCodes.delete(db));
    knownCodes.set(db, codes);
  }
  return codes;
}

/**
 * True when `code` is a country of the `countries` table (exact ISO 3166-1 alpha-2, upper case).
 * For address and checkout validation; the spec's demo values RAND and LAND are not countries.
 */
export async function isKnownCountry(db: Kysely<DB>, code: string): Promise<boolean> {
  return (await loadCodes(db)).has(code);
}

/** Reads the countries shoppers can choose from. */
export function createCountriesService(db: Kysely<DB>) {
  return {
    /** Every country in display order, India first. */
    list() {
      return db.selectFrom('countries').select(['code', 'name']).orderBy('position').execute();
    },
    isKnown(code: string) {
      return isKnownCountry(db, code);
    },
  };
}

export type CountriesService = ReturnType<typeof createCountriesService>;
