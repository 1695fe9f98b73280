/**
 * SQL for product lists: one condition per active filter, so a facet can leave its own out
 * (disjunctive counts), and the keyset condition and order of each sort.
 */
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { type CursorKey, isAscending, type ProductSort } from './product-cursor';
import type { Discount, FilterSlug } from './product-filters';
import { type ResolvedSearch, searchMatch, searchRank } from './product-search.sql';

/** Filters with the slugs they name resolved to ids (see product-list.service.ts). */
export interface ResolvedFilters {
  category?: number;
  vehicle?: string;
  brand?: number[];
  price?: { min: number; max: number };
  discount?: Discount;
  rating?: number[];
  color?: string[];
  /** The `search` argument (not a filter: facets never leave it out). */
  search?: ResolvedSearch;
}

const CONDITIONS: { [K in FilterSlug]: (value: NonNullable<ResolvedFilters[K]>) => RawBuilder<SqlBool> } = {
  category: (id) => sql`exists (select 1 from product_categories pc where pc.category_id = ${id} and pc.product_id = p.id)`,
  vehicle: (id) =>
    sql`(p.compatibility = 'all' or (p.compatibility = 'list' and exists (
      select 1 from product_compatibility fit where fit.vehicle_id = ${id} and fit.product_id = p.id)))`,
  brand: (ids) => sql`p.brand_id in (${sql.join(ids)})`,
  price: ({ min, max }) => sql`p.price between ${min} and ${max}`,
  discount: (value) => (value === 'yes' ? sql`p.has_discount` : sql`not p.has_discount`),
  rating: (values) => sql`p.rating_rounded in (${sql.join(values)})`,
  color: (slugs) =>
    sql`exists (select 1 from product_colors pcol where pcol.product_id = p.id and pcol.color_slug in (${sql.join(slugs)}))`,
};

/** Every active filter's condition joined with AND, leaving out `except` (true when none). */
export function whereFilters(filters: ResolvedFilters, except?: FilterSlug): RawBuilder<SqlBool> {
  const conditions = (Object.keys(CONDITIONS) as FilterSlug[])
    .filter((slug) => slug !== except && filters[slug] !== undefined)
    .map((slug) => (CONDITIONS[slug] as (v: unknown) => RawBuilder<SqlBool>)(filters[slug]));
  if (filters.search) conditions.push(sql<SqlBool>`p.id in (select s.product_id from product_search s where ${searchMatch(filters.search)})`);
  return conditions.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
}

type SortKey = { expr: RawBuilder<unknown>; select: RawBuilder<string | number>; param: (k: string | number) => RawBuilder<unknown> };

/** The sort key of each sort as an expression; the cursor carries its text or number. */
const KEY: Record<Exclude<ProductSort, 'RELEVANCE'>, SortKey> = {
  DEFAULT: { expr: sql`p.created_at`, select: sql`p.created_at::text`, param: (k) => sql`${k}::timestamptz` },
  NAME_ASC: { expr: sql`lower(p.name)`, select: sql`lower(p.name)`, param: (k) => sql`${k}::text` },
  NAME_DESC: { expr: sql`lower(p.name)`, select: sql`lower(p.name)`, param: (k) => sql`${k}::text` },
  PRICE_ASC: { expr: sql`p.price`, select: sql`p.price`, param: (k) => sql`${k}::integer` },
  PRICE_DESC: { expr: sql`p.price`, select: sql`p.price`, param: (k) => sql`${k}::integer` },
};

/** RELEVANCE: the search rank (product-search.sql.ts), read from the narrow search table. */
function sortKey(sort: ProductSort, search?: ResolvedSearch): SortKey {
  if (sort !== 'RELEVANCE') return KEY[sort];
  const rank = search ? sql`(select ${searchRank(search)} from product_search s where s.product_id = p.id)` : sql`0::float8`;
  return { expr: rank, select: sql<number>`${rank}`, param: (k) => sql`${k}::float8` };
}

/** The selected sort key, aliased `sort_key`, for building cursors. */
export const sortKeySelect = (sort: ProductSort, search?: ResolvedSearch) => sql<string | number>`${sortKey(sort, search).select}`.as('sort_key');

/** ORDER BY for the sort, reversed when paging backwards. */
export function orderBy(sort: ProductSort, reverse = false, search?: ResolvedSearch): RawBuilder<unknown> {
  const dir = isAscending(sort) !== reverse ? sql`asc` : sql`desc`;
  return sql`${sortKey(sort, search).expr} ${dir}, p.id ${dir}`;
}

/**
 * Rows strictly after (`side` = 'after') or strictly before the cursor in the sort's order;
 * `orAt` includes the cursor's own position (for "is there anything before this page").
 */
export function keyset(sort: ProductSort, cursor: CursorKey, side: 'after' | 'before', orAt = false, search?: ResolvedSearch): RawBuilder<SqlBool> {
  const forward = isAscending(sort) === (side === 'after');
  const op = sql.raw(forward ? (orAt ? '>=' : '>') : orAt ? '<=' : '<');
  const key = sortKey(sort, search);
  return sql<SqlBool>`(${key.expr}, p.id) ${op} (${key.param(cursor.key)}, ${cursor.id})`;
}
