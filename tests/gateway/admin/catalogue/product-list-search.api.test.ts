/**
 * The back office's product search (gateway/admin/catalogue/catalogue-lists.sql.ts) for text with
 * no letters or digits, on both engines: "%", "_", "'" and "😀" match names that contain them
 * literally, or nothing. Such a search used to list the whole catalogue (its SKU key was empty,
 * and every SKU starts with the empty text).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminProductsService } from '../../../../gateway/admin/catalogue/admin-products.service';
import { testEngines } from '../../../support/test-database';
import { createTestAdmin, type TestAdmin } from '../../../support/test-admin';
import { LIST } from '../catalogue.documents';

describe.each(testEngines())('back-office product search for symbols (%s)', (engine) => {
  let admin: TestAdmin;
  let catalogue: string;
  beforeAll(async () => {
    admin = await createTestAdmin({ engine });
    catalogue = await admin.staffCookie('CATALOGUE');
    const products = createAdminProductsService(admin.shop.database.db);
    const model = (await products.read(1))!;
    const created = await products.create({ ...model, sku: 'GP-PCT-0001', slug: '', name: 'Wiper rubber 100% 😀' });
    if (!created.ok) throw new Error(JSON.stringify(created.errors));
  });
  afterAll(() => admin.close());

  const names = async (search: string) => {
    const { data, errors } = await admin.execute(LIST, { filter: { search }, first: 50 }, { cookie: catalogue });
    expect(errors).toBeUndefined();
    return data!.adminProducts.items.map((p) => p.name);
  };

  it.each(['%', '😀'])('finds %j only in names that contain it', async (search) => {
    const found = await names(search);
    expect(found).toContain('Wiper rubber 100% 😀');
    expect(found.filter((name) => !name.includes(search))).toEqual([]);
  });

  it.each(['_', "'", '%%', '😀😀'])('finds nothing for %j, which no name contains', async (search) => {
    expect(await names(search)).toEqual([]);
  });

  it('still finds a product by its SKU and by part of its name', async () => {
    expect(await names('gp-pct-0001')).toEqual(['Wiper rubber 100% 😀']);
    expect(await names('rubber 100')).toEqual(['Wiper rubber 100% 😀']);
  });
});
