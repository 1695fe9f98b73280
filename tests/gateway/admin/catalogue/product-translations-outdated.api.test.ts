/**
 * A product's translated excerpt and description follow its English (both engines, decision 070):
 * when staff change the English text, in the form or by a CSV import, the translations made of the
 * old text are forgotten, so a shopper reading Hindi sees the new English instead of the old
 * warranty; a text left unchanged keeps its translations.
 */
import { parse } from 'csv-parse/sync';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductImportService } from '../../../../gateway/admin/catalogue/product-import.service';
import { adminGraphql, graphql } from '../../../support/graphql';
import { bytes, type ProductCsvRow, toCsv } from '../../../support/product-csv-file';
import { testEngines } from '../../../support/test-database';
import { createTestAdmin, type TestAdmin } from '../../../support/test-admin';

const PRODUCT = adminGraphql(`query OutdatedTextsProduct($id: ID!) {
  adminProduct(id: $id) { sku name slug partNumber brand type categories price { amount } mrp { amount } hsnCode
    stockQuantity stockStatus excerpt description compatibility vehicles options { name type values { name color } } } }`);
const UPDATE = adminGraphql(`mutation OutdatedTextsUpdate($id: ID!, $input: ProductInput!) {
  updateProduct(id: $id, input: $input) { errors { code field } } }`);
const SHOP_PRODUCT = graphql(`
  query OutdatedTextsShopProduct($slug: String!) {
    product(slug: $slug) {
      excerpt
      description
    }
  }
`);

describe.each(testEngines())('translations of a changed product text (%s)', (engine) => {
  let admin: TestAdmin;
  let catalogue: string;
  beforeAll(async () => {
    admin = await createTestAdmin({ engine });
    catalogue = await admin.staffCookie('CATALOGUE');
  });
  afterAll(() => admin.close());

  const translations = (id: number) =>
    admin.shop.database.db
      .selectFrom('product_translations')
      .select(['language', 'excerpt', 'description'])
      .where('product_id', '=', id)
      .orderBy('language')
      .execute();
  const inHindi = async (slug: string) =>
    (await admin.shop.execute(SHOP_PRODUCT, { slug }, { 'accept-language': 'hi' })).data!.product!;

  it('forgets the translations of a description changed in the form, and keeps the excerpt’s', async () => {
    const { data } = await admin.execute(PRODUCT, { id: '33' }, { cookie: catalogue });
    const { price, mrp, stockQuantity: _q, stockStatus: _s, ...product } = data!.adminProduct!;
    const before = await translations(33);
    expect(before).toHaveLength(4);
    expect(before.every((t) => t.excerpt && t.description)).toBe(true);
    const hindi = await inHindi(product.slug);
    expect(hindi.description).not.toBe(product.description);

    const description = `${product.description}<p>Warranty: 3 months.</p>`;
    const input = { ...product, description, price: price.amount, mrp: mrp?.amount ?? null };
    const saved = await admin.execute(UPDATE, { id: '33', input }, { cookie: catalogue });
    expect(saved.data!.updateProduct.errors).toEqual([]);

    const after = await translations(33);
    expect(after.map((t) => [t.language, t.excerpt, t.description])).toEqual(
      before.map((t) => [t.language, t.excerpt, null]),
    );
    const now = await inHindi(product.slug);
    expect(now.description).toContain('Warranty: 3 months.');
    expect(now.excerpt).toBe(hindi.excerpt);

    // Saved again unchanged, the texts keep what translations they have.
    await admin.execute(UPDATE, { id: '33', input }, { cookie: catalogue });
    expect(await translations(33)).toEqual(after);
  });

  it('forgets the translations of an excerpt a CSV import changes, and only of that product', async () => {
    const imports = createProductImportService(admin.shop.database.db, pino({ level: 'silent' }));
    const rows = parse(await imports.exportCsv(), { columns: true }) as ProductCsvRow[];
    const { data } = await admin.execute(PRODUCT, { id: '34' }, { cookie: catalogue });
    const changed = rows.find((r) => r.sku === data!.adminProduct!.sku)!;
    const other = rows.find((r) => r.sku !== changed.sku)!;
    const [otherId] = await admin.shop.database.db
      .selectFrom('products')
      .select('id')
      .where('sku', '=', other.sku)
      .execute();
    const before = { changed: await translations(34), other: await translations(otherId!.id) };
    expect(before.changed.filter((t) => t.excerpt)).toHaveLength(4);

    const started = imports.start(
      bytes(toCsv([{ ...changed, excerpt: `${changed.excerpt} Now sold in pairs.` }, other])),
    );
    if (!started.job) throw new Error('refused');
    await started.done;
    expect(started.job.status).toBe('DONE');

    expect((await translations(34)).map((t) => [t.language, t.excerpt, t.description])).toEqual(
      before.changed.map((t) => [t.language, null, t.description]),
    );
    expect(await translations(otherId!.id)).toEqual(before.other);
  });
});
