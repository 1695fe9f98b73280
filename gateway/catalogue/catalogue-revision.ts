import { type Kysely, sql } from 'kysely';
import type { DB } from '../store/schema';

/**
 * The catalogue's revision (migration 0204): it moves on with every change of a product's facet
 * data (price, brand, discount, rating, compatibility, colours, category links), never back.
 */
export async function currentRevision(db: Kysely<DB>): Promise<string> {
  const { rows } = await sql<{ value: string }>`select value::text as value from catalogue_revision`.execute(db);
  return rows[0]?.value ?? '0';
}
