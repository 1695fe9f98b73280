import { type Kysely, sql } from 'kysely';
import { HSN_BY_PART_TYPE } from '../../catalogue/seed/hsn-codes';
import { GST_SLABS_BP } from '../../../rules/gst/gst';

/**
 * GST data of the catalogue (docs/decisions/025-gst-codes-and-rates.md):
 * - `gst_rates`: one row per tariff code (HSN or SAC, 4–8 digits) and first day in force, with
 *   the rate in basis points, one of the GST slabs. A change in law is a new row.
 * - `products.hsn_code`: every product's HSN code (4, 6 or 8 digits). Products already stored get
 *   their part type's default code (seed/hsn-codes.ts); seeder `catalogue-gst@1` then gives the
 *   sample products their own codes where they differ.
 * - The selling price never exceeds the MRP (`compare_at_price`) when there is one.
 * Service packages get their SAC code in migration 0520 (their table comes in 0500).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  await run(sql`
    create table gst_rates (
      code text not null check (code ~ '^[0-9]{4,8}$'),
      effective_from date not null,
      rate_bp integer not null check (rate_bp in (${sql.raw(GST_SLABS_BP.join(', '))})),
      description text not null check (length(description) between 1 and 200),
      primary key (code, effective_from)
    )`);

  await run(sql`alter table products add column hsn_code text`);
  const defaults = Object.entries(HSN_BY_PART_TYPE);
  if (defaults.length > 0) {
    await run(sql`
      update products p set hsn_code = d.code
      from product_types t, (values ${sql.join(defaults.map(([type, code]) => sql`(${type}, ${code})`))}) as d (type, code)
      where t.id = p.type_id and t.slug = d.type`);
  }
  const { rows: unmapped } = await sql<{ slug: string }>`
    select distinct t.slug from products p join product_types t on t.id = p.type_id where p.hsn_code is null`.execute(
    db,
  );
  if (unmapped.length > 0) {
    throw new Error(
      `Products of part types without an HSN code: ${unmapped.map((r) => r.slug).join(', ')} (add them to HSN_BY_PART_TYPE)`,
    );
  }
  await run(sql`alter table products alter column hsn_code set not null`);
  await run(sql`alter table products add constraint products_hsn_code check (hsn_code ~ '^[0-9]{4}([0-9]{2}){0,2}$')`);

  const { rows: aboveMrp } = await sql<{ slug: string }>`
    select slug from products where price > compare_at_price order by slug limit 20`.execute(db);
  if (aboveMrp.length > 0) {
    throw new Error(
      `Products priced above their MRP (compare_at_price), correct them first: ${aboveMrp.map((r) => r.slug).join(', ')}`,
    );
  }
  await run(sql`
    alter table products add constraint products_price_within_mrp
    check (compare_at_price is null or price <= compare_at_price)`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table products drop constraint products_price_within_mrp`.execute(db);
  await sql`alter table products drop column hsn_code`.execute(db);
  await sql`drop table gst_rates`.execute(db);
}
