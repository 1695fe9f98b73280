/** Where a search is shown: the product list with `search` (ranked, filterable, paged results). */
export const RESULTS_PATH = '/catalog/products';

/** The results page of what the shopper typed; null when there is nothing to search for. */
export function searchResultsPath(typed: string): string | null {
  const search = typed.trim();
  return search ? `${RESULTS_PATH}?${new URLSearchParams({ search }).toString()}` : null;
}

/** The search a list address shows (`?search=`), trimmed; '' when none. */
export function searchOfLocation(search: string): string {
  return new URLSearchParams(search).get('search')?.trim() ?? '';
}
