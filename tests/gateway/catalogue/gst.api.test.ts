import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GstRateMissingError, loadGstRates } from '../../../gateway/catalogue/gst-rates';
import { PRODUCTS } from '../../../gateway/catalogue/seed/index';
import { testEngines } from '../../support/test-database';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { graphql } from '../../support/graphql';

const PRODUCT = graphql(`
  query GstProduct($slug: String!) {
    product(slug: $slug) {
      slug
      hsnCode
      gstRate
      price {
        amount
      }
      compareAtPrice {
        amount
      }
    }
  }
`);
const BATTERY = 'exide-mileage-ml38b20l-35ah-car-battery';
const HELMET = PRODUCTS.find((p) => p.partType === 'helmet')!.slug;

describe.each(testEngines())('GST codes and rates (%s)', (engine) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway({ engine });
  });
  afterAll(() => gateway.close());

  it('answers a product’s HSN code and the GST rate in force today: a battery 18 %, a helmet 5 %', async () => {
    const battery = await gateway.execute(PRODUCT, { slug: BATTERY });
    expect(battery.errors).toBeUndefined();
    expect(battery.data!.product).toMatchObject({ slug: BATTERY, hsnCode: '850710', gstRate: '18' });
    const helmet = await gateway.execute(PRODUCT, { slug: HELMET });
    expect(helmet.data!.product).toMatchObject({ slug: HELMET, hsnCode: '650610', gstRate: '5' });
  });

  it('answers the rates of a page of products, and of service packages with their SAC codes', async () => {
    const { data, errors } = await gateway.execute(
      graphql(`
        query ProductsServices {
          products(options: { limit: 50 }) {
            items {
              slug
              hsnCode
              gstRate
            }
          }
          services {
            slug
            packages {
              id
              sacCode
              gstRate
            }
          }
        }
      `),
    );
    expect(errors).toBeUndefined();
    const items = (data!.products as { items: { slug: string; hsnCode: string; gstRate: string }[] }).items;
    expect(items).toHaveLength(50);
    for (const item of items) expect(['5', '18'], item.slug).toContain(item.gstRate);
    const packages = (data!.services as { packages: { id: string; sacCode: string; gstRate: string }[] }[]).flatMap(
      (s) => s.packages,
    );
    expect(packages.find((p) => p.id === 'pdi/new-car')).toEqual({
      id: 'pdi/new-car',
      sacCode: '998346',
      gstRate: '18',
    });
    expect(packages.find((p) => p.id === 'four-wheeler-service/periodic-service')).toMatchObject({
      sacCode: '998714',
      gstRate: '18',
    });
    expect(packages.every((p) => p.gstRate === '18')).toBe(true);
  });

  it('has a code with a rate in force today for every stored product and service package', async () => {
    const { db } = gateway.database;
    const products = await db.selectFrom('products').select('hsn_code').distinct().execute();
    const packages = await db.selectFrom('service_packages').select('sac_code').distinct().execute();
    const codes = [...products.map((p) => p.hsn_code), ...packages.map((p) => p.sac_code)];
    const rates = await loadGstRates(db, codes, new Date());
    expect(rates.size).toBe(codes.length);
    const seeded = await db.selectFrom('products').select(['slug', 'hsn_code']).execute();
    const bySlug = new Map(seeded.map((p) => [p.slug, p.hsn_code]));
    expect(PRODUCTS.filter((p) => bySlug.get(p.slug) !== p.hsnCode).map((p) => p.slug)).toEqual([]);
  });

  it('throws for a code without a rate, and sees a new rate row at once', async () => {
    const { db } = gateway.database;
    await expect(loadGstRates(db, ['850710', '9603'], new Date())).rejects.toThrow(GstRateMissingError);
    await expect(loadGstRates(db, ['9603'], new Date())).rejects.toThrow(/9603/);
    const before = await loadGstRates(db, ['850710'], new Date('2025-09-21T12:00:00Z'));
    expect(before.get('850710')).toBe(2800);
    await db
      .insertInto('gst_rates')
      .values({ code: '8507', effective_from: '2026-04-01', rate_bp: 1200, description: 'Test' })
      .execute();
    try {
      expect((await loadGstRates(db, ['850710'], new Date('2026-04-01T00:00:00+05:30'))).get('850710')).toBe(1200);
      expect((await loadGstRates(db, ['850710'], new Date('2026-03-31T23:59:00+05:30'))).get('850710')).toBe(1800);
    } finally {
      await db
        .deleteFrom('gst_rates')
        .where('code', '=', '8507')
        .where(sql<boolean>`effective_from = date '2026-04-01'`)
        .execute();
    }
  });

  it('refuses in the database a price above the MRP and a rate outside the GST slabs, writing nothing', async () => {
    const { db } = gateway.database;
    const row = await db
      .selectFrom('products')
      .select(['id', 'price', 'compare_at_price'])
      .where('slug', '=', BATTERY)
      .executeTakeFirstOrThrow();
    await expect(
      db
        .updateTable('products')
        .set({ price: row.compare_at_price! + 1 })
        .where('id', '=', row.id)
        .execute(),
    ).rejects.toThrow(/products_price_within_mrp/);
    await expect(
      db
        .insertInto('gst_rates')
        .values({ code: '8708', effective_from: '2026-04-01', rate_bp: 1300, description: 'Not a slab' })
        .execute(),
    ).rejects.toThrow(/check constraint/);
    await expect(sql`update products set hsn_code = '87A8' where id = ${row.id}`.execute(db)).rejects.toThrow(
      /products_hsn_code/,
    );
    const after = await db
      .selectFrom('products')
      .select(['price', 'hsn_code'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ price: row.price, hsn_code: '850710' });
    expect(
      await db
        .selectFrom('gst_rates')
        .select('code')
        .where(sql<boolean>`effective_from = date '2026-04-01'`)
        .execute(),
    ).toEqual([]);
  });
});
