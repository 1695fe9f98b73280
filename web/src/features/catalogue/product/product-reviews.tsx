import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useProductReviewsQuery } from '@web/__generated__/graphql';
import { useFormat } from '@web/shared/format/use-format';
import { RatingStars } from '../ui/rating-stars';
import { ReviewForm } from './review-form';
import { ReviewLanguage } from './review-language';
import styles from './reviews.module.css';

/**
 * Reviews, 8 per page (spec section 9): those written in the page's language first, then the
 * others with their language named (docs/decisions/040), each newest first; and the form to add one.
 */
export function ProductReviews({ productId }: { productId: string }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const languageFirst = i18n.locale;
  const { data, previousData, loading, error } = useProductReviewsQuery({
    variables: { productId, page, languageFirst },
  });
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
                  <strong lang={review.language}>{review.author}</strong>
                  <time dateTime={review.date}>{format.date(review.date)}</time>
                  {review.language !== languageFirst && <ReviewLanguage language={review.language} />}
                </p>
                <RatingStars rating={review.rating} size="sm" />
                <p className={styles.content} lang={review.language}>
                  {review.content}
                </p>
              </div>
            </li>
          ))}
        </ol>
        {pages > 1 && (
          <nav className={styles.pager} aria-label={t`Review pages`}>
            <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t`Previous`}
            </button>
            <span>{t`Page ${page} of ${pages}`}</span>
            <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t`Next`}
            </button>
          </nav>
        )}
      </div>
      <ReviewForm productId={productId} />
    </div>
  );
}
