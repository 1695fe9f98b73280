import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { CartIcon } from './cart-icon';
import styles from './header-cart.module.css';

/**
 * The header cart as the server's HTML shows it until its code has loaded (docs/decisions/037): the
 * same look and box as an empty cart's indicator, and a plain link to the cart, so a tap is never
 * lost. The count and total follow once the widget has loaded (the server does not know the cart).
 */
export function HeaderCartPlaceholder({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui();
  return compact ? (
    <Link to="/cart" className={styles.indicator} aria-label={t`Cart`}>
      <span className={styles.icon}>
        <CartIcon />
      </span>
    </Link>
  ) : (
    <Link to="/cart" className={styles.indicator}>
      <span className={styles.icon}>
        <CartIcon />
      </span>
      <span className={styles.text}>
        <span>{t`Cart`}</span>
      </span>
    </Link>
  );
}
