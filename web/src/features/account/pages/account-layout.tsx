import { useLingui } from '@lingui/react/macro';
import { NavLink, Outlet } from 'react-router-dom';
import { useViewer } from '../api/use-viewer';
import styles from './account-pages.module.css';

/** Account area: a navigation beside the page. */
export function AccountLayout() {
  const { t } = useLingui();
  const links = [
    { to: '/account/dashboard', label: t`Dashboard` },
    { to: '/account/profile', label: t`Profile` },
    { to: '/account/addresses', label: t`Addresses`, end: false },
    { to: '/account/password', label: t`Change password` },
    { to: '/account/garage', label: t`My garage` },
    { to: '/account/orders', label: t`Order history` },
    { to: '/account/bookings', label: t`My bookings` },
    { to: '/account/stock-notices', label: t`Back-in-stock notices` },
  ];
  return (
    <div className={styles.layout}>
      <nav aria-label={t`My account`} className={styles.nav}>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end ?? true}
                className={({ isActive }) => (isActive ? styles.active : undefined)}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}

/**
 * A page open to everyone that is also part of the account (the garage): a signed-in member sees
 * it with the account's navigation beside it, a guest sees the page alone.
 */
export function MemberAccountLayout() {
  const { viewer } = useViewer();
  return viewer ? <AccountLayout /> : <Outlet />;
}
