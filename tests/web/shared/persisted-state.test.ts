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
    window.localStorage.setItem(KEY, JSON.stringify({ version: 1, data: { cart: [{ productId: '7', quantity: 2 }], city: 'Pune' } }));
    const { persistedVar } = await load();
    const city = persistedVar('city', 'Select City', (v) => (typeof v === 'string' ? v : undefined));
    city('Kochi'); // the cart's module is not loaded on this page yet
    expect(JSON.parse(window.localStorage.getItem(KEY)!).data).toEqual({ cart: [{ productId: '7', quantity: 2 }], city: 'Kochi' });
    const cart = persistedVar<unknown[]>('cart', [], (v) => (Array.isArray(v) ? v : undefined));
    expect(cart()).toEqual([{ productId: '7', quantity: 2 }]);
  });
});
