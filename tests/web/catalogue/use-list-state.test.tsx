import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { newestListUrl, useListState } from '@web/features/catalogue/list/use-list-state';

/** A list page at `url` in a memory router; `seen.list` is the hook's answer of the last render. */
function mountList(url: string) {
  const seen: { list?: ReturnType<typeof useListState> } = {};
  function Probe() {
    const list = useListState('brakes-suspension');
    useEffect(() => {
      seen.list = list;
    });
    return null;
  }
  const router = createMemoryRouter([{ path: '/catalog/:slug/products', Component: Probe }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return { seen, router };
}

describe('useListState', () => {
  it('builds a change on the newest URL asked for, so a quick second change keeps the first', async () => {
    const { seen, router } = mountList('/catalog/brakes-suspension/products?page=3');
    // Both changes happen before the page renders the first one (as when the router renders the
    // first as a transition and the shopper is quicker).
    await act(async () => {
      // The same (first) render's functions, as a shopper's second click before the page caught up.
      const { setFilter, setSort } = seen.list!;
      setFilter('discount', 'no');
      setSort('name_asc');
    });
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('filter_discount')).toBe('no');
    expect(params.get('sort')).toBe('name_asc');
    expect(params.get('page')).toBeNull();
    expect(seen.list!.state).toMatchObject({ sort: 'name_asc', page: null });

    // Back goes to the URL before the sort; the next change builds on that one.
    await act(async () => {
      await router.navigate(-1);
    });
    await act(async () => seen.list!.setView('list'));
    expect(new URLSearchParams(router.state.location.search).toString()).toBe('filter_discount=no&view=list');
  });
});

describe('useListState page links', () => {
  it('show the address of the page shown, and a click builds on the newest URL asked for', async () => {
    const { seen, router } = mountList('/catalog/brakes-suspension/products?filter_discount=no');
    const toPage2 = (current: URLSearchParams) => {
      const next = new URLSearchParams(current);
      next.set('page', '2');
      return next;
    };
    await act(async () => {
      // The page's link to page 2 as rendered before a sort arrived, clicked after the sort.
      const { setSort, pageLink } = seen.list!;
      const link = pageLink(toPage2);
      expect(link.to).toBe('?filter_discount=no&page=2');
      setSort('name_asc');
      const click = {
        button: 0,
        metaKey: false,
        altKey: false,
        ctrlKey: false,
        shiftKey: false,
        defaultPrevented: false,
        preventDefault() {
          this.defaultPrevented = true;
        },
      };
      link.onClick(click as unknown as Parameters<typeof link.onClick>[0]);
      expect(click.defaultPrevented).toBe(true);
    });
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({ filter_discount: 'no', sort: 'name_asc', page: '2' });
  });
});

describe('newestListUrl', () => {
  const url = (query: string) => new URLSearchParams(query);

  it('keeps the newest URL asked for when the router shows an older one of ours first', () => {
    const newest = newestListUrl(url(''));
    newest.ask(url('filter_discount=no'));
    newest.ask(url('filter_discount=no&sort=name_asc'));
    // The filter's transition commits after the sort was asked for.
    newest.shown('filter_discount=no');
    expect(newest.get().toString()).toBe('filter_discount=no&sort=name_asc');
    newest.shown('filter_discount=no&sort=name_asc');
    expect(newest.get().toString()).toBe('filter_discount=no&sort=name_asc');
  });

  it('follows a URL it did not ask for (back, forward, a link)', () => {
    const newest = newestListUrl(url('page=2'));
    newest.ask(url('page=3'));
    newest.shown('page=3');
    newest.shown('page=2');
    expect(newest.get().toString()).toBe('page=2');
    newest.ask(url('page=4'));
    newest.shown('view=list');
    expect(newest.get().toString()).toBe('view=list');
  });

  it('is the newest asked for when the router skipped the older ones', () => {
    const newest = newestListUrl(url(''));
    newest.ask(url('sort=price_asc'));
    newest.ask(url('sort=price_desc'));
    newest.shown('sort=price_desc');
    newest.shown('sort=price_desc&page=2');
    expect(newest.get().toString()).toBe('sort=price_desc&page=2');
  });
});
