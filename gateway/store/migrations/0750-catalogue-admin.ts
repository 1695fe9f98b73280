import { type Kysely, sql } from 'kysely';

/**
 * The back office's catalogue operations (docs/decisions/032-catalogue-administration.md):
 *
 * - `products.archived_at`: an archived product is hidden from the shop and kept for the orders
 *   that name it. Archiving removes its category links (so no category list, facet or related
 *   list finds it) and its search row; `archived_category_ids` keeps its own (direct)
 *   categories so that restoring it puts them back. The facet change log (0204) follows the
 *   column, so every gateway's facet index drops the product; the search trigger (0201) leaves
 *   an archived product out.
 * - `product_reviews.hidden`: a hidden review is not shown and does not count in the rating.
 * - `catalogue_reference_revision`: one row, bumped by every statement that changes shop
 *   categories, brands, colours or part types, so each gateway's reference cache reloads within
 *   a second of a change made through any process (gateway/catalogue/catalogue-reference.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  await run(sql`alter table products add column archived_at timestamptz`);
  await run(sql`alter table products add column archived_category_ids integer[]`);
  await run(sql`alter table product_reviews add column hidden boolean not null default false`);

  await run(sql`drop trigger catalogue_changes_product_update on products`);
  await run(sql`
    create trigger catalogue_changes_product_update after update on products for each row
    when ((old.id, old.brand_id, old.price, old.has_discount, old.rating_rounded, old.compatibility, old.created_at, old.archived_at)
      is distinct from (new.id, new.brand_id, new.price, new.has_discount, new.rating_rounded, new.compatibility, new.created_at, new.archived_at))
    execute function catalogue_note_product_update()`);

  await run(sql`
    create or replace function product_search_sync() returns trigger language plpgsql as $$
    begin
      if new.archived_at is not null then
        delete from product_search where product_id = new.id;
        return null;
      end if;
      insert into product_search (product_id, search_text, search_compact, sku_key, part_number_key, sales_count)
      values (new.id, new.search_text, new.search_compact, new.sku_key, new.part_number_key, new.sales_count)
      on conflict (product_id) do update set
        search_text = excluded.search_text, search_compact = excluded.search_compact, sku_key = excluded.sku_key,
        part_number_key = excluded.part_number_key, sales_count = excluded.sales_count;
      return null;
    end $$`);
  await run(sql`drop trigger products_search_sync on products`);
  await run(sql`
    create trigger products_search_sync after insert or update of search_text, search_compact, sku_key, part_number_key, sales_count, archived_at
    on products for each row execute function product_search_sync()`);

  await run(sql`
    create table catalogue_reference_revision (
      singleton boolean primary key default true check (singleton),
      value bigint not null
    )`);
  await run(sql`insert into catalogue_reference_revision (value) values (1)`);
  await run(sql`
    create function catalogue_reference_bump() returns trigger language plpgsql as $$
    begin
      update catalogue_reference_revision set value = value + 1;
      return null;
    end $$`);
  for (const table of ['categories', 'brands', 'colors', 'product_types'])
    await run(sql`
      create trigger ${sql.raw(`${table}_reference_bump`)} after insert or update or delete on ${sql.raw(table)}
      for each statement execute function catalogue_reference_bump()`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  for (const table of ['categories', 'brands', 'colors', 'product_types'])
    await run(sql`drop trigger ${sql.raw(`${table}_reference_bump`)} on ${sql.raw(table)}`);
  await run(sql`drop function catalogue_reference_bump()`);
  await run(sql`drop table catalogue_reference_revision`);
  await run(sql`drop trigger products_search_sync on products`);
  await run(sql`
    create trigger products_search_sync after insert or update of search_text, search_compact, sku_key, part_number_key, sales_count
    on products for each row execute function product_search_sync()`);
  await run(sql`drop trigger catalogue_changes_product_update on products`);
  await run(sql`
    create trigger catalogue_changes_product_update after update on products for each row
    when ((old.id, old.brand_id, old.price, old.has_discount, old.rating_rounded, old.compatibility, old.created_at)
      is distinct from (new.id, new.brand_id, new.price, new.has_discount, new.rating_rounded, new.compatibility, new.created_at))
    execute function catalogue_note_product_update()`);
  await run(sql`alter table product_reviews drop column hidden`);
  await run(sql`alter table products drop column archived_category_ids`);
  await run(sql`alter table products drop column archived_at`);
}
