/**
 * The in-memory facet index (facet-index.ts) must count what the database holds at the moment a
 * list asks, whatever wrote the catalogue since it was loaded: it reads the change log of
 * migration 0204 before every count. The facet statement (facet-counts.sql.ts), checked against
 * counting by hand in facet-counts.test.ts, is the reference here.
 */
import { isDeepStrictEqual } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facetCounts } from '../../../gateway/catalogue/facet-counts.sql';
import { createFacetIndex, type FacetIndex } from '../../../gateway/catalogue/facet-index';
import { FacetTable } from '../../../gateway/catalogue/facet-table';
import { listItems } from '../../../gateway/catalogue/list-items.sql';
import { facetIndexStrategy, sqlStrategy } from '../../../gateway/catalogue/list-strategy';
import { createCatalogueReference } from '../../../gateway/catalogue/catalogue-reference';
import { createProductListService } from '../../../gateway/catalogue/product-list.service';
import type { FacetCounts } from '../../../gateway/catalogue/facets';
import type { ResolvedFilters } from '../../../gateway/catalogue/product-list.sql';
import type { Database } from '../../../gateway/store/database';
import { createTestDatabase, testEngines } from '../../support/test-database';

const sorted = <K>(map: Map<K, number>) => [...map].sort((a, b) => String(a[0]).localeCompare(String(b[0])));
const comparable = (c: FacetCounts | null) =>
  c && {
    ...c,
    categories: sorted(c.categories),
    brands: sorted(c.brands),
    colors: sorted(c.colors),
    ratings: sorted(c.ratings),
  };

/** Pages compared: the first, the second, one across a page boundary, and one past the end. */
const WINDOWS = [
  [0, 16],
  [16, 16],
  [5, 7],
  [10_000, 16],
] as const;

