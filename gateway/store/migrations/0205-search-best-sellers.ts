import { type Kysely, sql } from 'kysely';

/**
 * Search suggestions look through the best sellers first (docs/decisions/021). The sales index
 * now carries the search text, so that walk reads the index alone instead of one table page per
 * product: the best sellers are spread over the whole table. It replaces `product_search_sales`
 * (same keys), which the other search tiers walk in the same order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index product_search_best_sellers on product_search (sales_count desc, product_id) include (search_text)`.execute(
    db,
  );
  await sql`drop index product_search_sales`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index product_search_sales on product_search (sales_count desc, product_id)`.execute(db);
  await sql`drop index product_search_best_sellers`.execute(db);
}
