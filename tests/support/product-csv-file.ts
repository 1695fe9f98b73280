import { CSV_COLUMNS } from '../../gateway/admin/catalogue/product-csv';

/** One row of a product CSV file as the back office imports it: every column, as text. */
export type ProductCsvRow = Record<(typeof CSV_COLUMNS)[number], string>;

const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** The file's text: the header, then each row's cells in the columns' order, quoted where needed. */
export const toCsv = (rows: readonly ProductCsvRow[]) =>
  [CSV_COLUMNS.join(','), ...rows.map((r) => CSV_COLUMNS.map((c) => quote(r[c])).join(','))].join('\n');

/** Text as the UTF-8 bytes of an uploaded file. */
export const bytes = (text: string) => new TextEncoder().encode(text);

/** The SKU of `brakePadRow(code, …, i)`: `GP-<code>-0001`. */
export const brakePadSku = (code: string, i: number) => `GP-${code}-${String(i).padStart(4, '0')}`;

/**
 * Row `i` of a file of sample brake pads, Bosch and Brembo in turn, SKU `brakePadSku(code, i)` and
 * part number `<code> 0001`; `fields` sets price, stock and the rest as the test needs them.
 */
export function brakePadRow(
  code: string,
  name: string,
  i: number,
  fields: Pick<
    ProductCsvRow,
    'price' | 'mrp' | 'stock_quantity' | 'stock_status' | 'options' | 'excerpt' | 'description'
  >,
): ProductCsvRow {
  const n = String(i).padStart(4, '0');
  return {
    sku: brakePadSku(code, i),
    name: `${name} ${n}`,
    slug: '',
    part_number: `${code} ${n}`,
    brand: i % 2 ? 'bosch' : 'brembo',
    type: 'brake-pad',
    categories: 'brake-pads',
    hsn_code: '870830',
    compatibility: 'unknown',
    vehicles: '',
    ...fields,
  };
}
