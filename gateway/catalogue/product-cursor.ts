/**
 * Cursors of `products` (keyset pagination, spec section 9). A cursor names the sort and the
 * item's sort key and id, so paging is stable under inserts: the next page starts strictly after
 * the key, whatever was added in between, with no duplicates or gaps. Opaque to clients.
 */
import { CatalogueInputError } from './catalogue-errors';

export type ProductSort = 'DEFAULT' | 'NAME_ASC' | 'NAME_DESC' | 'PRICE_ASC' | 'PRICE_DESC' | 'RELEVANCE';

export const PRODUCT_SORTS: readonly ProductSort[] = [
  'DEFAULT',
  'NAME_ASC',
  'NAME_DESC',
  'PRICE_ASC',
  'PRICE_DESC',
  'RELEVANCE',
];

export interface CursorKey {
  /** The sort key: the creation time as text, the lower-cased name, the price in paise, or the search rank. */
  key: string | number;
  id: number;
}

const MAX_CURSOR_LENGTH = 1000;
/** A timestamptz as PostgreSQL writes it as text, e.g. 2025-02-11 06:10:00.123456+00. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;

export function encodeCursor(sort: ProductSort, { key, id }: CursorKey): string {
  return Buffer.from(JSON.stringify([sort, key, id])).toString('base64url');
}

/** Reads a cursor made for `sort`; anything else throws CATALOGUE_INVALID_PAGINATION for `field`. */
export function decodeCursor(cursor: string, sort: ProductSort, field: string[]): CursorKey {
  const fail = () => new CatalogueInputError('CATALOGUE_INVALID_PAGINATION', field);
  if (cursor.length === 0 || cursor.length > MAX_CURSOR_LENGTH || !/^[\w-]+$/.test(cursor)) throw fail();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw fail();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw fail();
  const [cursorSort, key, id] = parsed as unknown[];
  if (cursorSort !== sort || !Number.isSafeInteger(id) || (id as number) < 1) throw fail();
  const numericKey = sort === 'PRICE_ASC' || sort === 'PRICE_DESC';
  if (
    sort === 'RELEVANCE'
      ? typeof key !== 'number' || !Number.isFinite(key)
      : numericKey
        ? !Number.isSafeInteger(key)
        : typeof key !== 'string' || key.length > 500
  )
    throw fail();
  if (sort === 'DEFAULT' && !TIMESTAMP.test(String(key))) throw fail();
  return { key: key as string | number, id: id as number };
}

/** Whether the sort runs ascending (its key and the id tie-break both). */
export const isAscending = (sort: ProductSort) => sort === 'NAME_ASC' || sort === 'PRICE_ASC' || sort === 'RELEVANCE';
