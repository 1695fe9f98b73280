/**
 * Back-office product operations (gateway/admin/catalogue/admin-products.service.ts) seen from
 * the shop's API on both engines: a created product is listed, counted and found at once; bad
 * fields are refused with typed codes and nothing is written; an archived product disappears from
 * every shop list, search and page and comes back when restored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductFields } from '../../../../rules/catalogue/product-fields';
import {
  type AdminProductsService,
  createAdminProductsService,
} from '../../../../gateway/admin/catalogue/admin-products.service';
import { testEngines } from '../../../support/test-database';
import { createTestGateway, type TestGateway } from '../../../support/test-gateway';
import { graphql } from '../../../support/graphql';

export const NEW_PRODUCT: ProductFields = {
  sku: 'GP-TEST-0001',
  name: 'Bosch Rear Brake Shoes for Tata Nexon',
  slug: '',
  partNumber: '0 986 TEST 001',
  brand: 'bosch',
  type: 'brake-pad',
  categories: ['brake-pads'],
  price: 149_900,
  mrp: 175_000,
  hsnCode: '870830',
  stockQuantity: 12,
  stockStatus: 'in-stock',
  excerpt: 'Rear shoes.',
  description: '<p>Quiet <strong>rear shoes</strong>.</p><script>alert(1)</script>',
  compatibility: 'unknown',
  vehicles: [],
  options: [{ name: 'Colour', type: 'color', values: [{ name: 'Black', color: 'black' }] }],
};

describe.each(testEngines())('back-office products (%s)', (engine) => {
  let gateway: TestGateway;
  let products: AdminProductsService;
  beforeAll(async () => {
    gateway = await createTestGateway({ engine });
    products = createAdminProductsService(gateway.database.db);
  });
  afterAll(() => gateway.close());

  const shopView = async (slug: string, search: string) => {
    const { data, errors } = await gateway.execute(
      graphql(`
        query ShopSeesAdminProduct($slug: String!, $search: String!) {
          product(slug: $slug) {
            id
            name
            price {
              amount
            }
            compareAtPrice {
              amount
            }
          }
          inCategory: products(filters: [{ slug: "category", value: "brake-pads" }], options: { limit: 100 }) {
            total
            items {
              slug
            }
          }
          all: products(options: { limit: 1 }) {
            total
          }
          found: products(search: $search, options: { limit: 10 }) {
            items {
              slug
            }
          }
        }
      `),
      { slug, search },
    );
    expect(errors).toBeUndefined();
    return data as {
      product: {
        id: string;
        name: string;
        price: { amount: number };
        compareAtPrice: { amount: number } | null;
      } | null;
      inCategory: { total: number; items: { slug: string }[] };
      all: { total: number };
      found: { items: { slug: string }[] };
    };
  };

  it('refuses bad fields with typed codes and writes nothing', async () => {
    const before = await shopView('x', 'GP-TEST');
    const bad = await products.create({ ...NEW_PRODUCT, price: 200_000 });
    expect(bad).toEqual({ ok: false, errors: [{ code: 'PRICE_ABOVE_MRP', field: ['price'] }] });
    const unknown = await products.create({
      ...NEW_PRODUCT,
      brand: 'no-such-brand',
      categories: ['brake-pads', 'nowhere'],
      hsnCode: '0101',
    });
    expect(unknown.ok ? [] : unknown.errors.map((e) => e.code).sort()).toEqual([
      'BRAND_NOT_FOUND',
      'CATEGORY_NOT_FOUND',
      'HSN_NO_GST_RATE',
    ]);
    const taken = await products.create({ ...NEW_PRODUCT, sku: 'BSH-BP-0986AB1412' });
    expect(taken).toEqual({ ok: false, errors: [{ code: 'SKU_TAKEN', field: ['sku'] }] });
    const negative = await products.create({ ...NEW_PRODUCT, stockQuantity: -1 });
    expect(negative).toEqual({ ok: false, errors: [{ code: 'ERROR_FORM_OUT_OF_RANGE', field: ['stockQuantity'] }] });
    expect((await shopView('x', 'GP-TEST')).all.total).toBe(before.all.total);
  });

  it('creates a product the shop lists, counts and finds at once; edits its price', async () => {
    const before = await shopView('x', 'GP-TEST');
    const created = await products.create(NEW_PRODUCT);
    if (!created.ok) throw new Error(JSON.stringify(created.errors));
    expect(created.after.slug).toBe('bosch-rear-brake-shoes-for-tata-nexon');
    expect(created.after.description).toBe('<p>Quiet <strong>rear shoes</strong>.</p>');
    const after = await shopView(created.after.slug, 'GP-TEST-0001');
    expect(after.product?.price.amount).toBe(149_900);
    expect(after.inCategory.total).toBe(before.inCategory.total + 1);
    expect(after.all.total).toBe(before.all.total + 1);
    expect(after.found.items.map((i) => i.slug)).toContain(created.after.slug);

    const tooHigh = await products.setPrice(created.after.id, 180_000, 175_000);
    expect(tooHigh).toEqual({ ok: false, errors: [{ code: 'PRICE_ABOVE_MRP', field: ['price'] }] });
    const repriced = await products.setPrice(created.after.id, 139_900, 175_000);
    expect(repriced.ok && [repriced.before?.price, repriced.after.price]).toEqual([149_900, 139_900]);
    expect((await shopView(created.after.slug, 'x')).product?.price.amount).toBe(139_900);
  });

  it('archives a product out of every shop list, search and page, and restores it', async () => {
    const seeded = await shopView('bosch-front-brake-pads-hyundai-creta', 'BSH-BP-0986AB1412');
    const id = Number(seeded.product!.id);
    const archived = await products.archive(id);
    expect(archived.ok && archived.after.archived).toBe(true);
    const hidden = await shopView('bosch-front-brake-pads-hyundai-creta', 'BSH-BP-0986AB1412');
    expect(hidden.product).toBeNull();
    expect(hidden.inCategory.total).toBe(seeded.inCategory.total - 1);
    expect(hidden.all.total).toBe(seeded.all.total - 1);
    expect(hidden.found.items.map((i) => i.slug)).not.toContain('bosch-front-brake-pads-hyundai-creta');
    const edit = await products.setStock(id, { quantity: 3, status: 'in-stock' });
    expect(edit).toEqual({ ok: false, errors: [{ code: 'PRODUCT_ARCHIVED', field: ['id'] }] });

    const restored = await products.restore(id);
    expect(restored.ok && restored.after.categories).toEqual(archived.ok && archived.before?.categories);
    const back = await shopView('bosch-front-brake-pads-hyundai-creta', 'BSH-BP-0986AB1412');
    expect(back.inCategory.total).toBe(seeded.inCategory.total);
    expect(back.all.total).toBe(seeded.all.total);
    expect(back.found.items.map((i) => i.slug)).toContain('bosch-front-brake-pads-hyundai-creta');
  });
});
