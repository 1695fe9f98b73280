import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useProductReviewsQuery } from '@web/__generated__/graphql';
import { useFormat } from '@web/shared/format/use-format';
import { RatingStars } from '../ui/rating-stars';
import { ReviewForm } from './review-form';
import styles from './reviews.module.css';

/** Reviews, 8 per page (spec section 9), newest first, and the form to add one. */
export function ProductReviews({ productId }: { productId: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error } = useProductReviewsQuery({ variables: { productId, page } });
  const list = (data ?? previousData)?.productReviews;
  const pages = list?.pageInfo.pages ?? 0;
  return (
    <div className={styles.reviews}>
      <div aria-busy={loading}>
        {error && !list && <p role="alert">{t`Reviews could not be loaded.`}</p>}
        {list && list.items.length === 0 && <p>{t`No reviews yet. Be the first to review this part.`}</p>}
        <ol className={styles.list}>
          {list?.items.map((review) => (
            <li key={review.id} className={styles.review}>
              <span className={styles.avatar} aria-hidden="true">
                {review.avatar ?? '•'}
              </span>
              <div>
                <p className={styles.meta}>
                  <strong>{review.author}</strong>
                  <time dateTime={review.date}>{format.date(review.date)}</time>
                </p>
                <RatingStars rating={review.rating} size="sm" />
                <p className={styles.content}>{review.content}</p>
              </div>
            </li>
          ))}
        </ol>
        {pages > 1 && (
          <nav className={styles.pager} aria-label={t`Review pages`}>
            <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t`Newer reviews`}
            </button>
            <span>{t`Page ${page} of ${pages}`}</span>
            <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t`Older reviews`}
            </button>
          </nav>
        )}
      </div>
      <ReviewForm productId={productId} />
    </div>
  );
}
