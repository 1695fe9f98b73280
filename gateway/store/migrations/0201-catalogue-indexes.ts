import { type Kysely, sql } from 'kysely';

/**
 * Catalogue at scale (100,000 products; plans read with EXPLAIN ANALYZE):
 *
 * - Facet counts and list totals read a few narrow columns of thousands of products. On the wide
 *   `products` heap (descriptions, search text) that was a bitmap heap scan of thousands of
 *   pages; covering indexes turn them into index-only scans: `products_filter_cover` (probe by id
 *   from a category), `products_brand_price` (brand and price filters), and covering versions of
 *   the product → category and product → colour indexes (replacing the plain ones).
 * - Search: substring and trigram matches had to fetch and re-check every candidate's wide row
 *   (7,900 rows for "bosch", a sequential scan for two letters). `product_search` is a narrow
 *   copy of the search columns, kept by a trigger on `products`, with the trigram and code
 *   indexes; the trigram indexes on `products` are dropped (nothing else reads them).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  await run(
    sql`create index products_filter_cover on products (id) include (brand_id, price, has_discount, rating_rounded, compatibility)`,
  );
  await run(
    sql`create index products_brand_price on products (brand_id, price) include (id, has_discount, rating_rounded)`,
  );
  await run(sql`drop index products_brand`);
  await run(
    sql`create index product_categories_product_cover on product_categories (product_id) include (category_id, direct)`,
  );
  await run(sql`drop index product_categories_product`);
  await run(sql`create index product_colors_product_cover on product_colors (product_id) include (color_slug)`);
  await run(sql`drop index product_colors_product`);

  await run(sql`
    create table product_search (
      product_id integer primary key references products (id) on delete cascade,
      search_text text not null,
      search_compact text not null,
      sku_key text not null,
      part_number_key text not null,
      sales_count integer not null
    )`);
  await run(sql`
    insert into product_search (product_id, search_text, search_compact, sku_key, part_number_key, sales_count)
    select id, search_text, search_compact, sku_key, part_number_key, sales_count from products`);
  await run(sql`create index product_search_text_trgm on product_search using gin (search_text gin_trgm_ops)`);
  await run(sql`create index product_search_compact_trgm on product_search using gin (search_compact gin_trgm_ops)`);
  await run(sql`create index product_search_sku on product_search (sku_key)`);
  await run(sql`create index product_search_part_number on product_search (part_number_key)`);
  await run(sql`
    create function product_search_sync() returns trigger language plpgsql as $$
    begin
      insert into product_search (product_id, search_text, search_compact, sku_key, part_number_key, sales_count)
      values (new.id, new.search_text, new.search_compact, new.sku_key, new.part_number_key, new.sales_count)
      on conflict (product_id) do update set
        search_text = excluded.search_text, search_compact = excluded.search_compact, sku_key = excluded.sku_key,
        part_number_key = excluded.part_number_key, sales_count = excluded.sales_count;
      return null;
    end $$`);
  await run(sql`
    create trigger products_search_sync after insert or update of search_text, search_compact, sku_key, part_number_key, sales_count
    on products for each row execute function product_search_sync()`);
  await run(sql`drop index products_search_trgm`);
  await run(sql`drop index products_compact_trgm`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  await run(sql`create index products_search_trgm on products using gin (search_text gin_trgm_ops)`);
  await run(sql`create index products_compact_trgm on products using gin (search_compact gin_trgm_ops)`);
  await run(sql`drop trigger products_search_sync on products`);
  await run(sql`drop function product_search_sync()`);
  await run(sql`drop table product_search`);
  await run(sql`create index product_colors_product on product_colors (product_id)`);
  await run(sql`drop index product_colors_product_cover`);
  await run(sql`create index product_categories_product on product_categories (product_id)`);
  await run(sql`drop index product_categories_product_cover`);
  await run(sql`create index products_brand on products (brand_id)`);
  await run(sql`drop index products_brand_price`);
  await run(sql`drop index products_filter_cover`);
}
