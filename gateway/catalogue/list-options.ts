/**
 * Checking `products` paging options (spec section 9: page size 16; interior parts by cursor)
 * and deciding the mode. Pure.
 */
import { CatalogueInputError, checkLimit } from './catalogue-errors';
import { type CursorKey, decodeCursor, type ProductSort } from './product-cursor';

export const DEFAULT_PAGE_SIZE = 16;
export const MAX_PAGE_SIZE = 100;
/** Deepest page offset served (page × limit); deeper lists should use cursors. */
export const MAX_OFFSET = 100_000;

export interface ListOptionsInput {
  page?: number | null;
  limit?: number | null;
  sort?: ProductSort | null;
  after?: string | null;
  before?: string | null;
  /** A vehicle id: fitting products first (docs/decisions/038); pages by number only. */
  fitFirst?: string | null;
}

export type ListPaging =
  | {
      mode: 'PAGE';
      sort: ProductSort;
      page: number;
      limit: number;
      offset: number;
      /** Deeper than MAX_OFFSET: never read, only checked against the total (checkPageExists). */
      tooDeep?: true;
    }
  | { mode: 'CURSOR'; sort: ProductSort; limit: number; after: CursorKey | null; before: CursorKey | null };

/**
 * Validates the options. `categoryMode` is the paginationMode of the category the list is
 * filtered by (if any): a CURSOR category pages by cursor unless a page, or fit-first (which pages
 * by number only), is asked for. With a
 * search the default sort is RELEVANCE, which needs a search.
 */
export function listPaging(
  options: ListOptionsInput,
  categoryMode: 'PAGE' | 'CURSOR' | null,
  searching = false,
): ListPaging {
  const sort = options.sort ?? (searching ? 'RELEVANCE' : 'DEFAULT');
  if (sort === 'RELEVANCE' && !searching)
    throw new CatalogueInputError('CATALOGUE_INVALID_PAGINATION', ['options', 'sort']);
  const limit = checkLimit(options.limit ?? DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE, ['options', 'limit']);
  const { page, after, before } = options;
  const hasCursor = (after ?? null) !== null || (before ?? null) !== null;
  if ((after ?? null) !== null && (before ?? null) !== null) {
    throw new CatalogueInputError('CATALOGUE_INVALID_PAGINATION', ['options', 'before']);
  }
  if (hasCursor && (page ?? null) !== null)
    throw new CatalogueInputError('CATALOGUE_INVALID_PAGINATION', ['options', 'page']);
  const fitFirst = (options.fitFirst ?? null) !== null;
  if (hasCursor && fitFirst) throw new CatalogueInputError('CATALOGUE_INVALID_PAGINATION', ['options', 'fitFirst']);
  if (hasCursor || ((page ?? null) === null && categoryMode === 'CURSOR' && !fitFirst)) {
    return {
      mode: 'CURSOR',
      sort,
      limit,
      after: after ? decodeCursor(after, sort, ['options', 'after']) : null,
      before: before ? decodeCursor(before, sort, ['options', 'before']) : null,
    };
  }
  const pageNumber = checkLimit(page ?? 1, 1, MAX_PAGE_ARGUMENT, ['options', 'page']);
  const paging = { mode: 'PAGE' as const, sort, page: pageNumber, limit, offset: (pageNumber - 1) * limit };
  return pageNumber > deepestPage(limit) ? { ...paging, tooDeep: true } : paging;
}

/** Largest page number read (GraphQL's Int); pages deeper than MAX_OFFSET are only checked. */
const MAX_PAGE_ARGUMENT = 2 ** 31 - 1;

/** The deepest page served for a page size. */
export function deepestPage(limit: number): number {
  return Math.floor(MAX_OFFSET / limit) + 1;
}

/**
 * Once the list's total is known: a page past the last one is CATALOGUE_PAGE_NOT_FOUND with the
 * last page (1 for an empty list) so the shop can offer it; a page that exists but lies deeper
 * than MAX_OFFSET stays ERROR_FORM_OUT_OF_RANGE.
 */
export function checkPageExists(paging: ListPaging, total: number): void {
  if (paging.mode !== 'PAGE') return;
  const lastPage = Math.max(1, Math.ceil(total / paging.limit));
  if (paging.page > lastPage)
    throw new CatalogueInputError('CATALOGUE_PAGE_NOT_FOUND', ['options', 'page'], { lastPage });
  if (paging.tooDeep) throw new CatalogueInputError('ERROR_FORM_OUT_OF_RANGE', ['options', 'page']);
}

/** A page too deep to read: the first page stands in while the list is counted (checkPageExists). */
export function readablePaging(paging: ListPaging): ListPaging {
  return paging.mode === 'PAGE' && paging.tooDeep ? { ...paging, page: 1, offset: 0, tooDeep: undefined } : paging;
}
