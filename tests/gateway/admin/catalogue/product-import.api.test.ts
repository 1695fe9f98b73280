/**
 * CSV import and export of products (gateway/admin/catalogue/product-import.service.ts) on both
 * engines: 1,000 rows with 10 bad ones are listed exactly, row by row, and the real run imports
 * nothing while any is bad; fixed, all 1,000 go in, with progress, and the shop's lists, facet
 * counts and search show them at once. Unreadable files are refused whole; an export imports back
 * unchanged.
 */
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from '../../../../gateway/admin/catalogue/product-csv';
import {
  createProductImportService,
  type ProductImportService,
} from '../../../../gateway/admin/catalogue/product-import.service';
import { brakePadRow, bytes, type ProductCsvRow, toCsv } from '../../../support/product-csv-file';
import { testEngines } from '../../../support/test-database';
import { createTestGateway, type TestGateway } from '../../../support/test-gateway';
import { graphql } from '../../../support/graphql';

function goodRow(i: number): ProductCsvRow {
  const n = String(i).padStart(4, '0');
  return brakePadRow('IMP', 'Imported Brake Pad', i, {
    price: `${1000 + i}.50`,
    mrp: i % 3 ? `${1500 + i}` : '',
    stock_quantity: String(i % 7),
    stock_status: i % 7 ? 'in-stock' : 'out-of-stock',
    options: i % 5 ? '' : '[{"name":"Colour","type":"color","values":[{"name":"Red","color":"red"}]}]',
    excerpt: `Pads, batch "${n}", for city cars`,
    description: `<p>Line one</p>\n<p>Line two of ${n}</p>`,
  });
}

/** The 10 bad rows: index in the file (0-based) → how it is broken and the code expected. */
const BREAKAGES: [index: number, breakRow: (r: ProductCsvRow) => ProductCsvRow, code: string][] = [
  [3, (r) => ({ ...r, price: '2000', mrp: '1999' }), 'PRICE_ABOVE_MRP'],
  [77, (r) => ({ ...r, brand: 'acme-nonexistent' }), 'BRAND_NOT_FOUND'],
  [150, (r) => ({ ...r, categories: 'brake-pads|no-such-category' }), 'CATEGORY_NOT_FOUND'],
  [222, (r) => ({ ...r, hsn_code: '87A8' }), 'ERROR_FORM_INVALID'],
  [333, (r) => ({ ...r, hsn_code: '01019999' }), 'HSN_NO_GST_RATE'],
  [444, (r) => ({ ...r, stock_quantity: '-4' }), 'ERROR_FORM_OUT_OF_RANGE'],
  [555, (r) => ({ ...r, sku: 'GP-IMP-0010' }), 'CSV_DUPLICATE_SKU'],
  [666, (r) => ({ ...r, name: '  ' }), 'ERROR_FORM_REQUIRED'],
  [777, (r) => ({ ...r, price: '12,99.5x' }), 'ERROR_FORM_INVALID'],
  [888, (r) => ({ ...r, stock_status: 'plenty' }), 'ERROR_FORM_INVALID'],
];

