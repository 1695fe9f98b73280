import { beforeEach, describe, expect, it, vi } from 'vitest';

const KEY = 'gaadiparts:state';

/** Each case loads the module fresh, as a page load would. */
async function load() {
  vi.resetModules();
  return import('@web/shared/state/persisted-state');
}

describe('persisted client state', () => {
  beforeEach(() => window.localStorage.clear());

  it('restores values saved under version 1', async () => {
    window.localStorage.setItem(KEY, JSON.stringify({ version: 1, data: { city: 'Chennai' } }));
    const { persistedVar } = await load();
    const city = persistedVar('city', 'Select City', (v) => (typeof v === 'string' ? v : undefined));
    expect(city()).toBe('Chennai');
  });

  it('ignores state written by another version', async () => {
    window.localStorage.setItem(KEY, JSON.stringify({ version: 2, data: { city: 'Chennai' } }));
    const { persistedVar } = await load();
    expect(persistedVar('city', 'Select City', (v) => (typeof v === 'string' ? v : undefined))()).toBe('Select City');
  });

  it('ignores a value its validator rejects, and survives broken JSON', async () => {
    window.localStorage.setItem(KEY, JSON.stringify({ version: 1, data: { count: 'many' } }));
    let mod = await load();
    expect(mod.persistedVar('count', 0, (v) => (typeof v === 'number' ? v : undefined))()).toBe(0);
    window.localStorage.setItem(KEY, '{not json');
    mod = await load();
    expect(mod.persistedVar('count', 0, (v) => (typeof v === 'number' ? v : undefined))()).toBe(0);
  });

  it('saves every change under one key with version 1', async () => {
    const { persistedVar } = await load();
    const city = persistedVar('city', 'Select City', (v) => (typeof v === 'string' ? v : undefined));
    const count = persistedVar('count', 0, (v) => (typeof v === 'number' ? v : undefined));
    city('Kochi');
    count(3);
    expect(JSON.parse(window.localStorage.getItem(KEY)!)).toEqual({ version: 1, data: { city: 'Kochi', count: 3 } });
  });

  it('keeps the stored slices of features whose code has not loaded yet when another slice changes', async () => {
    window.localStorage.setItem(
      KEY,
      JSON.stringify({ version: 1, data: { cart: [{ productId: '7', quantity: 2 }], city: 'Pune' } }),
    );
    const { persistedVar } = await load();
    const city = persistedVar('city', 'Select City', (v) => (typeof v === 'string' ? v : undefined));
    city('Kochi'); // the cart's module is not loaded on this page yet
    expect(JSON.parse(window.localStorage.getItem(KEY)!).data).toEqual({
      cart: [{ productId: '7', quantity: 2 }],
      city: 'Kochi',
    });
    const cart = persistedVar<unknown[]>('cart', [], (v) => (Array.isArray(v) ? v : undefined));
    expect(cart()).toEqual([{ productId: '7', quantity: 2 }]);
  });
});

describe('persisted client state on a page the server rendered', () => {
  const validString = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const validList = (v: unknown) => (Array.isArray(v) ? (v as string[]) : undefined);

  beforeEach(() => {
    window.localStorage.clear();
    document.body.innerHTML = '';
  });

  /** The JSON block a server-rendered page carries (shared/ssr/server-state.ts). */
  function serverRendered(persisted: Record<string, string>) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'server-state';
    block.textContent = JSON.stringify({ apollo: {}, router: {}, persisted, language: null, languages: [] });
    document.body.append(block);
  }

  it('shows what the server rendered until hydration ends, then the stored values', async () => {
    window.localStorage.setItem(KEY, JSON.stringify({ version: 1, data: { language: 'hi', wishlist: ['4', '9'] } }));
    serverRendered({ language: 'hi', currency: 'INR' });
    const { persistedVar, finishHydration, differsFromServer } = await load();
    const language = persistedVar('language', 'en', validString);
    const wishlist = persistedVar('wishlist', [], validList);
    // The server had no storage: the wishlist it rendered was empty; the language came in a cookie.
    expect(language()).toBe('hi');
    expect(wishlist()).toEqual([]);
    expect(differsFromServer('language')).toBe(false);
    finishHydration();
    expect(wishlist()).toEqual(['4', '9']);
    expect(language()).toBe('hi');
  });

  it('tells when the browser keeps another language than the server rendered in', async () => {
    window.localStorage.setItem(KEY, JSON.stringify({ version: 1, data: { language: 'ta' } }));
    serverRendered({ language: 'en', currency: 'INR' });
    const { persistedVar, differsFromServer } = await load();
    const language = persistedVar('language', 'en', validString);
    expect(language()).toBe('en');
    expect(differsFromServer('language')).toBe(true);
  });

  it('keeps the language the server rendered in when the browser has nothing stored (a cookie but no storage)', async () => {
    serverRendered({ language: 'hi', currency: 'USD' });
    const { persistedVar, finishHydration, differsFromServer } = await load();
    const language = persistedVar('language', 'en', validString);
    const currency = persistedVar('currency', 'INR', validString);
    expect(differsFromServer('language')).toBe(false);
    expect(differsFromServer('currency')).toBe(false);
    finishHydration();
    expect([language(), currency()]).toEqual(['hi', 'USD']);
  });

  it('never writes the server’s defaults over stored values; a change made during hydration wins', async () => {
    window.localStorage.setItem(
      KEY,
      JSON.stringify({ version: 1, data: { wishlist: ['4'], cart: [{ productId: '7', quantity: 2 }], city: 'Pune' } }),
    );
    serverRendered({ language: 'en', currency: 'INR' });
    const { persistedVar, finishHydration } = await load();
    const wishlist = persistedVar('wishlist', [], validList);
    const cart = persistedVar<unknown[]>('cart', [], (v) => (Array.isArray(v) ? v : undefined));
    const city = persistedVar<string | null>('city', null, validString);
    city('Kochi');
    const stored = () => JSON.parse(window.localStorage.getItem(KEY)!).data;
    expect(stored()).toEqual({ wishlist: ['4'], cart: [{ productId: '7', quantity: 2 }], city: 'Kochi' });
    finishHydration();
    expect([wishlist(), cart(), city()]).toEqual([['4'], [{ productId: '7', quantity: 2 }], 'Kochi']);
    expect(stored()).toEqual({ wishlist: ['4'], cart: [{ productId: '7', quantity: 2 }], city: 'Kochi' });
    // After hydration, slices restore and save as on any page.
    const garage = persistedVar('garage', ['x'], validList);
    expect(garage()).toEqual(['x']);
    wishlist(['5']);
    expect(stored().wishlist).toEqual(['5']);
  });
});
