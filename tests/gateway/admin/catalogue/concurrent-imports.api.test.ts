/**
 * Two product CSV imports started at once on PostgreSQL (several gateways, or two staff members on
 * one) touching the same products in opposite orders: each upserts its rows in chunks inside one
 * transaction, so without a turn each held the other's next rows and PostgreSQL aborted one as a
 * deadlock, which its job reported as a file with errors. Imports take turns (an advisory lock held
 * by the import's transaction): both finish, the later one's prices stand, and nothing is mixed.
 */
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProductImportService,
  type ProductImportService,
} from '../../../../gateway/admin/catalogue/product-import.service';
import { bytes, type ProductCsvRow, toCsv } from '../../../support/product-csv-file';
import { testEngines } from '../../../support/test-database';
import { createTestGateway, type TestGateway } from '../../../support/test-gateway';

const ROWS = 600;

function row(i: number, rupees: number): ProductCsvRow {
  const n = String(i).padStart(4, '0');
  return {
    sku: `GP-TURN-${n}`,
    name: `Turn Brake Pad ${n}`,
    slug: '',
    part_number: `TURN ${n}`,
    brand: i % 2 ? 'bosch' : 'brembo',
    type: 'brake-pad',
    categories: 'brake-pads',
    price: String(rupees),
    mrp: '',
    hsn_code: '870830',
    stock_quantity: '5',
    stock_status: 'in-stock',
    compatibility: 'unknown',
    vehicles: '',
    options: '',
    excerpt: 'Pads',
    description: '<p>Pads</p>',
  };
}

const file = (rupees: number, order: 'up' | 'down') => {
  const rows = Array.from({ length: ROWS }, (_, i) => row(i + 1, rupees));
  return bytes(toCsv(order === 'up' ? rows : rows.reverse()));
};

// PGlite is one connection, on which writes always take turns: PostgreSQL only.
describe.skipIf(!testEngines().includes('postgres'))('product imports at once on PostgreSQL', () => {
  let gateway: TestGateway;
  let imports: ProductImportService;
  beforeAll(async () => {
    gateway = await createTestGateway({ engine: 'postgres' });
    imports = createProductImportService(gateway.database.db, pino({ level: 'silent' }));
    const first = imports.start(file(1000, 'up'));
    if (!first.job) throw new Error('refused');
    await first.done;
    if (first.job.status !== 'DONE') throw new Error(`the first import ended ${first.job.status}`);
  });
  afterAll(() => gateway.close());

  it('take turns: both finish, in opposite row orders, and one file stands whole', async () => {
    for (const round of [1, 2, 3]) {
      const a = imports.start(file(2000 + round, 'up'));
      const b = imports.start(file(3000 + round, 'down'));
      if (!a.job || !b.job) throw new Error('refused');
      await Promise.all([a.done, b.done]);
      expect([a.job.status, b.job.status], `round ${round}`).toEqual(['DONE', 'DONE']);
      const prices = await gateway.database.db
        .selectFrom('products')
        .select('price')
        .distinct()
        .where('sku', 'like', 'GP-TURN-%')
        .execute();
      expect(prices.length, `round ${round}: one file's prices`).toBe(1);
      expect([200_000 + round * 100, 300_000 + round * 100]).toContain(Number(prices[0]!.price));
    }
  });
});
