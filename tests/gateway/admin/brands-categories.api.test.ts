/**
 * Brands and shop categories through /admin/graphql on both engines: CATALOGUE and OWNER only,
 * every change audited, bad input refused with typed codes on the field, and the shop's API and
 * search follow a change at once (reference data, translations, search text).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../support/test-database';
import { createTestAdmin, type TestAdmin } from '../../support/test-admin';
import { auditEntries } from './helpers';
import { adminGraphql, graphql } from '../../support/graphql';
import { CREATE_BRAND, CREATE_CATEGORY, UPDATE_BRAND, UPDATE_CATEGORY } from './brands-categories.documents';

describe.each(testEngines())('brands and categories in the admin API (%s)', (engine) => {
  let admin: TestAdmin;
  let catalogue: string;
  let operations: string;
  let owner: string;

  beforeAll(async () => {
    admin = await createTestAdmin({ engine });
    [catalogue, operations, owner] = await Promise.all([
      admin.staffCookie('CATALOGUE'),
      admin.staffCookie('OPERATIONS'),
      admin.staffCookie('OWNER'),
    ]);
  });
  afterAll(() => admin.close());

  it('lists brands and categories for CATALOGUE, refuses OPERATIONS', async () => {
    const { data, errors } = await admin.execute(
      adminGraphql(`query AdminBrandsAdminCategories { adminBrands { ...Brand } adminCategories { ...Category } }`),
      {},
      {
        cookie: catalogue,
      },
    );
    expect(errors).toBeUndefined();
    const bosch = data!.adminBrands.find((b: { slug: string }) => b.slug === 'bosch');
    expect(bosch).toMatchObject({ name: 'Bosch', country: 'DE' });
    expect(bosch!.productCount).toBeGreaterThan(0);
    const categories = data!.adminCategories as { slug: string; parent: string | null; translations: unknown[] }[];
    const index = new Map(categories.map((c, i) => [c.slug, i]));
    // Parents come before their children.
    for (const c of categories) if (c.parent) expect(index.get(c.parent)!).toBeLessThan(index.get(c.slug)!);
    expect(categories.some((c) => c.translations.length === 4)).toBe(true);
    const refused = await admin.execute(
      adminGraphql(`query AdminBrands { adminBrands { id } }`),
      {},
      { cookie: operations },
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', errorCode: 'STAFF_FORBIDDEN' });
    const written = await admin.execute(
      CREATE_BRAND,
      { input: { name: 'Nope', country: 'IN' } },
      { cookie: operations },
    );
    expect(written.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('creates and renames a brand, audited; the shop lists it and search finds its products by the new name', async () => {
    const created = await admin.execute(
      CREATE_BRAND,
      { input: { name: 'Sample Brand Ltd', country: 'IN' } },
      {
        cookie: catalogue,
      },
    );
    expect(created.data!.createBrand).toMatchObject({
      brand: { slug: 'sample-brand-ltd', name: 'Sample Brand Ltd', country: 'IN', image: '', productCount: 0 },
      errors: [],
    });
    const shopBrands = await admin.shop.execute(
      graphql(`
        query Brands {
          brands {
            slug
            name
          }
        }
      `),
    );
    expect(shopBrands.data!.brands.map((b: { slug: string }) => b.slug)).toContain('sample-brand-ltd');

    const list = await admin.execute(
      adminGraphql(`query BrandsCategoriesAdminBrands { adminBrands { id slug name country image } }`),
      {},
      { cookie: owner },
    );
    const uno = list.data!.adminBrands.find((b: { slug: string }) => b.slug === 'minda');
    const renamed = await admin.execute(
      UPDATE_BRAND,
      { id: uno!.id, input: { name: 'Zyxwar Minda', slug: 'minda', country: uno!.country, image: uno!.image } },
      { cookie: catalogue },
    );
    expect(renamed.data!.updateBrand.errors).toEqual([]);
    const found = await admin.shop.execute(
      graphql(`
        query SearchSuggestions {
          searchSuggestions(query: "zyxwar") {
            products {
              name
              brand {
                name
              }
            }
          }
        }
      `),
    );
    expect(found.errors).toBeUndefined();
    const products = found.data!.searchSuggestions.products as { brand: { name: string } }[];
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.brand.name === 'Zyxwar Minda')).toBe(true);

    const [entry] = await auditEntries(admin, owner, 1);
    expect(entry).toMatchObject({ operation: 'updateBrand', entityType: 'brand', entityId: uno!.id });
    expect(entry!.before.name).toBe(uno!.name);
    expect(entry!.after.name).toBe('Zyxwar Minda');
  });

  it('refuses bad brand input with a code on the field', async () => {
    const bad = await admin.execute(
      CREATE_BRAND,
      { input: { name: ' ', country: 'india', image: 'http://elsewhere.example/x.png' } },
      { cookie: catalogue },
    );
    expect(bad.data!.createBrand.brand).toBeNull();
    expect(bad.data!.createBrand.errors).toEqual([
      { code: 'ERROR_FORM_REQUIRED', field: ['name'] },
      { code: 'ERROR_FORM_INVALID', field: ['country'] },
      { code: 'ERROR_FORM_INVALID', field: ['image'] },
    ]);
    const taken = await admin.execute(
      CREATE_BRAND,
      { input: { name: 'Another Bosch', slug: 'bosch', country: 'DE' } },
      {
        cookie: catalogue,
      },
    );
    expect(taken.data!.createBrand.errors).toEqual([{ code: 'SLUG_TAKEN', field: ['slug'] }]);
    const missing = await admin.execute(
      UPDATE_BRAND,
      { id: '999999', input: { name: 'X', country: 'IN' } },
      {
        cookie: catalogue,
      },
    );
    expect(missing.data!.updateBrand.errors).toEqual([{ code: 'PAGE_NOT_FOUND', field: ['id'] }]);
  });

  it('creates a category with translations under a parent; the shop shows it in Hindi at once', async () => {
    const created = await admin.execute(
      CREATE_CATEGORY,
      {
        input: {
          name: 'Sample Wiper Kits',
          parent: 'brakes-suspension',
          position: 90,
          translations: [{ language: 'hi', name: 'नमूना वाइपर किट' }],
        },
      },
      { cookie: catalogue },
    );
    expect(created.data!.createCategory).toMatchObject({
      category: {
        slug: 'sample-wiper-kits',
        parent: 'brakes-suspension',
        layout: 'PRODUCTS',
        position: 90,
        productCount: 0,
        translations: [{ language: 'hi', name: 'नमूना वाइपर किट', description: '' }],
      },
      errors: [],
    });
    const shown = await admin.shop.execute(
      graphql(`
        query Category {
          category(slug: "sample-wiper-kits") {
            name
            parent {
              slug
            }
          }
        }
      `),
      {},
      {
        headers: { 'accept-language': 'hi' },
      },
    );
    expect(shown.errors).toBeUndefined();
    expect(shown.data!.category).toEqual({ name: 'नमूना वाइपर किट', parent: { slug: 'brakes-suspension' } });
    const [entry] = await auditEntries(admin, owner, 1);
    expect(entry).toMatchObject({ operation: 'createCategory', entityType: 'category', before: null });
    expect(entry!.after.translations).toHaveLength(1);
  });

  it('renames a category with products (search follows) but keeps its parent; refuses loops and taken slugs', async () => {
    const list = await admin.execute(
      adminGraphql(`query AdminCategories { adminCategories { ...Category } }`),
      {},
      { cookie: catalogue },
    );
    const categories = list.data!.adminCategories as Record<string, any>[];
    const withProducts = categories.find((c) => c.productCount > 0 && c.parent !== null)!;
    const input = (over: object) => ({
      name: withProducts.name,
      slug: withProducts.slug,
      description: withProducts.description,
      parent: withProducts.parent,
      layout: withProducts.layout,
      position: withProducts.position,
      translations: withProducts.translations,
      ...over,
    });
    const moved = await admin.execute(
      UPDATE_CATEGORY,
      { id: withProducts.id, input: input({ parent: '' }) },
      {
        cookie: catalogue,
      },
    );
    expect(moved.data!.updateCategory.errors).toEqual([{ code: 'CATEGORY_NOT_EMPTY', field: ['parent'] }]);
    const top = categories.find((c) => c.parent === null && c.slug === withProducts.parent)!;
    const loop = await admin.execute(
      UPDATE_CATEGORY,
      { id: top.id, input: { name: top.name, slug: top.slug, parent: withProducts.slug, layout: top.layout } },
      { cookie: catalogue },
    );
    expect(loop.data!.updateCategory.errors).toEqual([{ code: 'CATEGORY_PARENT_LOOP', field: ['parent'] }]);
    const taken = await admin.execute(
      UPDATE_CATEGORY,
      { id: withProducts.id, input: input({ slug: top.slug }) },
      {
        cookie: catalogue,
      },
    );
    expect(taken.data!.updateCategory.errors).toEqual([{ code: 'SLUG_TAKEN', field: ['slug'] }]);
    const bad = await admin.execute(
      CREATE_CATEGORY,
      {
        input: { name: 'x'.repeat(101), parent: 'no-such-category', position: -1, translations: [{ language: 'fr' }] },
      },
      { cookie: catalogue },
    );
    expect(bad.data!.createCategory.errors).toEqual([
      { code: 'ERROR_FORM_TOO_LONG', field: ['name'] },
      { code: 'ERROR_FORM_OUT_OF_RANGE', field: ['position'] },
      { code: 'ERROR_FORM_INVALID', field: ['translations', '0', 'language'] },
    ]);
    const noParent = await admin.execute(
      CREATE_CATEGORY,
      { input: { name: 'Orphan', parent: 'no-such-category' } },
      {
        cookie: catalogue,
      },
    );
    expect(noParent.data!.createCategory.errors).toEqual([{ code: 'CATEGORY_NOT_FOUND', field: ['parent'] }]);

    const renamed = await admin.execute(
      UPDATE_CATEGORY,
      { id: withProducts.id, input: input({ name: 'Qwertyplex Parts' }) },
      {
        cookie: catalogue,
      },
    );
    expect(renamed.data!.updateCategory.errors).toEqual([]);
    const found = await admin.shop.execute(
      graphql(`
        query BrandsCategoriesSearchSuggestions {
          searchSuggestions(query: "qwertyplex") {
            products {
              id
            }
          }
        }
      `),
    );
    expect(found.data!.searchSuggestions.products.length).toBeGreaterThan(0);
    const [entry] = await auditEntries(admin, owner, 1);
    expect(entry).toMatchObject({ operation: 'updateCategory', entityId: withProducts.id });
    expect([entry!.before.name, entry!.after.name]).toEqual([withProducts.name, 'Qwertyplex Parts']);
  });
});
