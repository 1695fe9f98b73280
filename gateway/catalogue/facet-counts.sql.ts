/**
 * All facet counts of a product list and its total in ONE statement (a UNION ALL of small
 * aggregates), each facet counted without its own filter (disjunctive counts, spec section 9).
 *
 * With a category filter every branch reads the category's links (`product_categories`, which
 * carry the product's facet columns: migration 0202) through a covering index; the category facet
 * reads links by brand and price, or `category_product_counts` when no other filter is active.
 * The rows under all filters are grouped once by (discount, rating): the total, and those two
 * facets when their own filter is not active, are sums of the groups (no shared materialised set).
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../store/schema';
import type { FacetCounts } from './facets';
import type { FilterSlug } from './product-filters';
import { anyFilter, links, PRODUCTS, type ResolvedFilters, whereFilters } from './product-list.sql';

interface FacetRow {
  /** `hits`: the rows under every filter, counted per (discount, rating) in `key` and `m`. */
  facet: 'hits' | 'category' | 'brand' | 'color' | 'discount' | 'price' | 'rating';
  key: string | null;
  n: number | null;
  m: number | null;
  /** `hits` only: the colour slugs of the group's products, space-separated (see statement). */
  slugs: string | null;
}

interface Source {
  /** `table p where …`: the rows under every filter but the one left out. */
  from: RawBuilder<unknown>;
  where: RawBuilder<unknown>;
  id: RawBuilder<unknown>;
  links: boolean;
}

/** The rows under every filter but `except`, aliased `p`: the category's links when it has one. */
function source(f: ResolvedFilters, except?: FilterSlug): Source {
  if (f.category !== undefined && except !== 'category') {
    const where = whereFilters(f, except, links('p'));
    return { from: sql`product_categories p where ${where}`, where, id: sql`p.product_id`, links: true };
  }
  const where = whereFilters(f, except, PRODUCTS);
  return { from: sql`products p where ${where}`, where, id: sql`p.id`, links: false };
}

/**
 * Price bounds. With a category and a brand filter, the lowest and highest price of each brand
 * are two probes of the links' (category, brand, price) index instead of reading every link of
 * those brands: min and max of the union are the min and max of the brands' bounds.
 */
function priceBounds(f: ResolvedFilters, rows: Source): RawBuilder<unknown> {
  if (!rows.links || f.brand === undefined)
    return sql`select 'price', null::text, min(p.price), max(p.price), null::text from ${rows.from}`;
  const others = whereFilters({ ...f, brand: undefined }, 'price', links('p'));
  return sql`select 'price', null::text, min(b.low), max(b.high), null::text from unnest(array[${sql.join(f.brand)}]::int[]) as brand(id)
    cross join lateral (select min(p.price) as low, max(p.price) as high from product_categories p
      where p.brand_id = brand.id and ${others}) b`;
}

/**
 * The statement. The rows under every filter are counted once per (discount, rating) pair (at
 * most 12 groups): the total, and the discount and rating facets when their own filter is not
 * active, are sums of those groups. With a category every other facet reads its own links
 * (index-only). Without one, filtered products may need the wide table or a semi-join (colour,
 * vehicle, search), so they are found once (`hits`, materialised) and the facets whose own filter
 * is not active count those; unfiltered, each facet scans the covering index of `products`.
 */
