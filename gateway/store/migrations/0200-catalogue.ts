import { type Kysely, sql } from 'kysely';

/**
 * The catalogue: categories (a tree), brands, colours, part types, products with their images,
 * attributes, options, tags, categories, colours and vehicle fitment, and product reviews.
 *
 * - `product_categories` holds a row for the product's own (direct) categories AND for each of
 *   their ancestors, so "in this category tree" and per-category counts are single index reads.
 * - `rating_sum` / `review_count` are kept by whoever writes `product_reviews` (in the same
 *   transaction); `rating` and `rating_rounded` derive from them.
 * - `search_text` (lower-case, accent-free name, SKU, part number, brand, categories) and
 *   `search_compact` (the same without spaces or punctuation) carry trigram indexes for search;
 *   `sku_key` / `part_number_key` (compact upper-case) give exact code hits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  await run(sql`
    create table categories (
      id integer generated always as identity primary key,
      type text not null default 'shop' check (type in ('shop', 'blog')),
      slug text not null,
      name text not null,
      parent_id integer references categories (id),
      image text,
      description text,
      layout text not null check (layout in ('products', 'categories')),
      pagination_mode text not null default 'page' check (pagination_mode in ('page', 'cursor')),
      position integer not null,
      unique (type, slug)
    )`);
  await run(sql`create index categories_parent on categories (parent_id, position)`);
  await run(sql`create index categories_name_trgm on categories using gin (lower(name) gin_trgm_ops)`);
  await run(sql`
    create table brands (
      id integer generated always as identity primary key,
      slug text not null unique,
      name text not null,
      country text not null check (country ~ '^[A-Z]{2}$'),
      image text not null
    )`);
  await run(sql`
    create table colors (
      slug text primary key,
      name text not null,
      hex text not null check (hex ~ '^#([0-9a-f]{3}|[0-9a-f]{6})$'),
      position integer not null
    )`);
  await run(sql`
    create table product_types (
      id integer generated always as identity primary key,
      slug text not null unique,
      name text not null
    )`);
  await run(sql`
    create table products (
      id integer generated always as identity primary key,
      slug text not null unique,
      name text not null,
      sku text not null unique,
      part_number text not null,
      sku_key text not null,
      part_number_key text not null,
      brand_id integer not null references brands (id),
      type_id integer not null references product_types (id),
      excerpt text not null,
      description text not null,
      price integer not null check (price >= 0),
      compare_at_price integer check (compare_at_price > 0),
      has_discount boolean generated always as (coalesce(compare_at_price > price, false)) stored,
      stock text not null check (stock in ('in-stock', 'out-of-stock', 'on-backorder')),
      stock_quantity integer not null default 0 check (stock_quantity >= 0),
      badges text[] not null default '{}',
      featured boolean not null default false,
      sales_count integer not null default 0,
      view_count integer not null default 0,
      rating_sum integer not null default 0,
      review_count integer not null default 0,
      rating_rounded smallint generated always as
        (case when review_count = 0 then 0 else round(rating_sum::numeric / review_count)::smallint end) stored,
      compatibility text not null check (compatibility in ('all', 'unknown', 'list')),
      search_text text not null,
      search_compact text not null,
      created_at timestamptz not null default now()
    )`);
  await run(sql`create index products_created on products (created_at desc, id desc)`);
  await run(sql`create index products_price on products (price, id)`);
  await run(sql`create index products_name on products (lower(name), id)`);
  await run(sql`create index products_brand on products (brand_id)`);
  await run(sql`create index products_type on products (type_id, sales_count desc)`);
  await run(sql`create index products_sales on products (sales_count desc, view_count desc, id)`);
  await run(sql`create index products_rating on products (rating_rounded, review_count desc)`);
  await run(sql`create index products_featured on products (sales_count desc) where featured`);
  await run(sql`create index products_discount on products (id) where has_discount`);
  await run(sql`create index products_sku_code on products (sku_key)`);
  await run(sql`create index products_part_number_code on products (part_number_key)`);
  await run(sql`create index products_search_trgm on products using gin (search_text gin_trgm_ops)`);
  await run(sql`create index products_compact_trgm on products using gin (search_compact gin_trgm_ops)`);
  await run(sql`
    create table product_categories (
      product_id integer not null references products (id) on delete cascade,
      category_id integer not null references categories (id),
      direct boolean not null,
      primary key (category_id, product_id)
    )`);
  await run(sql`create index product_categories_product on product_categories (product_id)`);
  await run(sql`
    create table product_images (
      product_id integer not null references products (id) on delete cascade,
      position smallint not null,
      url text not null,
      primary key (product_id, position)
    )`);
  await run(sql`
    create table product_attributes (
      product_id integer not null references products (id) on delete cascade,
      position smallint not null,
      group_name text not null,
      group_slug text not null,
      name text not null,
      slug text not null,
      featured boolean not null default false,
      values jsonb not null,
      primary key (product_id, position)
    )`);
  await run(sql`
    create table product_options (
      id integer generated always as identity primary key,
      product_id integer not null references products (id) on delete cascade,
      position smallint not null,
      type text not null check (type in ('default', 'color')),
      slug text not null,
      name text not null,
      unique (product_id, slug)
    )`);
  await run(sql`create index product_options_product on product_options (product_id, position)`);
  await run(sql`
    create table product_option_values (
      option_id integer not null references product_options (id) on delete cascade,
      position smallint not null,
      slug text not null,
      name text not null,
      color_slug text references colors (slug),
      primary key (option_id, position)
    )`);
  await run(sql`
    create table product_colors (
      product_id integer not null references products (id) on delete cascade,
      color_slug text not null references colors (slug),
      primary key (color_slug, product_id)
    )`);
  await run(sql`create index product_colors_product on product_colors (product_id)`);
  await run(
    sql`create table tags (id integer generated always as identity primary key, slug text not null unique, name text not null)`,
  );
  await run(sql`
    create table product_tags (
      product_id integer not null references products (id) on delete cascade,
      tag_id integer not null references tags (id),
      position smallint not null,
      primary key (product_id, tag_id)
    )`);
  await run(sql`create index product_tags_tag on product_tags (tag_id)`);
  await run(sql`
    create table product_compatibility (
      product_id integer not null references products (id) on delete cascade,
      -- No foreign key: vehicles come in migration 0300; ids are permanent keys (decision 006).
      vehicle_id text not null,
      primary key (vehicle_id, product_id)
    )`);
  await run(sql`create index product_compatibility_product on product_compatibility (product_id)`);
  await run(sql`
    create table product_reviews (
      id integer generated always as identity primary key,
      product_id integer not null references products (id) on delete cascade,
      author text not null,
      rating smallint not null check (rating between 1 and 5),
      content text not null,
      created_at timestamptz not null default now()
    )`);
  await run(sql`create index product_reviews_product on product_reviews (product_id, created_at desc, id desc)`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'product_reviews',
    'product_compatibility',
    'product_tags',
    'tags',
    'product_colors',
    'product_option_values',
    'product_options',
    'product_attributes',
    'product_images',
    'product_categories',
    'products',
    'product_types',
    'colors',
    'brands',
    'categories',
  ]) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
