/**
 * `product_fitting_models` (migration 0980, docs/decisions/059) on both engines: the groups the
 * database keeps equal the grouping of the vehicles (decision 055) for every product of the sample
 * catalogue, and stay equal through every way a fitment changes (the product form, the CSV import,
 * vehicle edits, deletes, archive and restore), seen on the next read; `FITMENT_TABLE=off` answers
 * the same through the API.
 */
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminProductsService } from '../../../gateway/admin/catalogue/admin-products.service';
import { CSV_COLUMNS } from '../../../gateway/admin/catalogue/product-csv';
import { createProductImportService } from '../../../gateway/admin/catalogue/product-import.service';
import { groupedFittingModels, storedFittingModels } from '../../../gateway/catalogue/fitting-models.sql';
import type { CompatibleModelRow } from '../../../gateway/vehicles/vehicles.mappers';
import type { ProductFields } from '../../../rules/catalogue/product-fields';
import { testEngines } from '../../support/test-database';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { graphql } from '../../support/graphql';

const WIDE = 'elegant-hand-stitch-leather-steering-cover';

const MODELS = graphql(`
  query FittingModels($slug: String!) {
    product(slug: $slug) {
      compatibleModels {
        make
        makeSlug
        model
        modelSlug
        vehicleType
        years
        vehicleCount
      }
    }
  }
`);

/** A part the back office writes (the fitment is each test's own). */
const NEW_PRODUCT: ProductFields = {
  sku: 'GP-FIT-0000',
  name: 'Fitment Test Brake Shoes',
  slug: '',
  partNumber: 'FIT 0000',
  brand: 'bosch',
  type: 'brake-pad',
  categories: ['brake-pads'],
  price: 99_900,
  mrp: null,
  hsnCode: '870830',
  stockQuantity: 5,
  stockStatus: 'in-stock',
  excerpt: '',
  description: '<p>Shoes.</p>',
  compatibility: 'unknown',
  vehicles: [],
  options: [],
};

const inOrder = (rows: CompatibleModelRow[]) =>
  [...rows].sort(
    (a, b) =>
      a.product_id - b.product_id || a.make_slug.localeCompare(b.make_slug) || a.model_slug.localeCompare(b.model_slug),
  );

