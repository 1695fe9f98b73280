import { type Kysely, sql } from 'kysely';

/**
 * Catalogue at 100,000 products, second round (plans in docs/decisions, catalogue performance):
 *
 * - Facets. A category list filtered by brand and price joined `product_categories` to `products`
 *   for every facet (a hash join over 230,000 links for the category facet, 73,000 price-index
 *   entries for the brand facet). `product_categories` now carries the product's facet columns
 *   (brand, price, discount, rounded rating, compatibility, colours) and sort keys (created_at,
 *   lower(name)), filled by a trigger when a link is inserted and kept by triggers on `products`
 *   and `product_colors`, so every facet of a category list is an index-only range scan of one of
 *   two covering indexes, and a page is sorted on the links before 24 wide product rows are read.
 * - `category_product_counts`: products per category, kept by statement-level triggers on
 *   `product_categories`; the category facet without other filters and `Category.items` read it
 *   instead of counting 230,000 links.
 * - Search. `product_search_sales` lets "best sellers among the matches" stop after the first few
 *   matches instead of ranking all of them; `search_words` is the vocabulary of the search text
 *   (words without digits: codes are not typo-corrected), kept by the product_search trigger,
 *   whose trigram index turns a mistyped word into known words.
 */
/** The product's columns copied onto each of its category links. */
const COLUMNS = [
  'brand_id integer',
  'price integer',
  'has_discount boolean',
  'rating_rounded smallint',
  'compatibility text',
  'created_at timestamptz',
  'name_key text',
  'color_slugs text[]',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  for (const column of COLUMNS) await run(sql`alter table product_categories add column ${sql.raw(column)}`);
  await run(sql`
    update product_categories pc set brand_id = p.brand_id, price = p.price, has_discount = p.has_discount,
      rating_rounded = p.rating_rounded, compatibility = p.compatibility, created_at = p.created_at, name_key = lower(p.name),
      color_slugs = coalesce((select array_agg(c.color_slug order by c.color_slug) from product_colors c where c.product_id = p.id), '{}')
    from products p where p.id = pc.product_id`);
  for (const column of COLUMNS)
    await run(sql`alter table product_categories alter column ${sql.raw(column.split(' ')[0]!)} set not null`);
  await run(sql`
    create function product_categories_fill() returns trigger language plpgsql as $$
    begin
      select p.brand_id, p.price, p.has_discount, p.rating_rounded, p.compatibility, p.created_at, lower(p.name),
          coalesce((select array_agg(c.color_slug order by c.color_slug) from product_colors c where c.product_id = p.id), '{}')
        into new.brand_id, new.price, new.has_discount, new.rating_rounded, new.compatibility, new.created_at, new.name_key,
          new.color_slugs
        from products p where p.id = new.product_id;
      return new;
    end $$`);
  await run(sql`
    create trigger product_categories_fill before insert or update of product_id on product_categories
    for each row execute function product_categories_fill()`);
  await run(sql`
    create function products_facets_sync() returns trigger language plpgsql as $$
    begin
      update product_categories set brand_id = new.brand_id, price = new.price, has_discount = new.has_discount,
        rating_rounded = new.rating_rounded, compatibility = new.compatibility, created_at = new.created_at, name_key = lower(new.name)
      where product_id = new.id;
      return null;
    end $$`);
  await run(sql`
    create trigger products_facets_sync after update on products for each row
    when ((old.brand_id, old.price, old.has_discount, old.rating_rounded, old.compatibility, old.created_at, old.name)
      is distinct from (new.brand_id, new.price, new.has_discount, new.rating_rounded, new.compatibility, new.created_at, new.name))
    execute function products_facets_sync()`);
  await run(sql`
    create function product_colors_sync() returns trigger language plpgsql as $$
    begin
      update product_categories pc
      set color_slugs = coalesce((select array_agg(c.color_slug order by c.color_slug) from product_colors c where c.product_id = pc.product_id), '{}')
      where pc.product_id in (select product_id from changed)
        and exists (select 1 from products p where p.id = pc.product_id);
      return null;
    end $$`);
  await run(sql`
    create trigger product_colors_insert after insert on product_colors
    referencing new table as changed for each statement execute function product_colors_sync()`);
  await run(sql`
    create trigger product_colors_delete after delete on product_colors
    referencing old table as changed for each statement execute function product_colors_sync()`);
  await run(sql`
    create trigger product_colors_update after update on product_colors
    referencing new table as changed for each statement execute function product_colors_sync()`);
  await run(sql`
    create index product_categories_facets on product_categories (category_id, brand_id, price)
    include (product_id, has_discount, rating_rounded, compatibility, color_slugs, created_at, name_key)`);
  await run(sql`
    create index product_categories_by_brand on product_categories (brand_id, price)
    include (category_id, product_id, has_discount, rating_rounded, compatibility)`);

  await run(
    sql`create table category_product_counts (category_id integer primary key references categories (id), products integer not null)`,
  );
  await run(
    sql`insert into category_product_counts select category_id, count(*) from product_categories group by category_id`,
  );
  await run(sql`
    create function category_product_counts_add() returns trigger language plpgsql as $$
    begin
      insert into category_product_counts (category_id, products)
      select category_id, count(*) from added group by category_id
      on conflict (category_id) do update set products = category_product_counts.products + excluded.products;
      return null;
    end $$`);
  await run(sql`
    create function category_product_counts_remove() returns trigger language plpgsql as $$
    begin
      update category_product_counts c set products = c.products - r.n
      from (select category_id, count(*) as n from removed group by category_id) r where r.category_id = c.category_id;
      return null;
    end $$`);
  await run(sql`
    create trigger category_product_counts_insert after insert on product_categories
    referencing new table as added for each statement execute function category_product_counts_add()`);
  await run(sql`
    create trigger category_product_counts_delete after delete on product_categories
    referencing old table as removed for each statement execute function category_product_counts_remove()`);
  await run(sql`
    create function category_product_counts_move() returns trigger language plpgsql as $$
    begin
      update category_product_counts set products = products - 1 where category_id = old.category_id;
      insert into category_product_counts (category_id, products) values (new.category_id, 1)
      on conflict (category_id) do update set products = category_product_counts.products + 1;
      return null;
    end $$`);
  await run(sql`
    create trigger category_product_counts_move after update of category_id on product_categories for each row
    when (old.category_id <> new.category_id) execute function category_product_counts_move()`);

  await run(sql`create index product_search_sales on product_search (sales_count desc, product_id)`);
  await run(sql`create table search_words (word text primary key)`);
  await run(sql`
    insert into search_words select distinct w from product_search, unnest(string_to_array(search_text, ' ')) w
    where length(w) >= 2 and w !~ '[0-9]'`);
  await run(sql`create index search_words_trgm on search_words using gin (word gin_trgm_ops)`);
  await run(sql`
    create function search_words_add() returns trigger language plpgsql as $$
    begin
      insert into search_words select distinct w from unnest(string_to_array(new.search_text, ' ')) w
      where length(w) >= 2 and w !~ '[0-9]' on conflict do nothing;
      return null;
    end $$`);
  await run(sql`
    create trigger product_search_words after insert or update of search_text on product_search
    for each row execute function search_words_add()`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  await run(sql`drop trigger product_search_words on product_search`);
  await run(sql`drop function search_words_add()`);
  await run(sql`drop table search_words`);
  await run(sql`drop index product_search_sales`);
  for (const name of ['insert', 'delete', 'move']) {
    await run(sql`drop trigger ${sql.raw(`category_product_counts_${name}`)} on product_categories`);
  }
  await run(sql`drop function category_product_counts_move()`);
  await run(sql`drop function category_product_counts_add()`);
  await run(sql`drop function category_product_counts_remove()`);
  await run(sql`drop table category_product_counts`);
  await run(sql`drop trigger product_colors_insert on product_colors`);
  await run(sql`drop trigger product_colors_delete on product_colors`);
  await run(sql`drop trigger product_colors_update on product_colors`);
  await run(sql`drop function product_colors_sync()`);
  await run(sql`drop trigger products_facets_sync on products`);
  await run(sql`drop function products_facets_sync()`);
  await run(sql`drop trigger product_categories_fill on product_categories`);
  await run(sql`drop function product_categories_fill()`);
  for (const column of COLUMNS)
    await run(sql`alter table product_categories drop column ${sql.raw(column.split(' ')[0]!)}`);
}
