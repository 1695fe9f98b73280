/**
 * Moderating product reviews: hide one (abusive, off topic) or publish it again. The product's
 * rating sum and review count are recomputed from its shown reviews in the same transaction,
 * with the product row locked first, as `addProductReview` does (reviews.service.ts).
 */
import type { Kysely } from 'kysely';
import { recountRating } from '../../reviews/reviews.service';
import type { DB } from '../../store/schema';
import { type Actor, recordAudit } from '../audit/audit.service';
import type { CatalogueAdminError } from './catalogue-admin-errors';

export interface ReviewModeration {
  reviewId: number;
  productId: number;
  hidden: { before: boolean; after: boolean };
  rating: { before: { sum: number; count: number }; after: { sum: number; count: number } };
}

export function createAdminReviewsService(db: Kysely<DB>) {
  return {
    /** One page of a product's reviews, hidden ones included, newest first. */
    async list(productId: number, { limit, offset }: { limit: number; offset: number }) {
      return db
        .selectFrom('product_reviews')
        .selectAll()
        .where('product_id', '=', productId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },
    async setHidden(
      reviewId: number,
      hidden: boolean,
      actor?: Actor,
    ): Promise<{ ok: true; change: ReviewModeration } | { ok: false; errors: CatalogueAdminError[] }> {
      const notFound = { ok: false as const, errors: [{ code: 'PAGE_NOT_FOUND' as const, field: ['reviewId'] }] };
      const review = await db
        .selectFrom('product_reviews')
        .select('product_id')
        .where('id', '=', reviewId)
        .executeTakeFirst();
      if (!review) return notFound;
      return db.transaction().execute(async (trx) => {
        const product = await trx
          .selectFrom('products')
          .select(['id', 'rating_sum', 'review_count'])
          .where('id', '=', review.product_id)
          .forNoKeyUpdate()
          .executeTakeFirstOrThrow();
        const before = await trx
          .selectFrom('product_reviews')
          .select('hidden')
          .where('id', '=', reviewId)
          .executeTakeFirst();
        if (!before) return notFound;
        await trx.updateTable('product_reviews').set({ hidden }).where('id', '=', reviewId).execute();
        const after = await recountRating(trx, product.id);
        const change: ReviewModeration = {
          reviewId,
          productId: product.id,
          hidden: { before: before.hidden, after: hidden },
          rating: {
            before: { sum: product.rating_sum, count: product.review_count },
            after: { sum: after.rating_sum, count: after.review_count },
          },
        };
        if (actor)
          await recordAudit(trx, actor, {
            operation: 'setReviewHidden',
            entityType: 'review',
            entityId: reviewId,
            before: { hidden: change.hidden.before, rating: change.rating.before },
            after: { hidden: change.hidden.after, rating: change.rating.after },
          });
        return { ok: true as const, change };
      });
    },
  };
}

export type AdminReviewsService = ReturnType<typeof createAdminReviewsService>;
