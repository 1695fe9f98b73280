/**
 * The product CSV of the back office (docs/decisions/032): its columns, reading a file into
 * product fields row by row (every problem reported with its line), and writing products out
 * in the same columns, so an export imports back unchanged. Amounts are rupees with up to two
 * decimals; categories and vehicles are lists separated by `|`; options are JSON.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { paiseToRupees, type ProductFields, rupeesToPaise } from '../../../rules/catalogue/product-fields';
import { hasControlCharacter } from '../../../rules/text/control-characters';
import type { CatalogueAdminErrorCode } from './catalogue-admin-errors';

export const CSV_COLUMNS = [
  'sku',
  'name',
  'slug',
  'part_number',
  'brand',
  'type',
  'categories',
  'price',
  'mrp',
  'hsn_code',
  'stock_quantity',
  'stock_status',
  'compatibility',
  'vehicles',
  'options',
  'excerpt',
  'description',
] as const;
type Column = (typeof CSV_COLUMNS)[number];

/** The columns of product fields whose names differ from them. */
const FIELD_COLUMNS: Partial<Record<keyof ProductFields, Column>> = {
  partNumber: 'part_number',
  hsnCode: 'hsn_code',
  stockQuantity: 'stock_quantity',
  stockStatus: 'stock_status',
};

/** A product field's path as the file names it: its column first ("stockQuantity" → "stock_quantity"). */
export function columnPath(field: string[] | null): string[] | null {
  if (!field?.length) return field;
  const [first, ...rest] = field;
  return [FIELD_COLUMNS[first as keyof ProductFields] ?? first!, ...rest];
}

/** Larger files are refused before they are read (a catalogue of 20,000 products is ~10 MB). */
export const MAX_CSV_BYTES = 20 * 1024 * 1024;
export const MAX_CSV_ROWS = 50_000;

/** A problem of the file (line null) or of one row (its line in the file, header = 1). */
export interface CsvProblem {
  line: number | null;
  sku: string | null;
  code: CatalogueAdminErrorCode;
  field: string[] | null;
}

export interface CsvRow {
  line: number;
  fields: ProductFields;
}

export type ParsedCsv = { ok: true; rows: CsvRow[]; problems: CsvProblem[] } | { ok: false; problems: CsvProblem[] };

const fileProblem = (code: CatalogueAdminErrorCode, field: string[] | null = null): ParsedCsv => ({
  ok: false,
  problems: [{ line: null, sku: null, code, field }],
});

const list = (cell: string) =>
  cell
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);

/** One row's cells as product fields, or the cells that cannot be read as what they hold. */
function rowFields(cells: Record<Column, string>): { fields: ProductFields; bad: string[] } {
  const bad: string[] = [];
  const price = rupeesToPaise(cells.price);
  if (price === null) bad.push('price');
  const mrp = cells.mrp.trim() === '' ? null : rupeesToPaise(cells.mrp);
  if (mrp === null && cells.mrp.trim() !== '') bad.push('mrp');
  const quantity = /^\s*-?\d{1,9}\s*$/.test(cells.stock_quantity) ? Number(cells.stock_quantity) : NaN;
  if (Number.isNaN(quantity)) bad.push('stock_quantity');
  let options: ProductFields['options'] = [];
  try {
    const parsed: unknown = cells.options.trim() === '' ? [] : JSON.parse(cells.options);
    if (!Array.isArray(parsed)) throw new Error('not a list');
    options = parsed.map((o: { name?: unknown; type?: unknown; values?: unknown }) => ({
      name: String(o.name ?? ''),
      type: o.type === 'color' ? 'color' : 'default',
      values: (Array.isArray(o.values) ? o.values : []).map((v: { name?: unknown; color?: unknown }) => ({
        name: String(v.name ?? ''),
        color: v.color ? String(v.color) : null,
      })),
    }));
  } catch {
    bad.push('options');
  }
  // Any other text is refused by checkProductFields (ERROR_FORM_INVALID on the field).
  const status = cells.stock_status.trim() as ProductFields['stockStatus'];
  const compatibility = (cells.compatibility.trim() || 'unknown') as ProductFields['compatibility'];
  return {
    bad,
    fields: {
      sku: cells.sku.trim(),
      name: cells.name.trim(),
      slug: cells.slug.trim(),
      partNumber: cells.part_number.trim(),
      brand: cells.brand.trim(),
      type: cells.type.trim(),
      categories: list(cells.categories),
      price: price ?? 0,
      mrp,
      hsnCode: cells.hsn_code.trim(),
      stockQuantity: Number.isNaN(quantity) ? 0 : quantity,
      stockStatus: status,
      excerpt: cells.excerpt,
      description: cells.description,
      compatibility,
      vehicles: list(cells.vehicles),
      options,
    },
  };
}

