import type { ProductSort } from '@web/__generated__/graphql';

/**
 * The product list's state as it lives in the URL (spec section 4): `search`, `filter_<slug>` per
 * filter, `sort`, `page`, `after`/`before` cursors and `view`. Every change to the search, filters
 * or sort goes back to page 1 and drops the cursors, so reload, back/forward and shared links
 * restore the same list.
 */
export const FILTER_SLUGS = ['category', 'vehicle', 'brand', 'price', 'discount', 'rating', 'color'] as const;
/**
 * `default` is the list's own order: newest first, or the best match when there is a search
 * (then `newest` asks for newest first).
 */
export const SORTS = ['default', 'newest', 'name_asc', 'name_desc', 'price_asc', 'price_desc'] as const;
export type Sort = (typeof SORTS)[number];

/** The sorts offered: `newest` only where it is not the default already (a search). */
export const sortChoices = (searching: boolean): readonly Sort[] =>
  searching ? SORTS : SORTS.filter((s) => s !== 'newest');

/** The gateway's ProductSort for a sort of the URL. */
export function gatewaySort(sort: Sort, searching: boolean): ProductSort {
  if (sort === 'default') return searching ? 'RELEVANCE' : 'DEFAULT';
  return sort === 'newest' ? 'DEFAULT' : (sort.toUpperCase() as Uppercase<typeof sort>);
}
export type View = 'grid' | 'list';

export interface ListState {
  /** What the shopper searched for (trimmed); null without a search. */
  search: string | null;
  filters: { slug: string; value: string }[];
  sort: Sort;
  page: number | null;
  after: string | null;
  before: string | null;
  view: View;
}

const PAGING = ['page', 'after', 'before'];

/** Reads the list state; the category of a /catalog/:slug path wins over a `filter_category`. */
export function readListState(params: URLSearchParams, categorySlug?: string): ListState {
  const filters = FILTER_SLUGS.flatMap((slug) => {
    const value = slug === 'category' && categorySlug ? categorySlug : params.get(`filter_${slug}`);
    return value ? [{ slug, value }] : [];
  });
  const sort = SORTS.find((s) => s === params.get('sort')) ?? 'default';
  const page = Number(params.get('page'));
  return {
    search: params.get('search')?.trim() || null,
    filters,
    sort,
    page: Number.isInteger(page) && page > 1 ? page : null,
    after: params.get('after') || null,
    before: params.get('after') ? null : params.get('before') || null,
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

function withoutPaging(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of PAGING) next.delete(key);
  return next;
}

/** Sets (or with null/empty removes) one filter; back to page 1. */
export function withFilter(params: URLSearchParams, slug: string, value: string | null): URLSearchParams {
  const next = withoutPaging(params);
  if (value) next.set(`filter_${slug}`, value);
  else next.delete(`filter_${slug}`);
  return next;
}

/** Removes every filter (reset all); back to page 1. Sort and view stay. */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = withoutPaging(params);
  for (const slug of FILTER_SLUGS) next.delete(`filter_${slug}`);
  return next;
}

/** Searches for `search` instead (filters, sort and view stay); back to page 1. */
export function withSearch(params: URLSearchParams, search: string): URLSearchParams {
  const next = withoutPaging(params);
  next.set('search', search);
  return next;
}

export function withSort(params: URLSearchParams, sort: Sort): URLSearchParams {
  const next = withoutPaging(params);
  if (sort === 'default') next.delete('sort');
  else next.set('sort', sort);
  return next;
}

export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = withoutPaging(params);
  if (page > 1) next.set('page', String(page));
  return next;
}

export function withCursor(params: URLSearchParams, direction: 'after' | 'before', cursor: string): URLSearchParams {
  const next = withoutPaging(params);
  next.set(direction, cursor);
  return next;
}

export function withView(params: URLSearchParams, view: View): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view === 'grid') next.delete('view');
  else next.set('view', view);
  return next;
}

/** Toggles one value of a comma-joined multi-value filter (check, colour, rating). */
export function toggleValue(current: string | null | undefined, value: string): string {
  const values = current ? current.split(',') : [];
  return (values.includes(value) ? values.filter((v) => v !== value) : [...values, value]).join(',');
}
