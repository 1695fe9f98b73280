import { type Kysely, sql } from 'kysely';

/**
 * The gateway's facet index also pages category lists by date (docs/decisions/022), so a change
 * of a product's `created_at` is a change of its facet data: it bumps the catalogue revision and
 * is logged like a price change (migration 0204).
 */
const trigger = (columns: string) => sql`
  create trigger catalogue_changes_product_update after update on products for each row
  when ((${sql.raw(columns.replaceAll('$', 'old.'))}) is distinct from (${sql.raw(columns.replaceAll('$', 'new.'))}))
  execute function catalogue_note_product_update()`;

const FACET_COLUMNS = '$id, $brand_id, $price, $has_discount, $rating_rounded, $compatibility';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger catalogue_changes_product_update on products`.execute(db);
  await trigger(`${FACET_COLUMNS}, $created_at`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger catalogue_changes_product_update on products`.execute(db);
  await trigger(FACET_COLUMNS).execute(db);
}
