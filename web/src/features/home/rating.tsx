import { plural } from '@lingui/core/macro';
import type { CSSProperties } from 'react';
import { useLingui } from '@lingui/react/macro';
import styles from './compact-product-card.module.css';

/** Five stars filled to the average rating, with the review count. */
export function Rating({ rating, reviews }: { rating: number; reviews: number }) {
  const { t, i18n } = useLingui();
  if (reviews === 0) return <p className={styles.rating}>{t`No reviews yet`}</p>;
  const value = i18n.number(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const reviewCount = t`${plural(reviews, { one: '# review', other: '# reviews' })}`;
  return (
    <p className={styles.rating}>
      <span className={styles.stars} style={{ '--rating': rating / 5 } as CSSProperties} aria-hidden="true">
        ★★★★★
      </span>
      <span className="visually-hidden">{t`Rated ${value} out of 5`}</span>
      <span aria-hidden="true">{value}</span>
      <span className={styles.reviews}>({reviewCount})</span>
    </p>
  );
}
