import { sql, type Transaction } from 'kysely';
import type { DB } from '../store/schema';
import { REVIEWS_IN_LANGUAGES } from './seed';

/**
 * Seeder `catalogue-review-languages@1` (docs/decisions/040): the sample reviews written in hi,
 * kn, ta and te, added to the English ones of catalogue@1 (matched by product slug; products
 * missing here are skipped), then every product's rating sum and review count recomputed from its
 * shown reviews.
 */
export async function seedReviewLanguages(trx: Transaction<DB>): Promise<void> {
  const products = await trx.selectFrom('products').select(['id', 'slug']).execute();
  const ids = new Map(products.map((p) => [p.slug, p.id]));
  const rows = REVIEWS_IN_LANGUAGES.filter((r) => ids.has(r.productSlug)).map((r) => ({
    product_id: ids.get(r.productSlug)!,
    author: r.author,
    rating: r.rating,
    content: r.content,
    created_at: r.date,
    language: r.language,
  }));
  for (let start = 0; start < rows.length; start += 500) {
    await trx
      .insertInto('product_reviews')
      .values(rows.slice(start, start + 500))
      .execute();
  }
  await sql`
    update products
    set rating_sum = totals.rating_sum, review_count = totals.review_count
    from (
      select product_id, sum(rating)::int as rating_sum, count(*)::int as review_count
      from product_reviews where not hidden group by product_id
    ) as totals
    where products.id = totals.product_id`.execute(trx);
}
