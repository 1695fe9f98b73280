import { useLingui } from '@lingui/react/macro';
import { lazy } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { type DepartmentsMenu_CategoryFragment, useDepartmentsQuery } from '@web/__generated__/graphql';
import { useMediaQuery } from '@web/shared/ui/use-media-query';
import { Deferred } from './deferred';
import { DepartmentsTriggerPlaceholder } from './departments/departments-trigger';
import type { HeaderSlots } from './header-slots';
import { WishlistIndicator } from './indicators';
import { useMainMenu } from './main-menu';
import { MobileHeader } from './mobile/mobile-header';
import { SearchBox, SearchBoxPlaceholder } from './search/lazy-search-box';
import { TopBar } from './top-bar';
import styles from './header.module.css';

// Dropdowns load after the first paint; the header shows their buttons' boxes meanwhile.
const DepartmentsMenu = lazy(async () => ({
  default: (await import('./departments/departments-menu')).DepartmentsMenu,
}));

/**
 * The header for the current width: the mobile header on phones, the desktop one otherwise. Only
 * one is rendered (the other one's widgets would load and render unseen), except on the server
 * and while its HTML is hydrated: the width is not known there, so both are rendered and their
 * stylesheets show the one for the screen. The account, cart and vehicle widgets come from the
 * app shell as `slots`.
 */
export function Header({ slots = {} }: { slots?: HeaderSlots }) {
  const departments = useDepartmentsQuery().data?.categories ?? [];
  // The breakpoint of header.module.css and mobile-header.module.css.
  const phone = useMediaQuery('(width <= 48rem)', null);
  return (
    <header className={styles.header}>
      {phone !== false && <MobileHeader departments={departments} slots={slots} />}
      {phone !== true && <DesktopHeader departments={departments} slots={slots} />}
    </header>
  );
}

/** Top bar, logo, search, indicators, departments and main menu. */
function DesktopHeader({
  departments,
  slots,
}: {
  departments: DepartmentsMenu_CategoryFragment[];
  slots: HeaderSlots;
}) {
  const { t } = useLingui();
  const menu = useMainMenu();
  return (
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
          <Deferred size="search" placeholder={<SearchBoxPlaceholder vehicle={slots.placeholders?.vehicle} />}>
            <SearchBox vehicle={slots.vehicle} vehiclePlaceholder={slots.placeholders?.vehicle} />
          </Deferred>
        </div>
        <div className={styles.indicators}>
          <WishlistIndicator />
          <Deferred size="account" placeholder={slots.placeholders?.account}>
            {slots.account}
          </Deferred>
          <Deferred size="cart" placeholder={slots.placeholders?.cart}>
            {slots.cart}
          </Deferred>
        </div>
      </div>
      <div className={styles.navbar}>
        <div className={`${styles.inner} ${styles.navbarInner}`}>
          <Deferred size="departments" placeholder={<DepartmentsTriggerPlaceholder />}>
            <DepartmentsMenu departments={departments} />
          </Deferred>
          <nav aria-label={t`Main`} className={styles.nav}>
            <ul>
              {menu.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    className={({ isActive }) => (isActive ? styles.active : undefined)}
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </div>
  );
}
