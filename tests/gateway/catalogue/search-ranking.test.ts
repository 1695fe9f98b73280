/**
 * Search suggestions take their first products from the best sellers when code hits and word
 * starts fill the page there, else from all matches when there are few, and otherwise from the
 * search tiers (catalogue.service.ts, docs/decisions/021). Whichever step answers, the answer must be the ranking's first `limit`,
 * written plainly here over every match: exact SKU or part number, then word starts, then other
 * substrings, each best sellers first, then by id.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueService } from '../../../gateway/catalogue/catalogue.service';
import { searchTerms } from '../../../gateway/catalogue/product-search.sql';
import type { Database } from '../../../gateway/store/database';
import { createTestDatabase, testEngines } from '../../support/test-database';

/** The ranking's first `limit` direct matches, written plainly on `product_search`. */
async function rankingByDefinition(db: Database['db'], query: string, limit: number): Promise<number[]> {
  const t = searchTerms(query)!;
  const { rows } = await sql<{ id: number }>`
    select product_id as id from product_search
    where sku_key = ${t.code} or part_number_key = ${t.code} or search_text like ${t.like} or search_compact like ${t.compactLike}
    order by case when sku_key = ${t.code} or part_number_key = ${t.code} then 0
      when strpos(' ' || search_text, ${` ${t.text}`}) > 0 then 1 else 2 end,
      sales_count desc, product_id
    limit ${limit}`.execute(db);
  return rows.map((r) => r.id);
}

describe.each(testEngines())('search suggestion ranking (%s)', (engine) => {
  let database: Database;
  let queries: string[];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const { db } = database;
    // Ties on sales, a best seller, and a product whose SKU is another's name word.
    const ids = (await db.selectFrom('products').select('id').orderBy('id').execute()).map((r) => r.id);
    await db.updateTable('products').set({ sales_count: 5 }).where('id', 'in', ids.slice(0, 40)).execute();
    await db.updateTable('products').set({ sales_count: 900_000 }).where('id', '=', ids[60]!).execute();
    const products = await db.selectFrom('products').select(['name', 'sku', 'part_number']).orderBy('id').execute();
    const words = new Set<string>();
    for (const [i, p] of products.entries()) {
      const parts = p.name.toLowerCase().split(/\s+/);
      for (const word of parts) for (const n of [2, word.length]) words.add(word.slice(0, n));
      words.add(`${parts[0]} ${parts[1]?.slice(0, 2) ?? ''}`.trim());
      if (i % 4 === 0) words.add(p.sku.toLowerCase());
      if (i % 4 === 2) words.add(p.part_number);
    }
    queries = [...words].filter((q) => searchTerms(q) !== null);
  }, 180_000);
  afterAll(async () => {
    await database?.close();
  });

  it.each([
    ['the whole catalogue in the window, all matches ranked together', 1000, 500],
    ['a window of 12 best sellers, at most 40 matches ranked together', 12, 40],
    ['a window of 3 best sellers, at most 2 matches ranked together', 3, 2],
  ])('equals the definition with %s', async (_name, bestSellerWindow, rareMatches) => {
    const { db } = database;
    const catalogue = createCatalogueService(db, { bestSellerWindow, rareMatches });
    let compared = 0;
    for (const query of queries) {
      for (const limit of [1, 4]) {
        const expected = await rankingByDefinition(db, query, limit);
        if (expected.length === 0) continue;
        const found = (await catalogue.searchProducts(query, limit)).map((p) => p.id);
        expect(found, `"${query}", limit ${limit}`).toEqual(expected);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(300);
  });
});
