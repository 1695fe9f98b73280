import { CSV_COLUMNS } from '../../gateway/admin/catalogue/product-csv';

/** One row of a product CSV file as the back office imports it: every column, as text. */
export type ProductCsvRow = Record<(typeof CSV_COLUMNS)[number], string>;

const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** The file's text: the header, then each row's cells in the columns' order, quoted where needed. */
export const toCsv = (rows: readonly ProductCsvRow[]) =>
  [CSV_COLUMNS.join(','), ...rows.map((r) => CSV_COLUMNS.map((c) => quote(r[c])).join(','))].join('\n');

/** Text as the UTF-8 bytes of an uploaded file. */
export const bytes = (text: string) => new TextEncoder().encode(text);
