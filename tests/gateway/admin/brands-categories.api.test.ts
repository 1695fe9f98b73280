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

export const BRAND = adminGraphql(`fragment Brand on AdminBrand { id slug name country image productCount }`);
export const CATEGORY = adminGraphql(
  `fragment Category on AdminCategory { id slug name description parent layout position productCount translations { language name description } }`,
);
const CREATE_BRAND = adminGraphql(
  `mutation CreateBrand($input: BrandInput!) { createBrand(input: $input) { brand { ...Brand } errors { code field } } }`,
);
const UPDATE_BRAND = adminGraphql(
  `mutation UpdateBrand($id: ID!, $input: BrandInput!) { updateBrand(id: $id, input: $input) { brand { ...Brand } errors { code field } } }`,
);
const CREATE_CATEGORY = adminGraphql(
  `mutation CreateCategory($input: CategoryInput!) { createCategory(input: $input) { category { ...Category } errors { code field } } }`,
);
const UPDATE_CATEGORY = adminGraphql(`mutation UpdateCategory($id: ID!, $input: CategoryInput!) {
  updateCategory(id: $id, input: $input) { category { ...Category } errors { code field } } }`);
const DELETE_BRAND = adminGraphql(
  `mutation DeleteBrand($id: ID!) { deleteBrand(id: $id) { brand { id slug } errors { code field } } }`,
);
const DELETE_CATEGORY = adminGraphql(
  `mutation DeleteCategory($id: ID!) { deleteCategory(id: $id) { category { id slug } errors { code field } } }`,
);

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

  it('lists products with search, filters and paging, and reviews by visibility', async () => {
    const LIST = adminGraphql(`query List($filter: AdminProductFilter, $first: Int, $after: String) {
      adminProducts(filter: $filter, first: $first, after: $after) { items { id sku name brandName price { amount } archived }
        cursorInfo { endCursor hasNextPage } } }`);
    const first = await admin.execute(LIST, { first: 5 }, { cookie: catalogue });
    expect(first.errors).toBeUndefined();
    const page = first.data!.adminProducts;
    expect(page.items).toHaveLength(5);
    expect(page.cursorInfo.hasNextPage).toBe(true);
    const next = await admin.execute(LIST, { first: 5, after: page.cursorInfo.endCursor }, { cookie: catalogue });
    const ids = [...page.items, ...next.data!.adminProducts.items].map((p: { id: string }) => Number(p.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const bosch = await admin.execute(LIST, { filter: { brand: 'bosch', search: 'brake' } }, { cookie: catalogue });
    const items = bosch.data!.adminProducts.items as { name: string; brandName: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((p) => p.brandName === 'Bosch' && /brake/i.test(p.name))).toBe(true);
    const badFirst = await admin.execute(LIST, { first: 500 }, { cookie: catalogue });
    expect(badFirst.errors?.[0]?.extensions).toMatchObject({ errorCode: 'ERROR_FORM_OUT_OF_RANGE', field: ['first'] });
    const badCursor = await admin.execute(LIST, { after: 'abc' }, { cookie: catalogue });
    expect(badCursor.errors?.[0]?.extensions).toMatchObject({ errorCode: 'ERROR_FORM_INVALID', field: ['after'] });

    const REVIEWS =
      adminGraphql(`query Reviews($visibility: ReviewVisibility!) { adminReviews(visibility: $visibility, first: 3) {
      items { id productName hidden } cursorInfo { hasNextPage } } }`);
    const published = await admin.execute(REVIEWS, { visibility: 'PUBLISHED' }, { cookie: catalogue });
    const review = published.data!.adminReviews.items[0];
    expect(review!.hidden).toBe(false);
    expect(review!.productName).not.toBe('');
    await admin.execute(
      adminGraphql(
        `mutation SetReviewHidden($id: ID!) { setReviewHidden(reviewId: $id, hidden: true) { errors { code field } } }`,
      ),
      { id: review!.id },
      {
        cookie: catalogue,
      },
    );
    const hidden = await admin.execute(REVIEWS, { visibility: 'HIDDEN' }, { cookie: catalogue });
    expect(hidden.data!.adminReviews.items.map((r: { id: string }) => r.id)).toContain(review!.id);
  });

  it('deletes an unused brand, audited, and the shop stops listing it; refuses a brand with products', async () => {
    const created = await admin.execute(
      CREATE_BRAND,
      { input: { name: 'Short Lived', country: 'IN' } },
      { cookie: catalogue },
    );
    const brand = created.data!.createBrand.brand as { id: string; slug: string };
    const refusedRole = await admin.execute(DELETE_BRAND, { id: brand.id }, { cookie: operations });
    expect(refusedRole.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });

    const deleted = await admin.execute(DELETE_BRAND, { id: brand.id }, { cookie: catalogue });
    expect(deleted.data!.deleteBrand).toEqual({ brand: { id: brand.id, slug: 'short-lived' }, errors: [] });
    const shopBrands = await admin.shop.execute(
      graphql(`
        query BrandsCategoriesBrands {
          brands {
            slug
          }
        }
      `),
    );
    expect(shopBrands.data!.brands.map((b: { slug: string }) => b.slug)).not.toContain('short-lived');
    const [entry] = await auditEntries(admin, owner, 1);
    expect(entry).toMatchObject({ operation: 'deleteBrand', entityType: 'brand', entityId: brand.id, after: null });
    expect(entry!.before).toMatchObject({ slug: 'short-lived', name: 'Short Lived', productCount: 0 });

    const again = await admin.execute(DELETE_BRAND, { id: brand.id }, { cookie: catalogue });
    expect(again.data!.deleteBrand).toEqual({ brand: null, errors: [{ code: 'PAGE_NOT_FOUND', field: ['id'] }] });
    const list = await admin.execute(
      adminGraphql(`query BrandsCategoriesAdminBrands2 { adminBrands { id slug productCount } }`),
      {},
      { cookie: catalogue },
    );
    const bosch = list.data!.adminBrands.find((b: { slug: string }) => b.slug === 'bosch');
    const inUse = await admin.execute(DELETE_BRAND, { id: bosch!.id }, { cookie: owner });
    expect(inUse.data!.deleteBrand).toEqual({ brand: null, errors: [{ code: 'BRAND_IN_USE', field: ['id'] }] });
    const still = await admin.shop.execute(
      graphql(`
        query BrandsCategoriesBrands2 {
          brands {
            slug
          }
        }
      `),
    );
    expect(still.data!.brands.map((b: { slug: string }) => b.slug)).toContain('bosch');
  });

  it('refuses to delete a category with subcategories or products (archived ones too); deletes an unused one', async () => {
    const db = admin.shop.database.db;
    const list = await admin.execute(
      adminGraphql(`query BrandsCategoriesAdminCategories { adminCategories { id slug parent productCount } }`),
      {},
      { cookie: catalogue },
    );
    const categories = list.data!.adminCategories as { id: string; slug: string; parent: string | null }[];
    const parent = categories.find((c) => categories.some((child) => child.parent === c.slug))!;
    const withChildren = await admin.execute(DELETE_CATEGORY, { id: parent.id }, { cookie: catalogue });
    expect(withChildren.data!.deleteCategory.errors).toEqual([{ code: 'CATEGORY_HAS_SUBCATEGORIES', field: ['id'] }]);

    const created = await admin.execute(
      CREATE_CATEGORY,
      { input: { name: 'Soon Gone', translations: [{ language: 'ta', name: 'விரைவில் நீக்கம்' }] } },
      { cookie: catalogue },
    );
    const category = created.data!.createCategory.category as { id: string; slug: string };
    const product = await db
      .selectFrom('products')
      .select('id')
      .where('archived_at', 'is', null)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('product_categories')
      .values({ product_id: product.id, category_id: Number(category.id), direct: true })
      .execute();
    const withProduct = await admin.execute(DELETE_CATEGORY, { id: category.id }, { cookie: catalogue });
    expect(withProduct.data!.deleteCategory.errors).toEqual([{ code: 'CATEGORY_IN_USE', field: ['id'] }]);
    // Archived, the product keeps the category to come back to: still in use.
    const archived = await admin.execute(
      adminGraphql(`mutation ArchiveProduct($id: ID!) { archiveProduct(id: $id) { errors { code field } } }`),
      { id: String(product.id) },
      { cookie: catalogue },
    );
    expect(archived.data!.archiveProduct.errors).toEqual([]);
    const withArchived = await admin.execute(DELETE_CATEGORY, { id: category.id }, { cookie: catalogue });
    expect(withArchived.data!.deleteCategory.errors).toEqual([{ code: 'CATEGORY_IN_USE', field: ['id'] }]);
    await db.updateTable('products').set({ archived_category_ids: null }).where('id', '=', product.id).execute();

    // Search terms that name it: one naming only it goes, one naming another category too keeps that one.
    await db
      .insertInto('search_lexicon')
      .values([
        { term: 'soongone-only', locale: 'en', kind: 'part', categories: [category.slug] },
        { term: 'soongone-shared', locale: 'en', kind: 'part', categories: [category.slug, parent.slug] },
      ])
      .execute();
    const deleted = await admin.execute(DELETE_CATEGORY, { id: category.id }, { cookie: catalogue });
    expect(deleted.data!.deleteCategory).toEqual({ category: { id: category.id, slug: 'soon-gone' }, errors: [] });
    const terms = await db
      .selectFrom('search_lexicon')
      .select(['term', 'categories'])
      .where('term', 'like', 'soongone-%')
      .execute();
    expect(terms).toEqual([{ term: 'soongone-shared', categories: [parent.slug] }]);
    const shown = await admin.shop.execute(
      graphql(`
        query BrandsCategoriesCategory {
          category(slug: "soon-gone") {
            name
          }
        }
      `),
    );
    expect(shown.data?.category ?? null).toBeNull();
    const [entry] = await auditEntries(admin, owner, 1);
    expect(entry).toMatchObject({
      operation: 'deleteCategory',
      entityType: 'category',
      entityId: category.id,
      after: null,
    });
    expect(entry!.before.translations).toEqual([{ language: 'ta', name: 'விரைவில் நீக்கம்', description: '' }]);
    const after = await admin.execute(
      adminGraphql(`query BrandsCategoriesAdminCategories2 { adminCategories { slug } }`),
      {},
      { cookie: catalogue },
    );
    expect(after.data!.adminCategories.map((c: { slug: string }) => c.slug)).not.toContain('soon-gone');
  });
});
