import { useLingui } from '@lingui/react/macro';
import { Link, NavLink } from 'react-router-dom';
import { useDepartmentsQuery } from '@web/__generated__/graphql';
import { AccountMenu } from '@web/features/account';
import { HeaderCart } from '@web/features/cart';
import { DepartmentsMenu } from './departments/departments-menu';
import { WishlistIndicator } from './indicators';
import { useMainMenu } from './main-menu';
import { MobileHeader } from './mobile/mobile-header';
import { SearchBox } from './search/search-box';
import { TopBar } from './top-bar';
import styles from './header.module.css';

/** Desktop header (top bar, logo, search, indicators, departments and main menu) and the mobile header. */
export function Header() {
  const { t } = useLingui();
  const menu = useMainMenu();
  const departments = useDepartmentsQuery().data?.categories ?? [];
  return (
    <header className={styles.header}>
      <div className={styles.desktop}>
        <TopBar />
        <div className={`${styles.inner} ${styles.main}`}>
          <Link to="/" className={styles.logo} aria-label={t`GaadiParts home`}>
            <img src="/favicon.svg" alt="" width="40" height="40" />
            <span>
              Gaadi<span className={styles.logoAccent}>Parts</span>
            </span>
          </Link>
          <div className={styles.search}>
            <SearchBox />
          </div>
          <div className={styles.indicators}>
            <WishlistIndicator />
            <AccountMenu />
            <HeaderCart />
          </div>
        </div>
        <div className={styles.navbar}>
          <div className={`${styles.inner} ${styles.navbarInner}`}>
            <DepartmentsMenu departments={departments} />
            <nav aria-label={t`Main`} className={styles.nav}>
              <ul>
                {menu.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end={item.end} className={({ isActive }) => (isActive ? styles.active : undefined)}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
      </div>
      <MobileHeader departments={departments} />
    </header>
  );
}
