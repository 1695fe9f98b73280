import { type Kysely, sql } from 'kysely';

/**
 * Related products (docs/decisions/016): "others filed directly in one of the product's
 * categories, best sellers first" walked every product by sales and probed its links until 8
 * shared a category (1.4 ms median, 11 ms worst at 100,000 products). Category links now carry a
 * copy of the product's `sales_count` (kept by the same triggers as the other copies of 0202),
 * and a partial index on direct links by (category, sales) gives each category's best sellers
 * straight away.
 */
const FILL = sql`
  create or replace function product_categories_fill() returns trigger language plpgsql as $$
  begin
    select p.brand_id, p.price, p.has_discount, p.rating_rounded, p.compatibility, p.created_at, lower(p.name),
        coalesce((select array_agg(c.color_slug order by c.color_slug) from product_colors c where c.product_id = p.id), '{}'),
        p.sales_count
      into new.brand_id, new.price, new.has_discount, new.rating_rounded, new.compatibility, new.created_at, new.name_key,
        new.color_slugs, new.sales_count
      from products p where p.id = new.product_id;
    return new;
  end $$`;

const SYNC = sql`
  create or replace function products_facets_sync() returns trigger language plpgsql as $$
  begin
    update product_categories set brand_id = new.brand_id, price = new.price, has_discount = new.has_discount,
      rating_rounded = new.rating_rounded, compatibility = new.compatibility, created_at = new.created_at, name_key = lower(new.name),
      sales_count = new.sales_count
    where product_id = new.id;
    return null;
  end $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  await run(sql`alter table product_categories add column sales_count integer`);
  await run(
    sql`update product_categories pc set sales_count = p.sales_count from products p where p.id = pc.product_id`,
  );
  await run(sql`alter table product_categories alter column sales_count set not null`);
  await run(FILL);
  await run(SYNC);
  await run(sql`drop trigger products_facets_sync on products`);
  await run(sql`
    create trigger products_facets_sync after update on products for each row
    when ((old.brand_id, old.price, old.has_discount, old.rating_rounded, old.compatibility, old.created_at, old.name, old.sales_count)
      is distinct from (new.brand_id, new.price, new.has_discount, new.rating_rounded, new.compatibility, new.created_at, new.name, new.sales_count))
    execute function products_facets_sync()`);
  await run(sql`
    create index product_categories_direct_sales on product_categories (category_id, sales_count desc, product_id) where direct`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  await run(sql`drop index product_categories_direct_sales`);
  await run(sql`drop trigger products_facets_sync on products`);
  await run(sql`
    create trigger products_facets_sync after update on products for each row
    when ((old.brand_id, old.price, old.has_discount, old.rating_rounded, old.compatibility, old.created_at, old.name)
      is distinct from (new.brand_id, new.price, new.has_discount, new.rating_rounded, new.compatibility, new.created_at, new.name))
    execute function products_facets_sync()`);
  await run(sql`
    create or replace function products_facets_sync() returns trigger language plpgsql as $$
    begin
      update product_categories set brand_id = new.brand_id, price = new.price, has_discount = new.has_discount,
        rating_rounded = new.rating_rounded, compatibility = new.compatibility, created_at = new.created_at, name_key = lower(new.name)
      where product_id = new.id;
      return null;
    end $$`);
  await run(sql`
    create or replace function product_categories_fill() returns trigger language plpgsql as $$
    begin
      select p.brand_id, p.price, p.has_discount, p.rating_rounded, p.compatibility, p.created_at, lower(p.name),
          coalesce((select array_agg(c.color_slug order by c.color_slug) from product_colors c where c.product_id = p.id), '{}')
        into new.brand_id, new.price, new.has_discount, new.rating_rounded, new.compatibility, new.created_at, new.name_key,
          new.color_slugs
        from products p where p.id = new.product_id;
      return new;
    end $$`);
  await run(sql`alter table product_categories drop column sales_count`);
}
