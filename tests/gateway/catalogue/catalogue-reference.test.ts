import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCatalogueReference, REFERENCE_CHECK_MS } from '../../../gateway/catalogue/catalogue-reference';
import type { Database } from '../../../gateway/store/database';
import { createTestDatabase } from '../../support/test-database';

describe('catalogue reference cache', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 180_000);
  afterAll(async () => {
    await database?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks the reference revision at most once per REFERENCE_CHECK_MS and reloads only when it moved', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const reference = createCatalogueReference(database.db);
    const before = await reference.get();
    expect(before.brands.length).toBeGreaterThan(0);
    expect(before.categories.every((c) => c.type === 'shop')).toBe(true);
    // Nothing changed: a check after the interval keeps the same tables.
    vi.advanceTimersByTime(REFERENCE_CHECK_MS + 1);
    expect(await reference.get()).toBe(before);
    await database.db
      .insertInto('brands')
      .values({ slug: 'cache-test', name: 'Cache Test', country: 'IN', image: '/brands/x.png' })
      .execute();
    vi.advanceTimersByTime(REFERENCE_CHECK_MS - 1);
    expect(await reference.get()).toBe(before);
    vi.advanceTimersByTime(2);
    const after = await reference.get();
    expect(after.brands.map((b) => b.slug)).toContain('cache-test');
    expect(before.brands.map((b) => b.slug)).not.toContain('cache-test');
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const selectFrom = (table: 'brands') => {
      if (fail) throw new Error('database down');
      return database.db.selectFrom(table);
    };
    const db = { selectFrom } as unknown as Database['db'];
    const reference = createCatalogueReference(db);
    await expect(reference.get()).rejects.toThrow('database down');
    fail = false;
    expect((await reference.get()).brands.length).toBeGreaterThan(0);
  });
});
