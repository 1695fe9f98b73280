import { useReactiveVar } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { hasRoom, SAVED_LIST_LIMITS } from '@rules/catalogue/saved-lists';
import { useBusyUntilHydrated } from '@web/shared/ssr/use-hydrated';
import { addToList, compareVar, removeFromList, wishlistVar } from '@web/shared/state/product-lists';
import styles from './save-buttons.module.css';

type Props = { productId: string; productName: string; withText?: boolean };

/** Toggle buttons for the wishlist and the compare list; the header counts follow at once. */
export function SaveButtons({ productId, productName, withText = false }: Props) {
  const { t } = useLingui();
  const wishlist = useReactiveVar(wishlistVar);
  const compare = useReactiveVar(compareVar);
  const busy = useBusyUntilHydrated();
  const inWishlist = wishlist.includes(productId);
  const inCompare = compare.includes(productId);
  const wishLabel = inWishlist ? t`Remove ${productName} from wishlist` : t`Add ${productName} to wishlist`;
  // The compare table holds a few products side by side (the same limit as the account's list).
  const compareFull = !inCompare && !hasRoom('compare', compare);
  const limit = SAVED_LIST_LIMITS.compare;
  const compareLabel = inCompare
    ? t`Remove ${productName} from compare`
    : compareFull
      ? t`You can compare at most ${limit} products. Remove one to add another.`
      : t`Add ${productName} to compare`;
  return (
    <>
      <button
        type="button"
        className={`${styles.button} ${withText ? styles.withText : ''}`}
        aria-pressed={inWishlist}
        {...busy}
        aria-label={withText ? undefined : wishLabel}
        title={wishLabel}
        onClick={() => (inWishlist ? removeFromList(wishlistVar, productId) : addToList(wishlistVar, productId))}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className={`${styles.icon} ${styles.heart}`}>
          <path d="M12 21s-7.5-4.6-9.3-9.2C1.5 8.6 3.6 5 7.1 5c2 0 3.5 1.1 4.9 2.8C13.4 6.1 14.9 5 16.9 5c3.5 0 5.6 3.6 4.4 6.8C19.5 16.4 12 21 12 21z" />
        </svg>
        {withText && <span>{inWishlist ? t`In wishlist` : t`Wishlist`}</span>}
      </button>
      <button
        type="button"
        className={`${styles.button} ${withText ? styles.withText : ''}`}
        aria-pressed={inCompare}
        {...busy}
        aria-disabled={compareFull}
        aria-label={withText ? undefined : compareLabel}
        title={compareLabel}
        onClick={() =>
          inCompare ? removeFromList(compareVar, productId) : compareFull || addToList(compareVar, productId)
        }
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
          <path d="M7 4v13M3 13l4 4 4-4M17 20V7M13 11l4-4 4 4" />
        </svg>
        {withText && <span>{inCompare ? t`In compare` : t`Compare`}</span>}
      </button>
    </>
  );
}