function statement(f: ResolvedFilters): RawBuilder<FacetRow> {
  const found = source(f);
  const shared = !found.links && anyFilter(f);
  const hits: Source = { from: sql`hits p where true`, where: sql`true`, id: sql`p.id`, links: false };
  const all = shared ? hits : found;
  const own = (slug: Exclude<FilterSlug, 'category' | 'vehicle'>) =>
    shared && f[slug] === undefined ? hits : source(f, slug);
  const category = anyFilter(f, 'category')
    ? sql`select 'category', p.category_id::text, count(*)::int, null::int, null::text from product_categories p
        where ${whereFilters(f, 'category', links('p'))} group by p.category_id`
    : sql`select 'category', category_id::text, products, null::int, null::text from category_product_counts`;
  const color = own('color');
  // Colours: over all products when nothing is filtered; when the facet counts the hits on the
  // links, with the hits' grouping (one space-separated string per group), so the links are read
  // once; otherwise over the facet's own rows, skipping the many links without a colour.
  const colorsOfHits = f.color === undefined && all.links && anyFilter(f, 'color');
  const colors = !anyFilter(f, 'color')
    ? sql`select 'color', color_slug, count(*)::int, null::int, null::text from product_colors group by color_slug`
    : color.links
      ? sql`select 'color', c.slug, count(*)::int, null::int, null::text from product_categories p
          cross join unnest(p.color_slugs) as c(slug) where ${color.where} and cardinality(p.color_slugs) > 0 group by c.slug`
      : color === hits
        ? // A join (hits holds each product once), so the planner knows how many rows hits has
          // and hashes them instead of probing product_colors once per product.
          sql`select 'color', pcol.color_slug, count(*)::int, null::int, null::text from product_colors pcol
            join hits p on p.id = pcol.product_id group by pcol.color_slug`
        : sql`select 'color', pcol.color_slug, count(*)::int, null::int, null::text from product_colors pcol
            where pcol.product_id in (select ${color.id} from ${color.from}) group by pcol.color_slug`;
  const discount =
    f.discount === undefined
      ? sql``
      : sql`union all select 'discount', p.has_discount::text, count(*)::int, null::int, null::text from ${own('discount').from} group by p.has_discount`;
  const rating =
    f.rating === undefined
      ? sql``
      : sql`union all select 'rating', p.rating_rounded::text, count(*)::int, null::int, null::text from ${own('rating').from} group by p.rating_rounded`;
  return sql<FacetRow>`
    ${shared ? sql`with hits as materialized (select p.id, p.brand_id, p.price, p.has_discount, p.rating_rounded from ${found.from})` : sql``}
    select 'hits' as facet, p.has_discount::text as key, count(*)::int as n, p.rating_rounded::int as m,
      ${colorsOfHits ? sql`string_agg(array_to_string(p.color_slugs, ' '), ' ') filter (where cardinality(p.color_slugs) > 0)` : sql`null::text`} as slugs
      from ${all.from} group by p.has_discount, p.rating_rounded
    union all ${category}
    union all select 'brand', p.brand_id::text, count(*)::int, null::int, null::text from ${own('brand').from} group by p.brand_id
    ${colorsOfHits ? sql`` : sql`union all ${colors}`}
    ${discount}
    union all ${priceBounds(f, own('price'))}
    ${rating}`;
}

/** Adds `count` to the discount facet's `key` ('true' or 'false'). */
function countDiscount(counts: FacetCounts, key: string | null, count: number) {
  counts.discount.any += count;
  if (key === 'true') counts.discount.yes += count;
  else counts.discount.no += count;
}

/** The list's total and every facet's counts. */
export async function facetCounts(db: Kysely<DB>, f: ResolvedFilters): Promise<FacetCounts> {
  const { rows } = await statement(f).execute(db);
  const counts: FacetCounts = {
    categories: new Map(),
    brands: new Map(),
    colors: new Map(),
    discount: { any: 0, yes: 0, no: 0 },
    price: { min: null, max: null },
    ratings: new Map(),
    total: 0,
  };
  for (const { facet, key, n, m, slugs } of rows) {
    const count = n ?? 0;
    if (facet === 'hits') {
      counts.total += count;
      for (const slug of slugs ? slugs.split(' ') : []) counts.colors.set(slug, (counts.colors.get(slug) ?? 0) + 1);
      if (f.discount === undefined) countDiscount(counts, key, count);
      if (f.rating === undefined) counts.ratings.set(m!, (counts.ratings.get(m!) ?? 0) + count);
    } else if (facet === 'category') counts.categories.set(Number(key), count);
    else if (facet === 'brand') counts.brands.set(Number(key), count);
    else if (facet === 'color') counts.colors.set(key!, count);
    else if (facet === 'rating') counts.ratings.set(Number(key), count);
    else if (facet === 'price') counts.price = { min: n, max: m };
    else countDiscount(counts, key, count);
  }
  return counts;
}
