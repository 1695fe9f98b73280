/**
 * Who answers a product list (docs/decisions/054, docs/subsystems/catalogue-read-path.md): its
 * facet counts and, for a numbered page, which products are on it. Two strategies behind one
 * interface — the gateway's in-memory facet index (facet-index.ts) and SQL — and one function,
 * `chooseStrategies`, that says which answers what. Whichever answered, product-list.service.ts
 * reads the page's rows and relations the same way (list-items.sql.ts).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../store/schema';
import { facetCounts } from './facet-counts.sql';
import { countableInMemory, type FacetIndex } from './facet-index';
import { isTableSort } from './facet-table';
import type { FacetCounts } from './facets';
import type { ListPaging } from './list-options';
import type { ProductSort } from './product-cursor';
import type { ResolvedFilters } from './product-list.sql';

/** A numbered page of a list. */
export interface PageRequest {
  sort: ProductSort;
  offset: number;
  limit: number;
}

/** The ids on a page in order, found at this catalogue revision (list-items.sql.ts `byIds` checks it). */
export interface PageIds {
  ids: number[];
  revision: bigint;
}

export interface ListStrategy {
  readonly name: 'facet index' | 'sql';
  /** The list's facet counts, its total among them. */
  counts(f: ResolvedFilters): Promise<FacetCounts>;
  /** The ids on the page; null: the list statement finds the page along with its rows. */
  pageIds(f: ResolvedFilters, page: PageRequest): Promise<PageIds | null>;
}

/** SQL: the facet statement counts (facet-counts.sql.ts); the list statement finds the page. */
export function sqlStrategy(db: Kysely<DB>): ListStrategy {
  return {
    name: 'sql',
    counts: (f) => facetCounts(db, f),
    pageIds: async () => null,
  };
}

/**
 * The facet index. A list it cannot count after all (a catalogue of more than 32 colours) is
 * counted by `fallback`. The counts found along with a page are kept for that list's `counts`
 * (keyed by its filters object): one catch-up with the catalogue per list.
 */
export function facetIndexStrategy(index: FacetIndex, fallback: ListStrategy): ListStrategy {
  const countedWithPage = new WeakMap<ResolvedFilters, FacetCounts>();
  return {
    name: 'facet index',
    async counts(f) {
      const known = countedWithPage.get(f);
      if (known) return known;
      return (await index.counts(f)) ?? fallback.counts(f);
    },
    async pageIds(f, { sort, offset, limit }) {
      if (!isTableSort(sort)) return null;
      const found = await index.countsAndPage(f, { sort, offset, limit });
      if (!found) return null;
      countedWithPage.set(f, found.counts);
      return found.page;
    },
  };
}

/**
 * Which strategy counts a list and which finds its page: the one place that decides.
 *
 * - The index counts every list it holds the data for: not vehicle filters, searches or the
 *   not-fitting part of a fit-first list (`countableInMemory`), and only when it is switched on.
 * - It finds the page of a category list in page mode sorted by date or price (the sorts it
 *   keeps; docs/decisions/022), unless FACET_INDEX_PAGES is off. Lists without a category stay with the statement: the sort
 *   indexes of `products` find their page in a few rows, where the index would walk every
 *   product. Cursor pages page by keyset, in SQL.
 * - SQL answers the rest.
 */
export function chooseStrategies(
  f: ResolvedFilters,
  paging: ListPaging,
  strategies: { index: ListStrategy | null; sql: ListStrategy; indexPages: boolean },
): { counts: ListStrategy; page: ListStrategy } {
  const { index, sql, indexPages } = strategies;
  const counts = index !== null && countableInMemory(f) ? index : sql;
  const pagedInMemory =
    indexPages && counts === index && paging.mode === 'PAGE' && isTableSort(paging.sort) && f.category !== undefined;
  return { counts, page: pagedInMemory ? index : sql };
}
