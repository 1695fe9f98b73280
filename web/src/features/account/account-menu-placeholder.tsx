import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styles from './account-menu.module.css';

/**
 * The header's account menu as the server's HTML shows it until its code has loaded
 * (docs/decisions/037): the menu button's look and box for a shopper who is not signed in, as a
 * plain link to the account (which asks to sign in first), so a tap is never lost.
 */
export function AccountMenuPlaceholder() {
  const { t } = useLingui();
  return (
    <Link to="/account/dashboard" className={styles.trigger}>
      <span className={styles.avatar} aria-hidden="true" data-initials="👤" />
      <span className="visually-hidden">{t`My account:`}&nbsp;</span>
      <span className={styles.triggerText}>{t`Sign in`}</span>
    </Link>
  );
}
