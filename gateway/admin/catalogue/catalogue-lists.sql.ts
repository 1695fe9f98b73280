/**
 * The back office's catalogue lists: products (search, brand, category, archived; newest first
 * by id) and reviews to moderate (shown or hidden; newest first by id), each one statement a page,
 * with keyset paging on the id.
 */
import { type Kysely, sql } from 'kysely';
import type { StockStatusValue } from '../../../rules/catalogue/product-fields';
import { codeKey, escapeLike } from '../../catalogue/search-text';
import type { ReviewRow } from '../../reviews/reviews.mappers';
import type { DB } from '../../store/schema';

export interface ProductListFilter {
  search: string;
  brand: string | null;
  category: string | null;
  archived: boolean;
}

export interface AdminProductLineRow {
  id: number;
  sku: string;
  name: string;
  brand_name: string;
  price: number;
  mrp: number | null;
  stock_quantity: number;
  stock: StockStatusValue;
  image: string | null;
  archived: boolean;
}

/** One page of products and whether more follow. */
export async function listAdminProducts(
  db: Kysely<DB>,
  filter: ProductListFilter,
  first: number,
  after: number | null,
): Promise<{ rows: AdminProductLineRow[]; hasNextPage: boolean }> {
  const search = filter.search.trim();
  // The search as a SKU or part number; empty when it has no letters or digits ("%", "'", "😀"),
  // which then matches names only: an empty key was the prefix of every code.
  const key = codeKey(search);
  const { rows } = await sql<AdminProductLineRow>`
    select p.id, p.sku, p.name, b.name as brand_name, p.price, p.compare_at_price as mrp, p.stock_quantity, p.stock,
      (select i.url from product_images i where i.product_id = p.id order by i.position limit 1) as image,
      p.archived_at is not null as archived
    from products p join brands b on b.id = p.brand_id
    where (p.archived_at is not null) = ${filter.archived}
      and ${after === null ? sql`true` : sql`p.id < ${after}`}
      and ${filter.brand === null ? sql`true` : sql`b.slug = ${filter.brand}`}
      and ${
        filter.category === null
          ? sql`true`
          : filter.archived
            ? sql`exists (select 1 from categories c where c.slug = ${filter.category} and c.type = 'shop' and c.id = any(p.archived_category_ids))`
            : sql`p.id in (select pc.product_id from product_categories pc join categories c on c.id = pc.category_id
                where c.slug = ${filter.category} and c.type = 'shop')`
      }
      and ${
        search === ''
          ? sql`true`
          : key === ''
            ? sql`p.name ilike ${`%${escapeLike(search)}%`}`
            : sql`(p.name ilike ${`%${escapeLike(search)}%`} or p.sku_key like ${`${escapeLike(key)}%`}
              or p.part_number_key like ${`${escapeLike(key)}%`})`
      }
    order by p.id desc
    limit ${first + 1}`.execute(db);
  return { rows: rows.slice(0, first), hasNextPage: rows.length > first };
}

/** One page of reviews, shown or hidden, with their product's name, and whether more follow. */
export async function listAdminReviews(
  db: Kysely<DB>,
  hidden: boolean,
  first: number,
  after: number | null,
): Promise<{ rows: (ReviewRow & { product_name: string })[]; hasNextPage: boolean }> {
  let query = db
    .selectFrom('product_reviews as r')
    .innerJoin('products as p', 'p.id', 'r.product_id')
    .selectAll('r')
    .select('p.name as product_name')
    .where('r.hidden', '=', hidden)
    .orderBy('r.id', 'desc')
    .limit(first + 1);
  if (after !== null) query = query.where('r.id', '<', after);
  const rows = await query.execute();
  return { rows: rows.slice(0, first), hasNextPage: rows.length > first };
}
