/**
 * All facet counts of a product list and its total in ONE statement (a UNION ALL of small
 * aggregates), each facet counted without its own filter (disjunctive counts, spec section 9).
 *
 * With a category filter every branch reads the category's links (`product_categories`, which
 * carry the product's facet columns: migration 0202) through a covering index; the category facet
 * reads links by brand and price, or `category_product_counts` when no other filter is active.
 * The rows under all filters are read once and shared by the facets whose filter is not active.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../store/schema';
import type { FacetCounts } from './facets';
import type { FilterSlug } from './product-filters';
import { anyFilter, links, PRODUCTS, type ResolvedFilters, whereFilters } from './product-list.sql';

interface FacetRow {
  facet: 'total' | 'category' | 'brand' | 'color' | 'discount' | 'price' | 'rating';
  key: string | null;
  n: number | null;
  m: number | null;
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
 * The statement. The rows under every filter (`hits`) are read once; a facet whose own filter is
 * not active counts them, the others read their own rows.
 */
function statement(f: ResolvedFilters): RawBuilder<FacetRow> {
  const all = source(f);
  const hits = { from: sql`hits p where true`, where: sql`true`, id: sql`p.id`, links: all.links };
  const facet = (slug: Exclude<FilterSlug, 'category' | 'vehicle'>) => (f[slug] === undefined ? hits : source(f, slug));
  const category = anyFilter(f, 'category')
    ? sql`select 'category', p.category_id::text, count(*)::int, null::int from product_categories p
        where ${whereFilters(f, 'category', links('p'))} group by p.category_id`
    : sql`select 'category', category_id::text, products, null::int from category_product_counts`;
  const color = facet('color');
  const colors = !anyFilter(f, 'color')
    ? sql`select 'color', color_slug, count(*)::int, null::int from product_colors group by color_slug`
    : color.links
      ? sql`select 'color', c.slug, count(*)::int, null::int from ${color === hits ? sql`hits` : sql`product_categories`} p
          cross join unnest(p.color_slugs) as c(slug) where ${color.where} group by c.slug`
      : sql`select 'color', pcol.color_slug, count(*)::int, null::int from product_colors pcol
          where pcol.product_id in (select ${color.id} from ${color.from}) group by pcol.color_slug`;
  return sql<FacetRow>`
    with hits as materialized (
      select ${all.id} as id, p.brand_id, p.price, p.has_discount, p.rating_rounded${all.links ? sql`, p.color_slugs` : sql``} from ${all.from})
    select 'total' as facet, null::text as key, count(*)::int as n, null::int as m from hits
    union all ${category}
    union all select 'brand', p.brand_id::text, count(*)::int, null::int from ${facet('brand').from} group by p.brand_id
    union all ${colors}
    union all select 'discount', p.has_discount::text, count(*)::int, null::int from ${facet('discount').from} group by p.has_discount
    union all select 'price', null::text, min(p.price), max(p.price) from ${facet('price').from}
    union all select 'rating', p.rating_rounded::text, count(*)::int, null::int from ${facet('rating').from} group by p.rating_rounded`;
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
  for (const { facet, key, n, m } of rows) {
    const count = n ?? 0;
    if (facet === 'total') counts.total = count;
    else if (facet === 'category') counts.categories.set(Number(key), count);
    else if (facet === 'brand') counts.brands.set(Number(key), count);
    else if (facet === 'color') counts.colors.set(key!, count);
    else if (facet === 'rating') counts.ratings.set(Number(key), count);
    else if (facet === 'price') counts.price = { min: n, max: m };
    else {
      counts.discount.any += count;
      if (key === 'true') counts.discount.yes = count;
      else counts.discount.no = count;
    }
  }
  return counts;
}
