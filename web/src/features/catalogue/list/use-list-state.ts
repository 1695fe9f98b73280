import { useSearchParams } from 'react-router-dom';
import {
  readListState,
  type Sort,
  type View,
  withFilter,
  withoutFilters,
  withSort,
  withView,
} from './list-params';

/** The list state from the URL and the changes a shopper can make; each change is a history entry. */
export function useListState(categorySlug?: string) {
  const [params, setParams] = useSearchParams();
  const state = readListState(params, categorySlug);
  return {
    state,
    params,
    setFilter: (slug: string, value: string | null) => setParams(withFilter(params, slug, value)),
    resetFilters: () => setParams(withoutFilters(params)),
    setSort: (sort: Sort) => setParams(withSort(params, sort)),
    setView: (view: View) => setParams(withView(params, view), { replace: true }),
    /** The same filters under another category (category tree links). */
    categoryHref: (slug: string) => {
      const next = withFilter(params, 'category', null);
      const query = next.toString();
      return `/catalog/${slug}/products${query ? `?${query}` : ''}`;
    },
  };
}
