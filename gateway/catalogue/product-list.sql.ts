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
  /** A vehicle id: only products that do NOT fit it (the second part of a fit-first list; not a filter). */
  notFitting?: string;
}

/**
 * The rows filtered: `products p` (id `p.id`), or the category links `product_categories` under
 * an alias (id `product_id`), which carry the product's facet columns (migration 0202) so facet
 * counts of a category list never touch the wide products table.
 */
export interface RowSource {
  kind: 'products' | 'links';
  alias: string;
}
export const PRODUCTS: RowSource = { kind: 'products', alias: 'p' };
export const links = (alias: string): RowSource => ({ kind: 'links', alias });

const col = (on: RowSource, name: string) => sql.ref(`${on.alias}.${name}`);
const idOf = (on: RowSource) => col(on, on.kind === 'products' ? 'id' : 'product_id');

const CONDITIONS: {
  [K in FilterSlug]: (value: NonNullable<ResolvedFilters[K]>, on: RowSource) => RawBuilder<SqlBool>;
} = {
  category: (id, on) =>
    on.kind === 'links'
      ? sql`${col(on, 'category_id')} = ${id}`
      : sql`exists (select 1 from product_categories pc where pc.category_id = ${id} and pc.product_id = ${idOf(on)})`,
  vehicle: (id, on) =>
    sql`(${col(on, 'compatibility')} = 'all' or (${col(on, 'compatibility')} = 'list' and exists (
      select 1 from product_compatibility fit where fit.vehicle_id = ${id} and fit.product_id = ${idOf(on)})))`,
  brand: (ids, on) => sql`${col(on, 'brand_id')} in (${sql.join(ids)})`,
  price: ({ min, max }, on) => sql`${col(on, 'price')} between ${min} and ${max}`,
  discount: (value, on) => (value === 'yes' ? sql`${col(on, 'has_discount')}` : sql`not ${col(on, 'has_discount')}`),
  rating: (values, on) => sql`${col(on, 'rating_rounded')} in (${sql.join(values)})`,
  color: (slugs, on) =>
    on.kind === 'links'
      ? sql`${col(on, 'color_slugs')} && array[${sql.join(slugs)}]::text[]`
      : sql`exists (select 1 from product_colors pcol where pcol.product_id = ${idOf(on)} and pcol.color_slug in (${sql.join(slugs)}))`,
};

/** Whether any filter other than `except` (or the search) is active. */
export function anyFilter(filters: ResolvedFilters, except?: FilterSlug): boolean {
  return (
    filters.search !== undefined ||
    filters.notFitting !== undefined ||
    (Object.keys(CONDITIONS) as FilterSlug[]).some((slug) => slug !== except && filters[slug] !== undefined)
  );
}

/**
 * Every active filter's condition joined with AND, leaving out `except` (true when none). On
 * products with a category filter, all conditions go into one probe of the category's links.
 */
export function whereFilters(
  filters: ResolvedFilters,
  except?: FilterSlug,
  on: RowSource = PRODUCTS,
): RawBuilder<SqlBool> {
  if (on.kind === 'products' && filters.category !== undefined && except !== 'category') {
    return sql<SqlBool>`${idOf(on)} in (select pc.product_id from product_categories pc where ${whereFilters(filters, except, links('pc'))})`;
  }
  const conditions = (Object.keys(CONDITIONS) as FilterSlug[])
    .filter((slug) => slug !== except && filters[slug] !== undefined)
    .map((slug) => (CONDITIONS[slug] as (v: unknown, on: RowSource) => RawBuilder<SqlBool>)(filters[slug], on));
  if (filters.notFitting !== undefined)
    conditions.push(sql<SqlBool>`not ${CONDITIONS.vehicle(filters.notFitting, on)}`);
  // Archived products are hidden from the shop (migration 0750); their category links are gone.
  if (on.kind === 'products') conditions.push(sql<SqlBool>`${col(on, 'archived_at')} is null`);
  if (filters.search)
    conditions.push(
      sql<SqlBool>`${idOf(on)} in (select s.product_id from product_search s where ${searchMatch(filters.search)})`,
    );
  return conditions.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
}

type SortKey = {
  expr: RawBuilder<unknown>;
  select: RawBuilder<string | number>;
  param: (k: string | number) => RawBuilder<unknown>;
};

/** The sort key of each sort as an expression on products or links; the cursor carries its text or number. */
function columnKey(sort: Exclude<ProductSort, 'RELEVANCE'>, on: RowSource): SortKey {
  if (sort === 'DEFAULT')
    return {
      expr: col(on, 'created_at'),
      select: sql`${col(on, 'created_at')}::text`,
      param: (k) => sql`${k}::timestamptz`,
    };
  if (sort === 'PRICE_ASC' || sort === 'PRICE_DESC')
    return { expr: col(on, 'price'), select: col(on, 'price') as RawBuilder<number>, param: (k) => sql`${k}::integer` };
  const name = on.kind === 'links' ? col(on, 'name_key') : sql`lower(${col(on, 'name')})`;
  return { expr: name, select: name as RawBuilder<string>, param: (k) => sql`${k}::text` };
}

/** RELEVANCE: the search rank (product-search.sql.ts), read from the narrow search table. */
function sortKey(sort: ProductSort, search?: ResolvedSearch, on: RowSource = PRODUCTS): SortKey {
  if (sort !== 'RELEVANCE') return columnKey(sort, on);
  const rank = search
    ? sql`(select ${searchRank(search)} from product_search s where s.product_id = ${idOf(on)})`
    : sql`0::float8`;
  return { expr: rank, select: sql<number>`${rank}`, param: (k) => sql`${k}::float8` };
}

/** The selected sort key, aliased `sort_key`, for building cursors. */
export const sortKeySelect = (sort: ProductSort, search?: ResolvedSearch) =>
  sql<string | number>`${sortKey(sort, search).select}`.as('sort_key');

/** ORDER BY for the sort, reversed when paging backwards. */
export function orderBy(
  sort: ProductSort,
  reverse = false,
  search?: ResolvedSearch,
  on: RowSource = PRODUCTS,
): RawBuilder<unknown> {
  const dir = isAscending(sort) !== reverse ? sql`asc` : sql`desc`;
  return sql`${sortKey(sort, search, on).expr} ${dir}, ${idOf(on)} ${dir}`;
}

/**
 * Rows strictly after (`side` = 'after') or strictly before the cursor in the sort's order;
 * `orAt` includes the cursor's own position (for "is there anything before this page").
 */
export function keyset(
  sort: ProductSort,
  cursor: CursorKey,
  side: 'after' | 'before',
  orAt = false,
  search?: ResolvedSearch,
  on: RowSource = PRODUCTS,
): RawBuilder<SqlBool> {
  const forward = isAscending(sort) === (side === 'after');
  const op = sql.raw(forward ? (orAt ? '>=' : '>') : orAt ? '<=' : '<');
  const key = sortKey(sort, search, on);
  return sql<SqlBool>`(${key.expr}, ${idOf(on)}) ${op} (${key.param(cursor.key)}, ${cursor.id})`;
}