/**
 * Reads a product CSV: refuses a file that is too large, not UTF-8, not CSV or without exactly
 * the columns (in any order); otherwise every row becomes fields, and rows whose cells cannot be
 * read, or whose SKU an earlier row already has, are problems. Field rules come after (import).
 */
export function parseProductCsv(bytes: Uint8Array): ParsedCsv {
  if (bytes.byteLength > MAX_CSV_BYTES) return fileProblem('CSV_TOO_LARGE');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return fileProblem('CSV_ENCODING');
  }
  if (text.includes('\u0000')) return fileProblem('CSV_ENCODING');
  let records: string[][];
  try {
    records = parse(text, { relax_column_count: true, skip_empty_lines: true, max_record_size: 1_000_000 });
  } catch {
    return fileProblem('CSV_MALFORMED');
  }
  if (records.length === 0) return fileProblem('CSV_EMPTY');
  const header = records[0]!.map((h) => h.trim().toLowerCase());
  const unknown = header.filter((h) => !(CSV_COLUMNS as readonly string[]).includes(h));
  const missing = CSV_COLUMNS.filter((c) => !header.includes(c));
  const repeated = header.filter((h, i) => header.indexOf(h) !== i);
  if (unknown.length || missing.length || repeated.length)
    return {
      ok: false,
      problems: [...unknown, ...missing, ...repeated].map((column) => ({
        line: 1,
        sku: null,
        code: 'CSV_COLUMNS' as const,
        field: [column],
      })),
    };
  if (records.length - 1 > MAX_CSV_ROWS) return fileProblem('CSV_TOO_LARGE');
  const rows: CsvRow[] = [];
  const problems: CsvProblem[] = [];
  const seen = new Set<string>();
  records.slice(1).forEach((record, i) => {
    const line = i + 2;
    const sku = record[header.indexOf('sku')]?.trim() || null;
    const problem = (code: CatalogueAdminErrorCode, field: string[] | null) =>
      problems.push({ line, sku, code, field });
    if (record.length !== header.length) return problem('CSV_MALFORMED', null);
    const controls = record.flatMap((cell, c) =>
      hasControlCharacter(cell.replace(/[\r\n\t]/g, ' ')) ? [header[c]!] : [],
    );
    if (controls.length) return problem('ERROR_FORM_INVALID', [controls[0]!]);
    const cells = Object.fromEntries(header.map((h, c) => [h, record[c]!])) as Record<Column, string>;
    const { fields, bad } = rowFields(cells);
    if (bad.length) return bad.forEach((field) => problem('ERROR_FORM_INVALID', [field]));
    if (sku && seen.has(sku)) return problem('CSV_DUPLICATE_SKU', ['sku']);
    if (sku) seen.add(sku);
    rows.push({ line, fields });
  });
  return { ok: true, rows, problems };
}

/** Products as CSV in CSV_COLUMNS, which parseProductCsv reads back to the same fields. */
export function productsToCsv(products: readonly ProductFields[]): string {
  return stringify(
    products.map((p) => [
      p.sku,
      p.name,
      p.slug,
      p.partNumber,
      p.brand,
      p.type,
      p.categories.join('|'),
      paiseToRupees(p.price),
      p.mrp === null ? '' : paiseToRupees(p.mrp),
      p.hsnCode,
      String(p.stockQuantity),
      p.stockStatus,
      p.compatibility,
      p.vehicles.join('|'),
      p.options.length ? JSON.stringify(p.options) : '',
      p.excerpt,
      p.description,
    ]),
    { header: true, columns: [...CSV_COLUMNS] },
  );
}
