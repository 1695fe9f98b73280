/**
 * Two product CSV imports started at once on PostgreSQL (several gateways, or two staff members on
 * one) touching the same products in opposite orders: each upserts its rows in chunks inside one
 * transaction, so without a turn each held the other's next rows and PostgreSQL aborted one as a
 * deadlock, which its job reported as a file with errors. Imports take turns (an advisory lock held
 * by the import's transaction): both finish, the later one's prices stand, and nothing is mixed.
 * A checkout locks the products it sells in id order; an import writes existing products in id
 * order too, so a checkout during an import waits for it instead of closing a cycle.
 */
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrandsCategoriesService } from '../../../../gateway/admin/catalogue/brands-categories.service';
import { readCategories } from '../../../../gateway/admin/catalogue/brands-categories.sql';
import { PRODUCT_WRITES_LOCK } from '../../../../gateway/admin/catalogue/product-writer';
import {
  createProductImportService,
  type ProductImportService,
} from '../../../../gateway/admin/catalogue/product-import.service';
import { holdLock, lockWaiters } from '../../../support/postgres-locks';
import { brakePadRow, brakePadSku, bytes, type ProductCsvRow, toCsv } from '../../../support/product-csv-file';
import { testEngines } from '../../../support/test-database';
import { createTestGateway, type TestGateway } from '../../../support/test-gateway';
import { CHECKOUT, checkoutInput, stockOf } from '../../orders/helpers';

const ROWS = 600;

const sku = (i: number) => brakePadSku('TURN', i);

const row = (i: number, rupees: number): ProductCsvRow =>
  brakePadRow('TURN', 'Turn Brake Pad', i, {
    price: String(rupees),
    mrp: '',
    stock_quantity: '5',
    stock_status: 'in-stock',
    options: '',
    excerpt: 'Pads',
    description: '<p>Pads</p>',
  });

const file = (rupees: number, order: 'up' | 'down') => {
  const rows = Array.from({ length: ROWS }, (_, i) => row(i + 1, rupees));
  return bytes(toCsv(order === 'up' ? rows : rows.reverse()));
};

// PGlite is one connection, on which writes always take turns: PostgreSQL only.
describe.skipIf(!testEngines().includes('postgres'))('product imports at once on PostgreSQL', () => {
  let gateway: TestGateway;
  let imports: ProductImportService;
  beforeAll(async () => {
    gateway = await createTestGateway({ engine: 'postgres' });
    imports = createProductImportService(gateway.database.db, pino({ level: 'silent' }));
    const first = imports.start(file(1000, 'up'));
    if (!first.job) throw new Error('refused');
    await first.done;
    if (first.job.status !== 'DONE') throw new Error(`the first import ended ${first.job.status}`);
  });
  afterAll(() => gateway.close());

  it('take turns: both finish, in opposite row orders, and one file stands whole', async () => {
    for (const round of [1, 2, 3]) {
      const a = imports.start(file(2000 + round, 'up'));
      const b = imports.start(file(3000 + round, 'down'));
      if (!a.job || !b.job) throw new Error('refused');
      await Promise.all([a.done, b.done]);
      expect([a.job.status, b.job.status], `round ${round}`).toEqual(['DONE', 'DONE']);
      const prices = await gateway.database.db
        .selectFrom('products')
        .select('price')
        .distinct()
        .where('sku', 'like', 'GP-TURN-%')
        .execute();
      expect(prices.length, `round ${round}: one file's prices`).toBe(1);
      expect([200_000 + round * 100, 300_000 + round * 100]).toContain(Number(prices[0]!.price));
    }
  });

  it('an import and a checkout of its first and last products at once both finish, the checkout after', async () => {
    const { db } = gateway.database;
    const ids = await db
      .selectFrom('products')
      .select(['sku', 'id'])
      .where('sku', 'in', [sku(1), sku(ROWS)])
      .execute();
    const id = new Map(ids.map((r) => [r.sku, String(r.id)]));
    // A third session holds one row in the middle of the file, so that the import stops there with
    // the rows before it locked, and the checkout starts while it waits.
    const release = await holdLock(db, (trx) =>
      trx.selectFrom('products').select('id').where('sku', '=', sku(200)).forUpdate().execute(),
    );
    // The file lists the products from the last to the first.
    const started = imports.start(file(500, 'down'));
    if (!started.job) throw new Error('refused');
    await lockWaiters(db, 1);
    const checkout = gateway.execute(CHECKOUT, {
      input: checkoutInput({
        email: 'during-import@example.in',
        items: [
          { productId: id.get(sku(1))!, quantity: 1 },
          { productId: id.get(sku(ROWS))!, quantity: 1 },
        ],
      }),
    });
    await lockWaiters(db, 2);
    await release();
    const [answer] = await Promise.all([checkout, started.done]);
    expect({
      import: started.job.status,
      graphqlErrors: answer.errors ?? [],
      checkoutErrors: answer.data?.checkout.errors,
      placed: Boolean(answer.data?.checkout.order),
      // The import wrote 5 units, then the checkout took one of each.
      stock: [await stockOf(db, id.get(sku(1))!), await stockOf(db, id.get(sku(ROWS))!)],
    }).toEqual({
      import: 'DONE',
      graphqlErrors: [],
      checkoutErrors: [],
      placed: true,
      stock: [
        { stock: 'in-stock', stock_quantity: 4 },
        { stock: 'in-stock', stock_quantity: 4 },
      ],
    });
  });

  it("renames of a brand and a category, which write their products' search text again, wait for the product writes' turn", async () => {
    const { db } = gateway.database;
    const brand = await db
      .selectFrom('brands')
      .select(['id', 'slug', 'country', 'image'])
      .where('slug', '=', 'brembo')
      .executeTakeFirstOrThrow();
    const [category] = await readCategories(
      db,
      (await db.selectFrom('categories').select('id').where('slug', '=', 'brake-pads').executeTakeFirstOrThrow()).id,
    );
    // An import or a product form holding the turn.
    const release = await holdLock(db, (trx) => sql`select pg_advisory_xact_lock(${PRODUCT_WRITES_LOCK})`.execute(trx));
    const service = createBrandsCategoriesService(db, () => {});
    const staff = { id: null, email: 'ops@example.in' };
    const renames = [
      service.updateBrand(
        brand.id,
        { name: 'Brembo Brakes', slug: brand.slug, country: brand.country ?? '', image: brand.image ?? '' },
        staff,
      ),
      service.updateCategory(
        Number(category!.id),
        {
          name: 'Disc Brake Pads',
          slug: category!.slug,
          description: category!.description,
          parent: category!.parent ?? '',
          layout: 'products',
          position: category!.position,
          translations: category!.translations,
        },
        staff,
      ),
    ];
    const first = await Promise.race([
      Promise.any(renames).then(() => 'renamed'),
      lockWaiters(db, 2).then(() => 'both waiting'),
    ]);
    await release();
    expect({ first, renamed: (await Promise.all(renames)).map((r) => r.ok) }).toEqual({
      first: 'both waiting',
      renamed: [true, true],
    });
    const texts = await db
      .selectFrom('products')
      .select('search_text')
      .where('sku', 'in', [sku(2), sku(ROWS)])
      .execute();
    expect(
      texts.map((t) => [t.search_text.includes('brembo brakes'), t.search_text.includes('disc brake pads')]),
    ).toEqual([
      [true, true],
      [true, true],
    ]);
  });
});
