/**
 * What a CSV dry run says of single cells (both engines), row by row: a price below ₹1 is refused
 * as the form and the API refuse it; an amount's commas must group digits (Indian or
 * international), else the row has a problem ("12,50" was read as ₹1,250.00 without one); a
 * problem names the file's own column (stock_quantity, not the field stockQuantity).
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

  it('reads amounts grouped the Indian or international way and refuses any other comma', async () => {
    const check = await imports.dryRun(
      bytes(
        toCsv([
          row(5, { price: '12,50' }),
          row(6, { price: '1,2,3' }),
          row(7, { price: '1,250', mrp: '1,25,000.50' }),
          row(8, { price: '125,000.00', mrp: '' }),
        ]),
      ),
    );
    expect(check.problems.map((p) => [p.line! - 1, p.code, p.field])).toEqual([
      [1, 'ERROR_FORM_INVALID', ['price']],
      [2, 'ERROR_FORM_INVALID', ['price']],
    ]);
    expect(check.creates).toBe(2);
  });

  it("names the file's own columns in its problems", async () => {
    expect(
      await problemsOf([
        row(9, { stock_quantity: 'many' }),
        row(10, { stock_quantity: '-1' }),
        row(11, { hsn_code: '87A8' }),
        row(12, { stock_status: 'plenty' }),
        row(13, { part_number: ' ' }),
      ]),
    ).toEqual([
      [1, 'ERROR_FORM_INVALID', ['stock_quantity']],
      [2, 'ERROR_FORM_OUT_OF_RANGE', ['stock_quantity']],
      [3, 'ERROR_FORM_INVALID', ['hsn_code']],
      [4, 'ERROR_FORM_INVALID', ['stock_status']],
      [5, 'ERROR_FORM_REQUIRED', ['part_number']],
    ]);
  });
});
