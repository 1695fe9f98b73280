import { pageInfo } from '../graphql/page-info';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { DB } from '../store/schema';
import type { FitSummary, ProductListResult } from './catalogue.mappers';
import { type CatalogueReference, type CatalogueReferenceService, facetReferenceIn } from './catalogue-reference';
import { type ContentDictionary, ENGLISH_DICTIONARY } from '../translations/content-dictionary';
import { CatalogueInputError } from './catalogue-errors';
import { fitFirstSlices } from './fit-first-page';
import { chooseStrategies, type ListStrategy, sqlStrategy } from './list-strategy';
import { buildFilters } from './facets';
import { checkPageExists, type ListOptionsInput, type ListPaging, listPaging, readablePaging } from './list-options';
import { encodeCursor } from './product-cursor';
import { type FilterInput, type FilterSlug, parseFilters, type ParsedFilters } from './product-filters';
import { type KeyedRow, listItems } from './list-items.sql';
import type { ResolvedFilters } from './product-list.sql';
import { type ProductQuery, ROWS_ONLY } from './product-query';
import { resolveSearch } from './product-search.sql';
import { createSearchLexicon, type SearchLexiconService } from './search-lexicon.store';

/** Longest `search` argument accepted (only the first 100 normalised characters are used). */
const MAX_SEARCH_INPUT = 1000;

