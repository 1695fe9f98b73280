/**
 * Brand names and slugs made from names (both engines): a brand whose name is another brand's,
 * whatever its case and spaces, is refused on the name (BRAND_NAME_TAKEN) even with a slug of its
 * own ("Bosch" was saved as bosch-2 beside Bosch); a name with no Latin letters or digits and no
 * slug is refused on the slug with SLUG_NOT_MADE (it said "Please fill in every required field."
 * under a slug not marked required), for brands and categories alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../support/test-database';
import { createTestAdmin, type TestAdmin } from '../../support/test-admin';
import { adminGraphql } from '../../support/graphql';
import { CREATE_BRAND, CREATE_CATEGORY, UPDATE_BRAND } from './brands-categories.documents';

describe.each(testEngines())('brand names and slugs made from names (%s)', (engine) => {
  let admin: TestAdmin;
  let catalogue: string;
  beforeAll(async () => {
    admin = await createTestAdmin({ engine });
    catalogue = await admin.staffCookie('CATALOGUE');
  });
  afterAll(() => admin.close());

  const createBrand = async (name: string, slug = '') =>
    (await admin.execute(CREATE_BRAND, { input: { name, slug, country: 'DE' } }, { cookie: catalogue })).data!
      .createBrand;

  it("refuses another brand's name, whatever its case and spaces, even with a slug of its own", async () => {
    for (const [name, slug] of [
      ['Bosch', 'bosch-2'],
      ['BOSCH', ''],
      ['  bo sch ', 'bosch-germany'],
    ])
      expect(await createBrand(name!, slug), name).toEqual({
        brand: null,
        errors: [{ code: 'BRAND_NAME_TAKEN', field: ['name'] }],
      });
    const brands = await admin.execute(
      adminGraphql(`query BrandNamesAdminBrands { adminBrands { id slug name country image } }`),
      {},
      { cookie: catalogue },
    );
    const list = brands.data!.adminBrands;
    expect(list.filter((b) => b.name.toLowerCase() === 'bosch').map((b) => b.slug)).toEqual(['bosch']);
    // A brand keeps its own name in another case; it may not take another brand's.
    const bosch = list.find((b) => b.slug === 'bosch')!;
    const recased = await admin.execute(
      UPDATE_BRAND,
      { id: bosch.id, input: { name: 'BOSCH', slug: 'bosch', country: bosch.country, image: bosch.image } },
      { cookie: catalogue },
    );
    expect(recased.data!.updateBrand).toMatchObject({ brand: { name: 'BOSCH' }, errors: [] });
    const other = list.find((b) => b.slug !== 'bosch')!;
    const renamed = await admin.execute(
      UPDATE_BRAND,
      { id: other.id, input: { name: 'bosch', slug: other.slug, country: other.country, image: other.image } },
      { cookie: catalogue },
    );
    expect(renamed.data!.updateBrand.errors).toEqual([{ code: 'BRAND_NAME_TAKEN', field: ['name'] }]);
  });

  it('asks for a slug in Latin letters when none can be made from the name', async () => {
    for (const name of ['मिंडा', '😀😀'])
      expect(await createBrand(name), name).toEqual({
        brand: null,
        errors: [{ code: 'SLUG_NOT_MADE', field: ['slug'] }],
      });
    expect(await createBrand('मिंडा', 'minda-hindi')).toMatchObject({
      brand: { name: 'मिंडा', slug: 'minda-hindi' },
      errors: [],
    });
    const category = await admin.execute(
      CREATE_CATEGORY,
      { input: { name: 'वाइपर', parent: '', position: 5 } },
      { cookie: catalogue },
    );
    expect(category.data!.createCategory.errors).toEqual([{ code: 'SLUG_NOT_MADE', field: ['slug'] }]);
  });
});
