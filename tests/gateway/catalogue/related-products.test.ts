/**
 * Related products are found per category on the links' sales index (migration 0203). For every
 * seeded product they must be what the definition gives: other products filed directly in one of
 * its categories, best sellers first (then by id), the first `limit`.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueService } from '../../../gateway/catalogue/catalogue.service';
import type { Database } from '../../../gateway/store/database';
import { createTestDatabase, testEngines } from '../../support/test-database';

/** The definition, written plainly on `products`. */
async function relatedByDefinition(db: Database['db'], productId: number, limit: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select q.id from products q
    where q.id <> ${productId} and exists (select 1 from product_categories mine join product_categories theirs
      on theirs.category_id = mine.category_id and theirs.direct
      where mine.product_id = ${productId} and mine.direct and theirs.product_id = q.id)
    order by q.sales_count desc, q.id limit ${limit}`.execute(db);
  return rows.map((r) => r.id);
}

describe.each(testEngines())('related products (%s)', (engine) => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  }, 180_000);
  afterAll(async () => {
    await database?.close();
  });

  it('equal the definition for every product, with ties on sales broken by id', async () => {
    const { db } = database;
    // Ties: several products of one category sell the same, and one sells more than any other.
    const ids = (await db.selectFrom('products').select('id').orderBy('id').execute()).map((r) => r.id);
    await db.updateTable('products').set({ sales_count: 7 }).where('id', 'in', ids.slice(0, 30)).execute();
    await db.updateTable('products').set({ sales_count: 1_000_000 }).where('id', '=', ids[40]!).execute();
    const catalogue = createCatalogueService(db);
    let compared = 0;
    for (const id of ids) {
      for (const limit of [3, 8]) {
        const found = (await catalogue.related(id, limit)).map((p) => p.id);
        expect(found, `product ${id}, limit ${limit}`).toEqual(await relatedByDefinition(db, id, limit));
        if (found.length > 0) compared++;
      }
    }
    expect(compared).toBeGreaterThan(ids.length);
  });
});
