import { useLingui } from '@lingui/react/macro';
import styles from './rating-stars.module.css';

/** Five stars filled to the rating (0–5), with the rating as accessible text. */
export function RatingStars({ rating, size = 'md' }: { rating: number; size?: 'sm' | 'md' }) {
  const { t, i18n } = useLingui();
  const value = i18n.number(rating, { maximumFractionDigits: 1 });
  const percent = `${Math.max(0, Math.min(5, rating)) * 20}%`;
  return (
    <span className={`${styles.stars} ${styles[size]}`} role="img" aria-label={t`Rated ${value} out of 5`}>
      <span className={styles.fill} style={{ inlineSize: percent }} aria-hidden="true" />
    </span>
  );
}