describe.each(testEngines())('facet index follows every write (%s)', (engine) => {
  let database: Database;
  let db: Database['db'];
  let index: FacetIndex;
  let cases: ResolvedFilters[];
  let productIds: number[];
  let categoryIds: number[];

  const revision = async () =>
    Number((await sql<{ v: string }>`select value::text as v from catalogue_revision`.execute(db)).rows[0]!.v);

  /**
   * The cases whose counts from the index differ from the facet statement's, or whose pages
   * (each sort the index pages by, several windows) differ from the list statement's (none when
   * in sync).
   */
  async function differences() {
    const found = [];
    for (const filters of cases) {
      const [fromIndex, fromSql] = [
        comparable(await index.counts(filters)),
        comparable(await facetCounts(db, filters)),
      ];
      if (!isDeepStrictEqual(fromIndex, fromSql)) found.push({ filters, fromIndex, fromSql });
      for (const sort of ['DEFAULT', 'PRICE_ASC', 'PRICE_DESC'] as const)
        for (const [offset, limit] of WINDOWS) {
          const paged = await index.countsAndPage(filters, { sort, offset, limit });
          const rows = listItems(db, filters, sort);
          const [pageFromIndex, pageFromSql] = [
            paged?.page?.ids,
            (await rows.select(rows.where, false, limit, offset)).map((row) => row.id),
          ];
          if (!isDeepStrictEqual(pageFromIndex, pageFromSql))
            found.push({ filters, sort, offset, limit, pageFromIndex, pageFromSql });
        }
    }
    return found;
  }

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    db = database.db;
    index = createFacetIndex(db);
    productIds = (await db.selectFrom('products').select('id').orderBy('id').execute()).map((p) => p.id);
    categoryIds = (
      await db.selectFrom('categories').select('id').where('type', '=', 'shop').orderBy('id').execute()
    ).map((c) => c.id);
    const { category_id: category } = await db
      .selectFrom('product_categories')
      .select(['category_id', sql<number>`count(*)::int`.as('n')])
      .groupBy('category_id')
      .orderBy('n', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const brands = (await db.selectFrom('brands').select('id').orderBy('id').execute()).map((b) => b.id);
    cases = [
      {},
      { category },
      { category, brand: brands.slice(0, 3), price: { min: 0, max: 5_000_00 } },
      { color: ['black', 'red'] },
      { category, discount: 'yes', rating: [4, 5] },
      { brand: brands.slice(0, 2), color: ['black'] },
    ];
  }, 180_000);
  afterAll(async () => {
    await database?.close();
  });

  it('starts equal to the facet statement', async () => {
    expect(await differences(), 'loaded').toEqual([]);
  });

  it('follows price, discount, brand and rating changes', async () => {
    const [a, b, c] = productIds;
    const brand = await db.selectFrom('brands').select('id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    await db.updateTable('products').set({ price: 123_45, compare_at_price: 999_99 }).where('id', '=', a!).execute();
    await db.updateTable('products').set({ brand_id: brand.id }).where('id', '=', b!).execute();
    await db.updateTable('products').set({ rating_sum: 5, review_count: 5 }).where('id', '=', c!).execute();
    expect(await differences(), 'after product updates').toEqual([]);
  });

  it('follows colours, category links, new and deleted products', async () => {
    const [, , , d, e] = productIds;
    await db.deleteFrom('product_colors').where('product_id', '=', d!).execute();
    await db
      .insertInto('product_colors')
      .values([
        { product_id: e!, color_slug: 'red' },
        { product_id: d!, color_slug: 'black' },
      ])
      .onConflict((oc) => oc.doNothing())
      .execute();
    expect(await differences(), 'after colour changes').toEqual([]);

    const template = await db.selectFrom('products').selectAll().where('id', '=', e!).executeTakeFirstOrThrow();
    const { id: _id, has_discount: _d, rating_rounded: _r, ...copy } = template;
    const created = await db
      .insertInto('products')
      .values({ ...copy, slug: 'facet-index-test', sku: 'FACET-INDEX-1', price: 77_00 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('product_categories')
      .values({ product_id: created.id, category_id: categoryIds[0]!, direct: true })
      .execute();
    await db.insertInto('product_colors').values({ product_id: created.id, color_slug: 'red' }).execute();
    expect(await differences(), 'after a new product').toEqual([]);

    await db
      .updateTable('product_categories')
      .set({ category_id: categoryIds[1]! })
      .where('product_id', '=', created.id)
      .execute();
    expect(await differences(), 'after a moved link').toEqual([]);

    await db.deleteFrom('products').where('id', '=', created.id).execute();
    await db.deleteFrom('product_categories').where('product_id', '=', d!).execute();
    expect(await differences(), 'after deletes').toEqual([]);
  });

  it('follows a change of the date lists are sorted by', async () => {
    const [, , , , , , , , h] = productIds;
    await db.updateTable('products').set({ created_at: '2031-02-03T04:05:06.789123Z' }).where('id', '=', h!).execute();
    const first = await index.countsAndPage({}, { sort: 'DEFAULT', offset: 0, limit: 1 });
    expect(first?.page?.ids).toEqual([h]);
    expect(await differences(), 'after a date change').toEqual([]);
  });

  it('sees a change committed by a transaction, and none rolled back', async () => {
    const [, , , , , f, g] = productIds;
    await db.transaction().execute(async (tx) => {
      await tx.updateTable('products').set({ price: 1_00 }).where('id', '=', f!).execute();
    });
    await db
      .transaction()
      .execute(async (tx) => {
        await tx.updateTable('products').set({ price: 2_00 }).where('id', '=', g!).execute();
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await differences(), 'after a commit and a rollback').toEqual([]);
  });

  it('does not count stock, sales or name changes as facet changes (orders never wait on the revision)', async () => {
    const before = await revision();
    await db
      .updateTable('products')
      .set({ stock: 'out-of-stock', sales_count: 99, name: 'Renamed for the facet test' })
      .where('id', '=', productIds[7]!)
      .execute();
    expect(await revision()).toBe(before);
    await db.updateTable('products').set({ price: 4_321_00 }).where('id', '=', productIds[7]!).execute();
    expect(await revision()).toBe(before + 1);
  });

  it('counts a list once per revision of the index, and again after a change', async () => {
    const filters = cases[2]!;
    const first = await index.counts(filters);
    expect(await index.counts(filters)).toBe(first);
    await db
      .updateTable('products')
      .set({ price: sql`price + 1` })
      .where('id', '=', productIds[0]!)
      .execute();
    expect(await index.counts(filters)).not.toBe(first);
    expect(await differences()).toEqual([]);
  });

  it('reads a page found in the index by id only while the catalogue is at the revision it was found at', async () => {
    const filters = cases[1]!;
    const paged = (await index.countsAndPage(filters, { sort: 'PRICE_ASC', offset: 0, limit: 16 }))!.page!;
    const rows = listItems(db, filters, 'PRICE_ASC');
    const sqlPage = (await rows.select(rows.where, false, 16, 0)).map((row) => row.id);
    expect((await rows.byIds(paged.ids, paged.revision))?.map((row) => row.id)).toEqual(sqlPage);
    expect(await rows.byIds(paged.ids, paged.revision - 1n)).toBeNull();
    expect(await rows.byIds([...paged.ids.slice(1), 2_000_000_000], paged.revision)).toBeNull();
    // A list service whose index hands it a page of a revision gone by reads the page in SQL.
    const stale: FacetIndex = {
      ...index,
      countsAndPage: async (f, page) => {
        const found = await index.countsAndPage(f, page);
        if (!found?.page) return found;
        return { ...found, page: { ids: [...found.page.ids].reverse(), revision: found.page.revision - 1n } };
      },
    };
    const service = createProductListService(
      db,
      createCatalogueReference(db),
      facetIndexStrategy(stale, sqlStrategy(db)),
    );
    const slug = (
      await db.selectFrom('categories').select('slug').where('id', '=', filters.category!).executeTakeFirstOrThrow()
    ).slug;
    const listed = await service.list([{ slug: 'category', value: slug }], { sort: 'PRICE_ASC' });
    expect(listed.items.map((row) => row.id)).toEqual(sqlPage);
  });

  it('leaves lists filtered by vehicle or search to the facet statement', async () => {
    expect(await index.counts({ vehicle: 'maruti-suzuki/swift/2018/petrol' })).toBeNull();
    expect(await index.counts({ search: { text: 'brake' } as never })).toBeNull();
  });
});

describe('FacetTable', () => {
  const product = (id: number, colors: string[]) => ({
    id,
    brand: 1,
    price: 100,
    created: 0,
    discount: false,
    rating: 0,
    categories: [1],
    colors,
  });

  it('reuses the slot of a deleted product and counts it once', () => {
    const table = new FacetTable();
    table.put(product(1, ['red']));
    table.put(product(2, ['red', 'black']));
    table.remove(1);
    table.put(product(3, []));
    table.put(product(2, ['black']));
    expect(table.products).toBe(2);
    const counts = table.counts({ category: 1 });
    expect(counts.total).toBe(2);
    expect([...counts.colors]).toEqual([['black', 1]]);
    expect([...counts.categories]).toEqual([[1, 2]]);
  });

  it('keeps every category list right while rewritten lists fill and repack its packed array', () => {
    const table = new FacetTable();
    const categoriesOf = (id: number, round: number) => [1 + ((id + round) % 7), 10 + (id % 3)];
    for (let round = 0; round < 4; round++)
      for (let id = 1; id <= 3000; id++) table.put({ ...product(id, []), categories: categoriesOf(id, round) });
    for (let id = 1; id <= 3000; id += 2) table.remove(id);
    const expected = new Map<number, number>();
    for (let id = 2; id <= 3000; id += 2)
      for (const category of categoriesOf(id, 3)) expected.set(category, (expected.get(category) ?? 0) + 1);
    const counts = table.counts({ price: { min: 0, max: 1000 } });
    expect(counts.total).toBe(1500);
    expect([...counts.categories].sort((a, b) => a[0] - b[0])).toEqual([...expected].sort((a, b) => a[0] - b[0]));
    expect(table.counts({ category: 3 }).total).toBe(expected.get(3));
  });

  it('gives up (overflow) when the catalogue uses more colours than its bit mask holds', () => {
    const table = new FacetTable();
    for (let i = 0; i < 32; i++) table.put(product(i + 1, [`colour-${i}`]));
    expect(table.overflow).toBe(false);
    table.put(product(99, ['one-too-many']));
    expect(table.overflow).toBe(true);
  });
});