describe.each(testEngines())('product_fitting_models (%s)', (engine) => {
  let gateway: TestGateway;
  let grouped: (ids: number[]) => Promise<CompatibleModelRow[]>;
  let stored: (ids: number[]) => Promise<CompatibleModelRow[]>;
  beforeAll(async () => {
    gateway = await createTestGateway({ engine });
    const db = gateway.database.db;
    grouped = async (ids) => inOrder(await groupedFittingModels(db)(ids));
    stored = async (ids) => inOrder(await storedFittingModels(db)(ids));
  });
  afterAll(() => gateway.close());

  const db = () => gateway.database.db;
  const idOf = async (slug: string) =>
    (await db().selectFrom('products').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
  /** The kept groups of these products, after checking that they are the grouping's. */
  const kept = async (ids: number[]) => {
    const rows = await stored(ids);
    expect(rows).toEqual(await grouped(ids));
    return rows;
  };
  const vehiclesOf = (make: string, model: string) =>
    db()
      .selectFrom('vehicles')
      .select(['id', 'year'])
      .where('make_slug', '=', make)
      .where('model_slug', '=', model)
      .orderBy('id')
      .execute();

  it('equals the grouping of the vehicles for every product of the sample catalogue', async () => {
    const ids = (await db().selectFrom('products').select('id').execute()).map((p) => p.id);
    const rows = await kept(ids);
    expect(new Set(rows.map((r) => r.product_id)).size).toBeGreaterThan(50);
    const steering = await kept([await idOf(WIDE)]);
    expect(steering).toHaveLength(65);
    expect(steering.reduce((sum, r) => sum + r.vehicle_count, 0)).toBe(1126);
  });

  it('follows the product form: fitment added, changed, and taken away', async () => {
    const [swift] = await vehiclesOf('maruti-suzuki', 'swift');
    const [city, city2] = await vehiclesOf('honda', 'city');
    const products = createAdminProductsService(db());
    const created = await products.create({
      ...NEW_PRODUCT,
      sku: 'GP-FIT-0001',
      compatibility: 'list',
      vehicles: [swift!.id, city!.id],
    });
    if (!created.ok) throw new Error(JSON.stringify(created.errors));
    const id = await idOf(created.after.slug);
    expect((await kept([id])).map((r) => [r.model_slug, r.years, r.vehicle_count])).toEqual([
      ['city', [city!.year], 1],
      ['swift', [swift!.year], 1],
    ]);
    const changed = await products.update(id, { ...created.after, vehicles: [city!.id, city2!.id] });
    if (!changed.ok) throw new Error(JSON.stringify(changed.errors));
    expect((await kept([id])).map((r) => [r.model_slug, r.vehicle_count])).toEqual([['city', 2]]);
    const { data } = await gateway.execute(MODELS, { slug: created.after.slug });
    expect(data!.product!.compatibleModels).toMatchObject([{ makeSlug: 'honda', modelSlug: 'city', vehicleCount: 2 }]);
    const all = await products.update(id, { ...changed.after, compatibility: 'all', vehicles: [] });
    if (!all.ok) throw new Error(JSON.stringify(all.errors));
    expect(await kept([id])).toEqual([]);
  });

  it.runIf(engine === 'postgres')(
    'counts both vehicles when two transactions add vehicles of one model to a product at once (several gateways)',
    async () => {
      const products = createAdminProductsService(db());
      const [swift] = await vehiclesOf('maruti-suzuki', 'swift');
      const created = await products.create({
        ...NEW_PRODUCT,
        sku: 'GP-FIT-0009',
        compatibility: 'list',
        vehicles: [swift!.id],
      });
      if (!created.ok) throw new Error(JSON.stringify(created.errors));
      const id = await idOf(created.after.slug);
      const [first, second] = await vehiclesOf('honda', 'city');
      let inserted!: () => void;
      const firstInserted = new Promise<void>((resolve) => (inserted = resolve));
      let commit!: () => void;
      const mayCommit = new Promise<void>((resolve) => (commit = resolve));
      // The first transaction adds its vehicle and holds its commit; the second adds the other one
      // meanwhile, on another connection. Each regroups the product at the end of its statement.
      const one = db()
        .transaction()
        .execute(async (trx) => {
          await trx.insertInto('product_compatibility').values({ product_id: id, vehicle_id: first!.id }).execute();
          inserted();
          await mayCommit;
        });
      await firstInserted;
      const two = db()
        .transaction()
        .execute((trx) =>
          trx.insertInto('product_compatibility').values({ product_id: id, vehicle_id: second!.id }).execute(),
        );
      await new Promise((resolve) => setTimeout(resolve, 200));
      commit();
      await Promise.all([one, two]);
      expect((await kept([id])).map((r) => [r.model_slug, r.vehicle_count])).toEqual([
        ['city', 2],
        ['swift', 1],
      ]);
    },
  );

  it('follows the CSV import', async () => {
    const [nexon] = await vehiclesOf('tata', 'nexon');
    const row: Record<(typeof CSV_COLUMNS)[number], string> = {
      sku: 'GP-FIT-CSV-1',
      name: 'Imported Nexon Wiper',
      slug: 'imported-nexon-wiper',
      part_number: 'FIT CSV 1',
      brand: 'bosch',
      type: 'brake-pad',
      categories: 'brake-pads',
      price: '499',
      mrp: '',
      hsn_code: '870830',
      stock_quantity: '3',
      stock_status: 'in-stock',
      compatibility: 'list',
      vehicles: nexon!.id,
      options: '',
      excerpt: '',
      description: '<p>Fits the Nexon.</p>',
    };
    const csv = [CSV_COLUMNS.join(','), CSV_COLUMNS.map((c) => row[c]).join(',')].join('\n');
    const imports = createProductImportService(db(), pino({ level: 'silent' }));
    const started = imports.start(new TextEncoder().encode(csv));
    if (!started.job) throw new Error(JSON.stringify(started.problems));
    await started.done;
    expect(imports.job(started.job.id)).toMatchObject({ status: 'DONE', problems: [] });
    const rows = await kept([await idOf('imported-nexon-wiper')]);
    expect(rows.map((r) => [r.make_slug, r.model_slug, r.years])).toEqual([['tata', 'nexon', [nexon!.year]]]);
  });

  it('follows vehicle edits: a year, a model, a new vehicle a fitment named, an id, a vehicle deleted', async () => {
    const id = await idOf(WIDE);
    const fitting = await db()
      .selectFrom('product_compatibility as pc')
      .innerJoin('vehicles as v', 'v.id', 'pc.vehicle_id')
      .select(['v.id', 'v.make_slug', 'v.model_slug', 'v.year'])
      .where('pc.product_id', '=', id)
      .orderBy('v.id')
      .execute();
    const vehicle = fitting[0]!;
    const before = await kept([id]);
    const group = (rows: CompatibleModelRow[]) =>
      rows.find((r) => r.make_slug === vehicle.make_slug && r.model_slug === vehicle.model_slug);

    await db().updateTable('vehicles').set({ year: 1990 }).where('id', '=', vehicle.id).execute();
    expect(group(await kept([id]))!.years[0]).toBe(1990);

    const other = (await db()
      .selectFrom('vehicle_models')
      .select(['make_slug', 'slug'])
      .where('make_slug', '=', vehicle.make_slug)
      .where('slug', '<>', vehicle.model_slug)
      .executeTakeFirstOrThrow())!;
    await db().updateTable('vehicles').set({ model_slug: other.slug }).where('id', '=', vehicle.id).execute();
    const moved = await kept([id]);
    expect(moved.reduce((sum, r) => sum + r.vehicle_count, 0)).toBe(1126);
    expect(moved.some((r) => r.model_slug === other.slug)).toBe(true);

    await db().updateTable('vehicles').set({ id: 'renamed-vehicle' }).where('id', '=', vehicle.id).execute();
    expect((await kept([id])).reduce((sum, r) => sum + r.vehicle_count, 0)).toBe(1125);
    await db().updateTable('vehicles').set({ id: vehicle.id }).where('id', '=', 'renamed-vehicle').execute();

    const row = await db().selectFrom('vehicles').selectAll().where('id', '=', vehicle.id).executeTakeFirstOrThrow();
    await db().deleteFrom('vehicles').where('id', '=', vehicle.id).execute();
    expect((await kept([id])).reduce((sum, r) => sum + r.vehicle_count, 0)).toBe(1125);
    // A fitment row may name a vehicle before it exists (decision 006): adding it adds it to its group.
    await db()
      .insertInto('vehicles')
      .values({ ...row, year: vehicle.year, model_slug: vehicle.model_slug })
      .execute();
    expect(await kept([id])).toEqual(before);
  });

  it('follows deletes: a fitment row, a product, the whole table (truncate)', async () => {
    const id = await idOf(WIDE);
    const before = await kept([id]);
    const [first] = await db()
      .selectFrom('product_compatibility')
      .select('vehicle_id')
      .where('product_id', '=', id)
      .orderBy('vehicle_id')
      .execute();
    await db()
      .deleteFrom('product_compatibility')
      .where('product_id', '=', id)
      .where('vehicle_id', '=', first!.vehicle_id)
      .execute();
    expect((await kept([id])).reduce((sum, r) => sum + r.vehicle_count, 0)).toBe(1125);
    await db().insertInto('product_compatibility').values({ product_id: id, vehicle_id: first!.vehicle_id }).execute();
    expect(await kept([id])).toEqual(before);

    const products = createAdminProductsService(db());
    const [activa] = await vehiclesOf('honda', 'activa-6g');
    const created = await products.create({
      ...NEW_PRODUCT,
      sku: 'GP-FIT-0002',
      compatibility: 'list',
      vehicles: [activa!.id],
    });
    if (!created.ok) throw new Error(JSON.stringify(created.errors));
    const gone = await idOf(created.after.slug);
    expect(await kept([gone])).toHaveLength(1);
    await db().deleteFrom('products').where('id', '=', gone).execute();
    expect(await kept([gone])).toEqual([]);

    // Emptied at once (rolled back: the rest of the file reads the sample fitment).
    await db()
      .transaction()
      .execute(async (trx) => {
        await sql`truncate product_compatibility`.execute(trx);
        expect(await trx.selectFrom('product_fitting_models').select('product_id').execute()).toEqual([]);
        throw new Error('roll back');
      })
      .catch((error: Error) => expect(error.message).toBe('roll back'));
    expect(await kept([id])).toEqual(before);
  });

  it('keeps the fitment through archive and restore', async () => {
    const id = await idOf(WIDE);
    const before = await kept([id]);
    const products = createAdminProductsService(db());
    expect((await products.archive(id)).ok).toBe(true);
    expect(await kept([id])).toEqual(before);
    expect((await products.restore(id)).ok).toBe(true);
    expect(await kept([id])).toEqual(before);
    const { data } = await gateway.execute(MODELS, { slug: WIDE });
    expect(data!.product!.compatibleModels).toHaveLength(65);
  });
});

describe.each(testEngines())('FITMENT_TABLE=off (%s)', (engine) => {
  let on: TestGateway;
  let off: TestGateway;
  beforeAll(async () => {
    [on, off] = await Promise.all([
      createTestGateway({ engine }),
      createTestGateway({ engine, env: { FITMENT_TABLE: 'off' } }),
    ]);
  });
  afterAll(() => Promise.all([on.close(), off.close()]));

  it('answers compatibleModels the same as the kept groups', async () => {
    const slugs = (
      await on.database.db.selectFrom('products').select('slug').where('compatibility', '=', 'list').execute()
    )
      .map((p) => p.slug)
      .slice(0, 25);
    for (const slug of [WIDE, ...slugs]) {
      const [a, b] = await Promise.all([on.execute(MODELS, { slug }), off.execute(MODELS, { slug })]);
      expect(a.errors ?? b.errors).toBeUndefined();
      expect(a.data, slug).toEqual(b.data);
    }
  });
});
