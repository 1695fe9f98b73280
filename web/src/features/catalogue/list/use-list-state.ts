import { type MouseEvent, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  readListState,
  type Sort,
  type View,
  withFilter,
  withoutFilters,
  withSearch,
  withSort,
  withView,
} from './list-params';

/**
 * The newest list URL: the last one the page asked for, until the router shows one it did not
 * ask for (back/forward, a link). The router renders each URL as a transition, and may commit an
 * older one of ours after a newer one was asked for; that older one does not take it back (a
 * filter, then a quick sort, then page 2 keeps the sort).
 */
export function newestListUrl(initial: URLSearchParams) {
  let newest = initial;
  /** URLs asked for and not shown yet, oldest first. */
  let pending: string[] = [];
  return {
    get: () => newest,
    ask(next: URLSearchParams) {
      newest = next;
      pending.push(next.toString());
    },
    shown(url: string) {
      const at = pending.indexOf(url);
      pending = at === -1 ? [] : pending.slice(at + 1);
      if (pending.length === 0) newest = new URLSearchParams(url);
    },
  };
}

/**
 * The list state from the URL and the changes a shopper can make; each change is a history entry.
 *
 * The router renders a new URL as a transition, so the page can still show the old URL for a
 * moment after the address bar moved. A change is therefore built on the newest URL this hook
 * asked for, not on the one last rendered: a sort chosen right after a filter keeps the filter.
 */
export function useListState(categorySlug?: string) {
  const [params, setParams] = useSearchParams();
  const state = readListState(params, categorySlug);
  const newest = useRef<ReturnType<typeof newestListUrl>>(null);
  newest.current ??= newestListUrl(params);
  const shown = params.toString();
  useLayoutEffect(() => {
    newest.current!.shown(shown);
  }, [shown]);
  const change = (build: (current: URLSearchParams) => URLSearchParams, replace = false) => {
    const next = build(newest.current!.get());
    newest.current!.ask(next);
    setParams(next, { replace });
  };
  return {
    state,
    params,
    setFilter: (slug: string, value: string | null) => change((current) => withFilter(current, slug, value)),
    resetFilters: () => change(withoutFilters),
    setSort: (sort: Sort) => change((current) => withSort(current, sort)),
    setView: (view: View) => change((current) => withView(current, view), true),
    /**
     * A link to another page of this list: its address from the URL shown (to open in a new tab or
     * copy), while a click builds on the newest URL asked for, like every change here: page 2
     * clicked right after a sort keeps the sort.
     */
    pageLink: (build: (current: URLSearchParams) => URLSearchParams) => ({
      to: `?${build(params).toString()}`,
      onClick: (event: MouseEvent<HTMLAnchorElement>) => {
        if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        change(build);
      },
    }),
    /** The same list searching for `search` instead (a "did you mean" link). */
    searchHref: (search: string) => `?${withSearch(params, search).toString()}`,
    /** The same filters under another category (category tree links). */
    categoryHref: (slug: string) => {
      const next = withFilter(params, 'category', null);
      const query = next.toString();
      return `/catalog/${slug}/products${query ? `?${query}` : ''}`;
    },
  };
}
