/**
 * Migration 0202 keeps copies for speed: the product's facet columns and sort keys on each of its
 * category links, products per category, and the search vocabulary. Whatever writes the
 * catalogue, the copies must equal what they copy.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../gateway/store/database';
import { createTestDatabase, testEngines } from '../../support/test-database';

/** Links whose copied columns differ from their product (0 when in sync). */
async function staleLinks(db: Database['db']): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from product_categories pc join products p on p.id = pc.product_id
    where (pc.brand_id, pc.price, pc.has_discount, pc.rating_rounded, pc.compatibility, pc.created_at, pc.name_key, pc.sales_count)
      is distinct from (p.brand_id, p.price, p.has_discount, p.rating_rounded, p.compatibility, p.created_at, lower(p.name), p.sales_count)
      or pc.color_slugs is distinct from
        coalesce((select array_agg(c.color_slug order by c.color_slug) from product_colors c where c.product_id = p.id), '{}')`.execute(
    db,
  );
  return rows[0]!.n;
}

/** Categories whose kept count differs from counting their links (0 when in sync). */
async function wrongCounts(db: Database['db']): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from (select category_id, count(*)::int as links from product_categories group by category_id) a
    full join category_product_counts c using (category_id)
    where coalesce(a.links, 0) <> coalesce(c.products, 0)`.execute(db);
  return rows[0]!.n;
}

describe.each(testEngines())('catalogue copies kept by triggers (%s)', (engine) => {
  let database: Database;
  let db: Database['db'];
  const productId = async (offset: number) =>
    (await db.selectFrom('products').select('id').orderBy('id').offset(offset).limit(1).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    db = database.db;
  }, 180_000);
  afterAll(async () => {
    await database?.close();
  });

  it('starts in sync after migrating and seeding', async () => {
    expect(await staleLinks(db)).toBe(0);
    expect(await wrongCounts(db)).toBe(0);
    const { n } = await db
      .selectFrom('product_categories')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(n).toBeGreaterThan(0);
  });

  it('follows price, discount, brand, name, rating, fitment and sales changes of a product', async () => {
    const [a, b] = [await productId(0), await productId(1)];
    const brand = await db.selectFrom('brands').select('id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    await db
      .updateTable('products')
      .set({ price: 12_345, compare_at_price: 99_999, name: 'Zz Renamed Part' })
      .where('id', '=', a)
      .execute();
    await db
      .updateTable('products')
      .set({ brand_id: brand.id, rating_sum: 9, review_count: 2, compatibility: 'all' })
      .where('id', '=', b)
      .execute();
    await db.updateTable('products').set({ stock: 'out-of-stock' }).where('id', 'in', [a, b]).execute();
    expect(await staleLinks(db)).toBe(0);
    await db.updateTable('products').set({ sales_count: 4242 }).where('id', '=', b).execute();
    expect(await staleLinks(db)).toBe(0);
    const link = await db
      .selectFrom('product_categories')
      .select(['price', 'has_discount', 'name_key'])
      .where('product_id', '=', a)
      .executeTakeFirstOrThrow();
    expect(link).toEqual({ price: 12_345, has_discount: true, name_key: 'zz renamed part' });
  });

  it('follows colours added to and removed from a product', async () => {
    const id = await productId(2);
    await db.deleteFrom('product_colors').where('product_id', '=', id).execute();
    expect(await staleLinks(db)).toBe(0);
    await db
      .insertInto('product_colors')
      .values([
        { product_id: id, color_slug: 'black' },
        { product_id: id, color_slug: 'red' },
      ])
      .execute();
    expect(await staleLinks(db)).toBe(0);
    const link = await db
      .selectFrom('product_categories')
      .select('color_slugs')
      .where('product_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(link.color_slugs).toEqual(['black', 'red']);
  });

  it('counts products per category through new, moved and deleted links and products', async () => {
    const template = await db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', await productId(3))
      .executeTakeFirstOrThrow();
    const { id: _id, has_discount: _d, rating_rounded: _r, ...copy } = template;
    const created = await db
      .insertInto('products')
      .values({
        ...copy,
        slug: 'copy-test-part',
        sku: 'COPY-TEST-1',
        search_text: 'copy test quixoticbrake',
        search_compact: 'copytestquixoticbrake',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [first, second] = await db
      .selectFrom('categories')
      .select('id')
      .where('type', '=', 'shop')
      .orderBy('id')
      .limit(2)
      .execute();
    await db
      .insertInto('product_categories')
      .values({ product_id: created.id, category_id: first!.id, direct: true })
      .execute();
    expect(await staleLinks(db)).toBe(0);
    expect(await wrongCounts(db)).toBe(0);
    await db
      .updateTable('product_categories')
      .set({ category_id: second!.id })
      .where('product_id', '=', created.id)
      .execute();
    expect(await wrongCounts(db)).toBe(0);
    await db.deleteFrom('products').where('id', '=', created.id).execute();
    expect(await wrongCounts(db)).toBe(0);
    expect(await staleLinks(db)).toBe(0);
  });

  it('adds the words of new search text to the vocabulary, leaving out words with digits', async () => {
    const id = await productId(4);
    await db
      .updateTable('products')
      .set({ search_text: 'wholly novel gizmoflange 12v', search_compact: 'whollynovelgizmoflange12v' })
      .where('id', '=', id)
      .execute();
    const words = await db
      .selectFrom('search_words')
      .select('word')
      .where('word', 'in', ['gizmoflange', '12v'])
      .execute();
    expect(words.map((w) => w.word)).toEqual(['gizmoflange']);
  });
});