/** `products`: filtering, disjunctive facet counts, page and cursor paging (spec sections 3, 9). */
export function createProductListService(
  db: Kysely<DB>,
  references: CatalogueReferenceService,
  /** The facet index's strategy (list-strategy.ts), null when FACET_INDEX is off. */
  indexStrategy: ListStrategy | null = null,
  /** FACET_INDEX_PAGES: the index also finds pages (list-strategy.ts). */
  indexPages = true,
  lexicon: SearchLexiconService = createSearchLexicon(db),
) {
  const strategies = { index: indexStrategy, sql: sqlStrategy(db), indexPages };
  const reference = () => references.get();
  type Reference = CatalogueReference;

  /** Turns slugs into ids; a slug that names nothing is a bad value of that filter input. */
  async function resolve(
    parsed: ParsedFilters,
    inputs: readonly FilterInput[],
    ref: Reference,
  ): Promise<ResolvedFilters> {
    const fail = (slug: FilterSlug) =>
      new CatalogueInputError('CATALOGUE_INVALID_FILTER_VALUE', [
        'filters',
        inputs.findIndex((i) => i.slug === slug),
        'value',
      ]);
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
      if (!(await vehicleExists(vehicle))) throw fail('vehicle');
      resolved.vehicle = vehicle;
    }
    return resolved;
  }

  const vehicleExists = async (id: string) =>
    (await db.selectFrom('vehicles').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

  /**
   * How many products of the list fit `vehicle` and how many do not (the fit-first summary,
   * docs/decisions/038). `fitting` is known when the list is the fitting part (vehicle filter).
   */
  async function fitSummary(f: ResolvedFilters, vehicle: string, fitting?: number): Promise<FitSummary> {
    const { vehicle: _filter, ...rest } = f;
    const others = listItems(db, { ...rest, notFitting: vehicle }, 'DEFAULT');
    const fits = listItems(db, { ...rest, vehicle }, 'DEFAULT');
    const [fittingCount, othersCount] = await Promise.all([
      fitting ?? fits.count(fits.where),
      others.count(others.where),
    ]);
    return { vehicleId: vehicle, fitting: fittingCount, others: othersCount };
  }

  /**
   * A numbered page of the list with the products that fit `vehicle` first, then the rest, each
   * part in the list's sort; the facets are the whole list's (from the index when it can count it).
   */
  async function fitFirstPage(
    f: ResolvedFilters,
    paging: ListPaging & { mode: 'PAGE' },
    vehicle: string,
    query: ProductQuery,
  ) {
    const fits = listItems(db, { ...f, vehicle }, paging.sort, query);
    const others = listItems(db, { ...f, notFitting: vehicle }, paging.sort, query);
    const [counts, fit] = await Promise.all([
      chooseStrategies(f, paging, strategies).counts.counts(f),
      fitSummary(f, vehicle),
    ]);
    const slices = fitFirstSlices(fit.fitting, paging.offset, paging.limit);
    const [first, then] = await Promise.all([
      slices.fitting ? fits.select(fits.where, false, slices.fitting.limit, slices.fitting.offset) : [],
      slices.others ? others.select(others.where, false, slices.others.limit, slices.others.offset) : [],
    ]);
    return { page: numberedPage([...first, ...then], paging, counts.total), counts, fit };
  }

  /** A numbered page (PAGE mode) of these items, out of `total`. */
  function numberedPage(items: KeyedRow[], paging: ListPaging & { mode: 'PAGE' }, total: number) {
    return {
      items,
      page: pageInfo(paging, total),
      hasPreviousPage: paging.page > 1 && total > 0,
      hasNextPage: paging.offset + items.length < total,
    };
  }

  /**
   * The counts and the page, from the strategies chosen for this list (list-strategy.ts). A page
   * whose ids a strategy found is read by id; when the catalogue moved on meanwhile, or no
   * strategy finds this list's pages, the list statement finds the page along with its rows.
   */
  async function countsAndPage(f: ResolvedFilters, paging: ListPaging, query: ProductQuery) {
    const chosen = chooseStrategies(f, paging, strategies);
    const found = paging.mode === 'PAGE' ? await chosen.page.pageIds(f, paging) : null;
    const counting = chosen.counts.counts(f);
    const items = found && (await listItems(db, f, paging.sort, query).byIds(found.ids, found.revision));
    const [page, counts] = await Promise.all([
      items && paging.mode === 'PAGE'
        ? counting.then((c) => numberedPage(items, paging, c.total))
        : pageOfItems(
            f,
            paging,
            counting.then((c) => c.total),
            query,
          ),
      counting,
    ]);
    return { page, counts };
  }

  const cursorOf = (paging: ListPaging, row: KeyedRow | undefined) =>
    row ? encodeCursor(paging.sort, { key: row.sort_key, id: row.id }) : null;

  /** The page's items; its page info once the total is known (counted with the facets). */
  async function pageOfItems(f: ResolvedFilters, paging: ListPaging, totalOf: Promise<number>, query: ProductQuery) {
    const rows = listItems(db, f, paging.sort, query);
    if (paging.mode === 'PAGE')
      return numberedPage(await rows.select(rows.where, false, paging.limit, paging.offset), paging, await totalOf);
    const { after, before, limit } = paging;
    const anchor = after ?? before;
    const side = before ? 'before' : 'after';
    const bounded = anchor ? sql<SqlBool>`${rows.where} and ${rows.keyset(anchor, side)}` : rows.where;
    const found = await rows.select(bounded, side === 'before', limit + 1);
    const more = found.length > limit;
    const items = found.slice(0, limit);
    if (side === 'before') items.reverse();
    const behind = anchor
      ? await rows.any(
          sql<SqlBool>`${rows.where} and ${rows.keyset(anchor, side === 'after' ? 'before' : 'after', true)}`,
        )
      : false;
    return {
      items,
      page: null,
      hasPreviousPage: side === 'after' ? behind : more,
      hasNextPage: side === 'after' ? more : behind,
    };
  }

  return {
    /**
     * `search`: see product-search.sql.ts; blank or null means no search. `query`: what is read
     * along with each item (product-query.ts).
     */
    async list(
      inputs: readonly FilterInput[],
      options: ListOptionsInput,
      search?: string | null,
      query: ProductQuery = ROWS_ONLY,
      /** The names of the filters' categories and colours, in the request's language. */
      names: ContentDictionary = ENGLISH_DICTIONARY,
    ): Promise<ProductListResult> {
      const parsed = parseFilters(inputs);
      const searched = search?.trim() ? search : null;
      if (searched !== null && searched.length > MAX_SEARCH_INPUT)
        throw new CatalogueInputError('ERROR_FORM_OUT_OF_RANGE', ['search']);
      const ref = await reference();
      const category = ref.categories.find((c) => c.slug === parsed.category);
      const asked = listPaging(
        options,
        category ? (category.pagination_mode === 'cursor' ? 'CURSOR' : 'PAGE') : null,
        searched !== null,
      );
      const paging = readablePaging(asked);
      const resolved = await resolve(parsed, inputs, ref);
      const fitFirst = options.fitFirst ?? null;
      if (fitFirst !== null && !(await vehicleExists(fitFirst)))
        throw new CatalogueInputError('CATALOGUE_INVALID_FILTER_VALUE', ['options', 'fitFirst']);
      if (searched !== null) resolved.search = await resolveSearch(db, searched, await lexicon.get());
      if (fitFirst !== null && resolved.vehicle === undefined && paging.mode === 'PAGE') {
        const { page, counts, fit } = await fitFirstPage(resolved, paging, fitFirst, query);
        checkPageExists(asked, counts.total);
        return {
          items: page.items,
          sort: paging.sort,
          total: counts.total,
          mode: paging.mode,
          page: page.page,
          // The page mixes two orders: no cursor continues it (fit-first pages by number only).
          cursor: {
            startCursor: null,
            endCursor: null,
            hasPreviousPage: page.hasPreviousPage,
            hasNextPage: page.hasNextPage,
          },
          filters: buildFilters(parsed, counts, ref),
          fit,
          search: resolved.search ?? null,
        };
      }
      const { page, counts } = await countsAndPage(resolved, paging, query);
      checkPageExists(asked, counts.total);
      const fitVehicle = resolved.vehicle ?? fitFirst;
      return {
        items: page.items,
        sort: paging.sort,
        total: counts.total,
        mode: paging.mode,
        page: page.page,
        cursor: {
          startCursor: cursorOf(paging, page.items[0]),
          endCursor: cursorOf(paging, page.items.at(-1)),
          hasPreviousPage: page.hasPreviousPage,
          hasNextPage: page.hasNextPage,
        },
        filters: buildFilters(parsed, counts, facetReferenceIn(ref, names)),
        fit:
          fitVehicle === null
            ? null
            : await fitSummary(resolved, fitVehicle, resolved.vehicle === fitVehicle ? counts.total : undefined),
        search: resolved.search ?? null,
      };
    },
  };
}

export type ProductListService = ReturnType<typeof createProductListService>;
