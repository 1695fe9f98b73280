import { type Kysely, sql } from 'kysely';
import type { DB } from '../store/schema';

/**
 * The revision of what the layout of every page shows (the departments menu with its counts, the
 * shop's name and contacts, the currencies, the languages), in one statement: the catalogue's
 * revision (migration 0204: category links, hence the counts), its reference tables' (0750: the
 * categories) and the shop's reference tables' (0970: shop, currencies, languages, translated
 * category names). Any change to that data moves it on, never back.
 */
export async function layoutRevision(db: Kysely<DB>): Promise<string> {
  const { rows } = await sql<{ value: string }>`
    select (select value from catalogue_revision)::text || '.' ||
      (select value from catalogue_reference_revision)::text || '.' ||
      (select value from shop_reference_revision)::text as value`.execute(db);
  return rows[0]!.value;
}
