import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { DB } from '../store/schema';
import type { ProductListResult, ProductRow } from './catalogue.mappers';
import { CatalogueInputError } from './catalogue-errors';
import { buildFilters, type FacetCounts } from './facets';
import { type ListOptionsInput, type ListPaging, listPaging } from './list-options';
import { encodeCursor } from './product-cursor';
import { type FilterInput, type FilterSlug, parseFilters, type ParsedFilters } from './product-filters';
import { keyset, orderBy, type ResolvedFilters, sortKeySelect, whereFilters } from './product-list.sql';
import { type ResolvedSearch, resolveSearch } from './product-search.sql';

/** Longest `search` argument accepted (only the first 100 normalised characters are used). */
const MAX_SEARCH_INPUT = 1000;

type KeyedRow = ProductRow & { sort_key: string | number };

/** `products`: filtering, disjunctive facet counts, page and cursor paging (spec sections 3, 9). */
export function createProductListService(db: Kysely<DB>) {
  const reference = async () => {
    const [categories, brands, colors] = await Promise.all([
      db.selectFrom('categories').select(['id', 'slug', 'name', 'parent_id', 'position', 'pagination_mode']).where('type', '=', 'shop').execute(),
      db.selectFrom('brands').select(['id', 'slug', 'name']).execute(),
      db.selectFrom('colors').select(['slug', 'name', 'hex']).orderBy('position').execute(),
    ]);
    return { categories, brands, colors };
  };
  type Reference = Awaited<ReturnType<typeof reference>>;

  /** Turns slugs into ids; a slug that names nothing is a bad value of that filter input. */
  async function resolve(parsed: ParsedFilters, inputs: readonly FilterInput[], ref: Reference): Promise<ResolvedFilters> {
    const fail = (slug: FilterSlug) => new CatalogueInputError('CATALOGUE_INVALID_FILTER_VALUE', ['filters', inputs.findIndex((i) => i.slug === slug), 'value']);
    const { category, vehicle, brand, color, ...rest } = parsed;
    const resolved: ResolvedFilters = { ...rest };
    if (category !== undefined) {
      const found = ref.categories.find((c) => c.slug === category);
      if (!found) throw fail('category');
      resolved.category = found.id;
    }
    if (brand) {
      const ids = brand.map((slug) => ref.brands.find((b) => b.slug === slug)?.id);
      if (ids.some((id) => id === undefined)) throw fail('brand');
      resolved.brand = ids as number[];
    }
    if (color) {
      if (color.some((slug) => !ref.colors.some((c) => c.slug === slug))) throw fail('color');
      resolved.color = color;
    }
    if (vehicle !== undefined) {
      const found = await db.selectFrom('vehicles').select('id').where('id', '=', vehicle).executeTakeFirst();
      if (!found) throw fail('vehicle');
      resolved.vehicle = vehicle;
    }
    return resolved;
  }

  const countWhere = async (where: RawBuilder<SqlBool>) =>
    (await db.selectFrom('products as p').select(sql<number>`count(*)::int`.as('n')).where(where).executeTakeFirstOrThrow()).n;

  async function facetCounts(f: ResolvedFilters, total: number): Promise<FacetCounts> {
    const n = sql<number>`count(*)::int`.as('n');
    const [categories, brands, colors, discount, price, ratings] = await Promise.all([
      db.selectFrom('product_categories as pcat').innerJoin('products as p', 'p.id', 'pcat.product_id')
        .select(['pcat.category_id as key', n]).where(whereFilters(f, 'category')).groupBy('pcat.category_id').execute(),
      db.selectFrom('products as p').select(['p.brand_id as key', n]).where(whereFilters(f, 'brand')).groupBy('p.brand_id').execute(),
      db.selectFrom('product_colors as pc').innerJoin('products as p', 'p.id', 'pc.product_id')
        .select(['pc.color_slug as key', n]).where(whereFilters(f, 'color')).groupBy('pc.color_slug').execute(),
      db.selectFrom('products as p')
        .select([n, sql<number>`(count(*) filter (where p.has_discount))::int`.as('yes')])
        .where(whereFilters(f, 'discount')).executeTakeFirstOrThrow(),
      db.selectFrom('products as p')
        .select([sql<number | null>`min(p.price)`.as('min'), sql<number | null>`max(p.price)`.as('max')])
        .where(whereFilters(f, 'price')).executeTakeFirstOrThrow(),
      db.selectFrom('products as p').select(['p.rating_rounded as key', n]).where(whereFilters(f, 'rating')).groupBy('p.rating_rounded').execute(),
    ]);
    const toMap = <K>(rows: { key: K; n: number }[]) => new Map(rows.map((r) => [r.key, r.n]));
    return {
      categories: toMap(categories),
      brands: toMap(brands),
      colors: toMap(colors),
      discount: { any: discount.n, yes: discount.yes, no: discount.n - discount.yes },
      price: { min: price.min, max: price.max },
      ratings: toMap(ratings),
      total,
    };
  }

  const selectItems = (where: RawBuilder<SqlBool>, paging: ListPaging, search: ResolvedSearch | undefined, reverse = false) =>
    db.selectFrom('products as p').selectAll('p').select(sortKeySelect(paging.sort, search)).where(where)
      .orderBy(orderBy(paging.sort, reverse, search));

  const cursorOf = (paging: ListPaging, row: KeyedRow | undefined) =>
    row ? encodeCursor(paging.sort, { key: row.sort_key, id: row.id }) : null;

  async function pageOfItems(f: ResolvedFilters, paging: ListPaging, total: number) {
    const where = whereFilters(f);
    if (paging.mode === 'PAGE') {
      const items = (await selectItems(where, paging, f.search).limit(paging.limit).offset(paging.offset).execute()) as KeyedRow[];
      const pages = Math.ceil(total / paging.limit);
      const empty = items.length === 0;
      return {
        items,
        page: { page: paging.page, limit: paging.limit, total, pages, from: empty ? 0 : paging.offset + 1, to: empty ? 0 : paging.offset + items.length },
        hasPreviousPage: paging.page > 1 && total > 0,
        hasNextPage: paging.offset + items.length < total,
      };
    }
    const { after, before, limit } = paging;
    const anchor = after ?? before;
    const side = before ? 'before' : 'after';
    const bounded = anchor ? sql<SqlBool>`${where} and ${keyset(paging.sort, anchor, side, false, f.search)}` : where;
    const rows = (await selectItems(bounded, paging, f.search, side === 'before').limit(limit + 1).execute()) as KeyedRow[];
    const more = rows.length > limit;
    const items = rows.slice(0, limit);
    if (side === 'before') items.reverse();
    const behind = anchor
      ? (await countWhere(sql<SqlBool>`${where} and ${keyset(paging.sort, anchor, side === 'after' ? 'before' : 'after', true, f.search)}`)) > 0
      : false;
    return {
      items,
      page: null,
      hasPreviousPage: side === 'after' ? behind : more,
      hasNextPage: side === 'after' ? more : behind,
    };
  }

  return {
    /** `search`: see product-search.sql.ts; blank or null means no search. */
    async list(inputs: readonly FilterInput[], options: ListOptionsInput, search?: string | null): Promise<ProductListResult> {
      const parsed = parseFilters(inputs);
      const query = search?.trim() ? search : null;
      if (query !== null && query.length > MAX_SEARCH_INPUT) throw new CatalogueInputError('ERROR_FORM_OUT_OF_RANGE', ['search']);
      const ref = await reference();
      const category = ref.categories.find((c) => c.slug === parsed.category);
      const paging = listPaging(options, category ? (category.pagination_mode === 'cursor' ? 'CURSOR' : 'PAGE') : null, query !== null);
      const resolved = await resolve(parsed, inputs, ref);
      if (query !== null) resolved.search = await resolveSearch(db, query);
      const total = await countWhere(whereFilters(resolved));
      const [page, counts] = await Promise.all([pageOfItems(resolved, paging, total), facetCounts(resolved, total)]);
      return {
        items: page.items,
        sort: paging.sort,
        total,
        mode: paging.mode,
        page: page.page,
        cursor: {
          startCursor: cursorOf(paging, page.items[0]),
          endCursor: cursorOf(paging, page.items.at(-1)),
          hasPreviousPage: page.hasPreviousPage,
          hasNextPage: page.hasNextPage,
        },
        filters: buildFilters(parsed, counts, ref),
      };
    },
  };
}

export type ProductListService = ReturnType<typeof createProductListService>;
