/**
 * Deleting brands and shop categories through /admin/graphql on both engines: an unused one goes
 * (audited, gone from the shop and from the search terms that named only it); one in use, or a
 * category with subcategories or products (archived ones too), is refused with a typed code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../support/test-database';
import { createTestAdmin, type TestAdmin } from '../../support/test-admin';
import { auditEntries } from './helpers';
import { adminGraphql, graphql } from '../../support/graphql';
import { CREATE_BRAND, CREATE_CATEGORY, DELETE_BRAND, DELETE_CATEGORY } from './brands-categories.documents';

describe.each(testEngines())('deleting brands and categories in the admin API (%s)', (engine) => {
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
