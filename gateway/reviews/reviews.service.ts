import { type Kysely, sql } from 'kysely';
import type { ReviewSort } from '../__generated__/resolvers-types';
import type { ProductRow } from '../catalogue/catalogue.mappers';
import type { PageRequest } from '../graphql/page-info';
import type { DB } from '../store/schema';
import { checkReview, type ReviewError, type ReviewInput } from './review-rules';
import type { ReviewRow } from './reviews.mappers';

/** Order of each sort; every order ends on the id so pages never overlap. */
const ORDER: Record<ReviewSort, [column: 'created_at' | 'rating' | 'id', direction: 'asc' | 'desc'][]> = {
  NEWEST: [
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
  OLDEST: [
    ['created_at', 'asc'],
    ['id', 'asc'],
  ],
  RATING_DESC: [
    ['rating', 'desc'],
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
  RATING_ASC: [
    ['rating', 'asc'],
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
};

/**
 * Recomputes the product's rating sum and review count from its shown reviews (hidden ones do
 * not count). Run it in the transaction that changed the reviews, after locking the product row.
 */
export async function recountRating(trx: Kysely<DB>, productId: number): Promise<ProductRow> {
  const { rows } = await sql<ProductRow>`
    update products
    set rating_sum = totals.rating_sum, review_count = totals.review_count
    from (
      select coalesce(sum(rating), 0)::int as rating_sum, count(*)::int as review_count
      from product_reviews where product_id = ${productId} and not hidden
    ) as totals
    where products.id = ${productId}
    returning products.*`.execute(trx);
  return rows[0]!;
}

/** Which languages a page shows: only `only`'s, and `first`'s before the others. */
export interface ReviewLanguages {
  only?: string | null;
  first?: string | null;
}

export interface AddedReview {
  review: ReviewRow | null;
  product: ProductRow | null;
  errors: ReviewError[];
}

/** Product reviews: reading them page by page and adding one with the product's rating. */
export function createReviewsService(db: Kysely<DB>) {
  return {
    /**
     * One page of the product's reviews and how many it has, in one statement; null when there is
     * no such product (no row: the product is missing; one row without a review: an empty page).
     */
    async page(
      productId: number,
      sort: ReviewSort,
      { limit, offset }: PageRequest,
      { only, first }: ReviewLanguages = {},
    ): Promise<{ rows: ReviewRow[]; total: number } | null> {
      const shown = db
        .selectFrom('product_reviews')
        .where('product_id', '=', productId)
        .where('hidden', '=', false)
        .$if(!!only, (q) => q.where('language', '=', only!));
      let page = shown.selectAll().$if(!!first, (q) => q.orderBy(sql`language = ${first}`, 'desc'));
      for (const [column, direction] of ORDER[sort]) page = page.orderBy(column, direction);
      let query = db
        .selectFrom('products as p')
        .innerJoin(shown.select((eb) => eb.fn.countAll<number>().as('total')).as('t'), (join) => join.onTrue())
        .leftJoin(page.limit(limit).offset(offset).as('r'), (join) => join.onTrue())
        .selectAll('r')
        .select('t.total')
        .where('p.id', '=', productId)
        .where('p.archived_at', 'is', null)
        .$if(!!first, (q) => q.orderBy(sql`r.language = ${first}`, 'desc'));
      // The page's order again: a join need not keep its subquery's.
      for (const [column, direction] of ORDER[sort]) query = query.orderBy(`r.${column}`, direction);
      const found = await query.execute();
      if (found.length === 0) return null;
      const total = Number(found[0]!.total);
      const rows = found.flatMap((row) => {
        if (row.id === null) return [];
        const review: Partial<typeof row> = { ...row };
        delete review.total;
        return [review as ReviewRow];
      });
      return { rows, total };
    },

    /**
     * Stores a review and recomputes the product's rating sum and review count from its reviews,
     * in one transaction; `language` is the one it is written in (the request's). The product row is locked first, so concurrent reviews of one product
     * take turns and each recount (a new snapshot per statement) sees every committed review.
     */
    async add(productId: number | null, input: ReviewInput, language: string): Promise<AddedReview> {
      const checked = checkReview(input);
      const notFound: ReviewError = { code: 'PAGE_NOT_FOUND', field: ['productId'] };
      if (!checked.ok) return { review: null, product: null, errors: checked.errors };
      if (productId === null) return { review: null, product: null, errors: [notFound] };
      return db.transaction().execute(async (trx) => {
        const locked = await trx
          .selectFrom('products')
          .select('id')
          .where('id', '=', productId)
          .where('archived_at', 'is', null)
          .forNoKeyUpdate()
          .executeTakeFirst();
        if (!locked) return { review: null, product: null, errors: [notFound] };
        const review = await trx
          .insertInto('product_reviews')
          .values({ product_id: productId, ...checked.value, language })
          .returningAll()
          .executeTakeFirstOrThrow();
        return { review, product: await recountRating(trx, productId), errors: [] };
      });
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
