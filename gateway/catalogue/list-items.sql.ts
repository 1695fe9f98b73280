/**
 * The rows of one page of a product list. In a category (any sort but RELEVANCE) the page is
 * found on the category's links, which carry the sort keys (migration 0202), and only the page's
 * wide product rows are read; otherwise on `products` through its sort indexes.
 */
import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { DB } from '../store/schema';
import { imageUrls, type ProductRow, productColumns } from './catalogue.mappers';
import type { CursorKey, ProductSort } from './product-cursor';
import { type ProductQuery, ROWS_ONLY } from './product-query';
import {
  keyset,
  links,
  orderBy,
  PRODUCTS,
  type ResolvedFilters,
  sortKeySelect,
  whereFilters,
} from './product-list.sql';

export type KeyedRow = ProductRow & { sort_key: string | number };

/** `query`: what is read along with each product row (product-query.ts). */
export function listItems(db: Kysely<DB>, f: ResolvedFilters, sort: ProductSort, query: ProductQuery = ROWS_ONLY) {
  const also = query.columns;
  const viaLinks = f.category !== undefined && sort !== 'RELEVANCE';
  const on = viaLinks ? links('l') : PRODUCTS;
  return {
    /** Every filter's condition on the rows read. */
    where: whereFilters(f, undefined, on),
    keyset: (cursor: CursorKey, side: 'after' | 'before', orAt = false) =>
      keyset(sort, cursor, side, orAt, f.search, on),
    /** Rows under `where` in the sort's order (reversed when paging backwards). */
    async select(where: RawBuilder<SqlBool>, reverse: boolean, limit: number, offset = 0): Promise<KeyedRow[]> {
      if (!viaLinks) {
        return (await db
          .selectFrom('products as p')
          .select(productColumns)
          .select([sortKeySelect(sort, f.search), imageUrls, ...also])
          .where(where)
          .orderBy(orderBy(sort, reverse, f.search))
          .limit(limit)
          .offset(offset)
          .execute()) as KeyedRow[];
      }
      const page = db
        .selectFrom('product_categories as l')
        .select('l.product_id')
        .where(where)
        .orderBy(orderBy(sort, reverse, undefined, on))
        .limit(limit)
        .offset(offset);
      return (await db
        .selectFrom(page.as('k'))
        .innerJoin('products as p', 'p.id', 'k.product_id')
        .select(productColumns)
        .select([sortKeySelect(sort), imageUrls, ...also])
        .orderBy(orderBy(sort, reverse))
        .execute()) as KeyedRow[];
    },
    /**
     * The rows of these products in the order given (a page the facet index found), or null
     * when the catalogue has moved on from `revision`, the index's: the page may then differ, and
     * the caller reads it with `select`. Every change of facet data bumps the revision
     * (migration 0204), so at an equal revision the index and this statement see the same data.
     */
    async byIds(ids: readonly number[], revision: bigint): Promise<KeyedRow[] | null> {
      if (ids.length === 0) return [];
      const rows = (await db
        .selectFrom('products as p')
        .select(productColumns)
        .select([
          sortKeySelect(sort, f.search),
          imageUrls,
          ...also,
          sql<string>`(select value::text from catalogue_revision)`.as('at_revision'),
        ])
        .where(sql<SqlBool>`p.id = any(${[...ids]}::int[])`)
        .execute()) as (KeyedRow & { at_revision?: string })[];
      if (rows.length !== ids.length || BigInt(rows[0]!.at_revision!) !== revision) return null;
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => {
        const row = byId.get(id)!;
        delete row.at_revision;
        return row;
      });
    },
    /** Whether any row is under `where`. */
    async any(where: RawBuilder<SqlBool>): Promise<boolean> {
      return (await this.count(where)) > 0;
    },
    /** How many rows are under `where`. */
    async count(where: RawBuilder<SqlBool>): Promise<number> {
      const table = viaLinks ? sql`product_categories l` : sql`products p`;
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${table} where ${where}`.execute(db);
      return rows[0]!.n;
    },
  };
}
