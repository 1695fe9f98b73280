import { type Kysely, sql } from 'kysely';

/**
 * Search suggestions that name a part type (docs/decisions/039). `product_search` carries each
 * product's part type, kept by the same trigger as its search text, so the lexicon's tiers and its
 * ranking read the type from the narrow search row instead of collecting every product of the type
 * from `products` (6,864 rows and 5,036 table pages for the brake types at 100,000 products, on
 * every keystroke). `product_search_type_sales` walks one type's products by sales, search text
 * included, and stops after the first few that hold the query's other words.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  await run(sql`alter table product_search add column type_id integer`);
  await run(sql`update product_search s set type_id = p.type_id from products p where p.id = s.product_id`);
  await run(sql`alter table product_search alter column type_id set not null`);
  await run(sql`
    create index product_search_type_sales on product_search (type_id, sales_count desc, product_id) include (search_text)`);
  await syncFunction(db, true);
  await run(sql`drop trigger products_search_sync on products`);
  await run(sql`
    create trigger products_search_sync after insert or update of search_text, search_compact, sku_key, part_number_key, sales_count, archived_at, type_id
    on products for each row execute function product_search_sync()`);
}

/** The trigger function of migration 0750, with or without the part type. */
async function syncFunction(db: Kysely<unknown>, withType: boolean) {
  const type = withType ? sql`, type_id` : sql``;
  const value = withType ? sql`, new.type_id` : sql``;
  const update = withType ? sql`, type_id = excluded.type_id` : sql``;
  await sql`
    create or replace function product_search_sync() returns trigger language plpgsql as $$
    begin
      if new.archived_at is not null then
        delete from product_search where product_id = new.id;
        return null;
      end if;
      insert into product_search (product_id, search_text, search_compact, sku_key, part_number_key, sales_count${type})
      values (new.id, new.search_text, new.search_compact, new.sku_key, new.part_number_key, new.sales_count${value})
      on conflict (product_id) do update set
        search_text = excluded.search_text, search_compact = excluded.search_compact, sku_key = excluded.sku_key,
        part_number_key = excluded.part_number_key, sales_count = excluded.sales_count${update};
      return null;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  await run(sql`drop trigger products_search_sync on products`);
  await syncFunction(db, false);
  await run(sql`
    create trigger products_search_sync after insert or update of search_text, search_compact, sku_key, part_number_key, sales_count, archived_at
    on products for each row execute function product_search_sync()`);
  await run(sql`drop index product_search_type_sales`);
  await run(sql`alter table product_search drop column type_id`);
}
