import { useReactiveVar } from '@apollo/client/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useFormat } from '@web/shared/format/use-format';
import { wishlistVar } from '@web/shared/state/product-lists';
import { Icon } from './icons';
import styles from './indicators.module.css';

/** Wishlist link with its item count (updates at once when a product is added or removed). */
export function WishlistIndicator({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui();
  const count = useReactiveVar(wishlistVar).length;
  const format = useFormat();
  const items = t`${plural(count, { 0: 'empty', one: '# item', other: '# items' })}`;
  return (
    <Link to="/wishlist" className={styles.indicator}>
      <span className={styles.icon}>
        <Icon name="heart" />
        {count > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {format.count(count)}
          </span>
        )}
      </span>
      <span className={compact ? 'visually-hidden' : styles.text}>{t`Wishlist`}</span>
      <span className="visually-hidden">, {items}</span>
    </Link>
  );
}

/**
 * Phones: the account's icon, a link to the dashboard (the account pages send an anonymous shopper
 * to sign in first and back after). Plain markup: it works before the page is hydrated.
 */
export function AccountIndicator() {
  const { t } = useLingui();
  return (
    <Link to="/account/dashboard" className={styles.indicator} aria-label={t`My account`}>
      <span className={styles.icon}>
        <Icon name="user" />
      </span>
    </Link>
  );
}
