/**
 * What a CSV dry run says of single cells (both engines), row by row: a price below ₹1 is refused
 * as the form and the API refuse it.
 */
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProductImportService,
  type ProductImportService,
} from '../../../../gateway/admin/catalogue/product-import.service';
import { brakePadRow, bytes, type ProductCsvRow, toCsv } from '../../../support/product-csv-file';
import { testEngines } from '../../../support/test-database';
import { createTestGateway, type TestGateway } from '../../../support/test-gateway';

const row = (i: number, cells: Partial<ProductCsvRow>): ProductCsvRow => ({
  ...brakePadRow('CELL', 'Cell Test Pad', i, {
    price: '1000',
    mrp: '',
    stock_quantity: '5',
    stock_status: 'in-stock',
    options: '',
    excerpt: '',
    description: '',
  }),
  ...cells,
});

describe.each(testEngines())('product CSV cells in a dry run (%s)', (engine) => {
  let gateway: TestGateway;
  let imports: ProductImportService;
  beforeAll(async () => {
    gateway = await createTestGateway({ engine });
    imports = createProductImportService(gateway.database.db, pino({ level: 'silent' }));
  });
  afterAll(() => gateway.close());

  /** The problems of a file of these rows, without line and SKU: the row's number, code and column. */
  const problemsOf = async (rows: ProductCsvRow[]) =>
    (await imports.dryRun(bytes(toCsv(rows)))).problems.map((p) => [p.line! - 1, p.code, p.field]);

  it('refuses a price or MRP below ₹1', async () => {
    expect(
      await problemsOf([row(1, { price: '0' }), row(2, { price: '0.99' }), row(3, { price: '1', mrp: '0' })]),
    ).toEqual([
      [1, 'PRICE_TOO_LOW', ['price']],
      [2, 'PRICE_TOO_LOW', ['price']],
      [3, 'PRICE_TOO_LOW', ['mrp']],
    ]);
    expect(await problemsOf([row(4, { price: '1.00', mrp: '1' })])).toEqual([]);
  });
});