describe.each(testEngines())('product CSV import and export (%s)', (engine) => {
  let gateway: TestGateway;
  let imports: ProductImportService;
  beforeAll(async () => {
    gateway = await createTestGateway({ engine });
    imports = createProductImportService(gateway.database.db, pino({ level: 'silent' }));
  });
  afterAll(() => gateway.close());

  const shop = async () => {
    const { data, errors } = await gateway.execute(
      graphql(`
        query ProductsProductsProducts {
          pads: products(filters: [{ slug: "category", value: "brake-pads" }], options: { limit: 1 }) {
            total
            filters {
              slug
              ... on ListFilter {
                items {
                  slug
                  count
                }
              }
            }
          }
          all: products(options: { limit: 1 }) {
            total
          }
          found: products(search: "GP-IMP-0500", options: { limit: 5 }) {
            items {
              sku
              price {
                amount
              }
            }
          }
        }
      `),
    );
    expect(errors).toBeUndefined();
    return data as {
      pads: { total: number; filters: { slug: string; items?: { slug: string; count: number }[] }[] };
      all: { total: number };
      found: { items: { sku: string; price: { amount: number } }[] };
    };
  };
  const brandCount = (s: Awaited<ReturnType<typeof shop>>, brand: string) =>
    s.pads.filters.find((f) => f.slug === 'brand')?.items?.find((i) => i.slug === brand)?.count ?? 0;

  it('lists exactly the 10 bad rows of 1,000 with their reasons, and imports nothing while any is bad', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => goodRow(i + 1));
    for (const [index, breakRow] of BREAKAGES) rows[index] = breakRow(rows[index]!);
    const file = bytes(toCsv(rows));
    const before = await shop();

    const check = await imports.dryRun(file);
    expect(check.rows).toBe(1000);
    const badLines = [...new Set(check.problems.map((p) => p.line))];
    expect(badLines).toEqual(BREAKAGES.map(([index]) => index + 2));
    for (const [index, , code] of BREAKAGES)
      expect(
        check.problems.filter((p) => p.line === index + 2).map((p) => p.code),
        `line ${index + 2}`,
      ).toContain(code);
    expect(check.creates).toBe(990);

    const started = imports.start(file);
    if (!started.job) throw new Error('refused');
    await started.done;
    expect(started.job.status).toBe('FAILED');
    expect(started.job.written).toBe(0);
    expect(started.job.problems).toEqual(check.problems);
    const after = await shop();
    expect(after.all.total).toBe(before.all.total);
    expect(after.found.items).toEqual([]);
  });

  it('imports all 1,000 rows when fixed, with progress, and the shop counts and finds them', async () => {
    const before = await shop();
    const file = bytes(toCsv(Array.from({ length: 1000 }, (_, i) => goodRow(i + 1))));
    expect((await imports.dryRun(file)).problems).toEqual([]);
    const started = imports.start(file);
    if (!started.job) throw new Error('refused');
    const seen: number[] = [];
    const watch = setInterval(() => seen.push(imports.job(started.job.id)!.written), 5);
    await started.done;
    clearInterval(watch);
    const job = imports.job(started.job.id)!;
    expect(job).toMatchObject({ status: 'DONE', rows: 1000, written: 1000, problems: [] });
    expect(seen).toEqual([...seen].sort((a, b) => a - b));

    const after = await shop();
    expect(after.all.total).toBe(before.all.total + 1000);
    expect(after.pads.total).toBe(before.pads.total + 1000);
    expect(brandCount(after, 'bosch')).toBe(brandCount(before, 'bosch') + 500);
    expect(after.found.items).toEqual([{ sku: 'GP-IMP-0500', price: { amount: 150_050 } }]);
  });

  it('refuses files it cannot read, whole and at once', async () => {
    const junk = new Uint8Array(50 * 1024 * 1024).fill(0x41);
    const t0 = performance.now();
    expect(imports.start(junk)).toEqual({
      job: null,
      problems: [{ line: null, sku: null, code: 'CSV_TOO_LARGE', field: null }],
    });
    expect(performance.now() - t0).toBeLessThan(200);
    const latin1 = Uint8Array.from([...bytes(CSV_COLUMNS.join(',') + '\n'), 0x47, 0x50, 0xe9, 0x0a]);
    expect((await imports.dryRun(latin1)).problems.map((p) => p.code)).toEqual(['CSV_ENCODING']);
    const wrongColumns = toCsv([goodRow(1)])
      .replace('hsn_code', 'gst')
      .replace(',description', '');
    expect((await imports.dryRun(bytes(wrongColumns))).problems).toEqual([
      { line: 1, sku: null, code: 'CSV_COLUMNS', field: ['gst'] },
      { line: 1, sku: null, code: 'CSV_COLUMNS', field: ['hsn_code'] },
      { line: 1, sku: null, code: 'CSV_COLUMNS', field: ['description'] },
    ]);
    const shortRow = `${toCsv([goodRow(1)])}\nGP-SHORT,only,three`;
    expect((await imports.dryRun(bytes(shortRow))).problems).toEqual([
      { line: 3, sku: 'GP-SHORT', code: 'CSV_MALFORMED', field: null },
    ]);
    expect((await imports.dryRun(bytes(''))).problems.map((p) => p.code)).toEqual(['CSV_EMPTY']);
  });

  it('exports every product in the same columns, and the export imports back unchanged', async () => {
    const exported = await imports.exportCsv();
    expect(exported.split('\n')[0]).toBe(CSV_COLUMNS.join(','));
    const check = await imports.dryRun(bytes(exported));
    expect(check.problems).toEqual([]);
    expect(check.creates).toBe(0);
    const started = imports.start(bytes(exported));
    if (!started.job) throw new Error('refused');
    await started.done;
    expect(started.job.status).toBe('DONE');
    expect(await imports.exportCsv()).toBe(exported);
  });
});
