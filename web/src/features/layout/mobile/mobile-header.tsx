import { useLingui } from '@lingui/react/macro';
import { lazy } from 'react';
import { Link } from 'react-router-dom';
import type { DepartmentsMenu_CategoryFragment } from '@web/__generated__/graphql';
import { Deferred } from '../deferred';
import type { HeaderSlots } from '../header-slots';
import { Icon } from '../icons';
import { AccountIndicator, WishlistIndicator } from '../indicators';
import { SearchBox, SearchBoxPlaceholder } from '../search/lazy-search-box';
import styles from './mobile-header.module.css';

const MobileMenuButton = lazy(async () => ({ default: (await import('./mobile-menu-button')).MobileMenuButton }));

/** Phones (≤ 768 px): menu button, logo, wishlist, account and cart icons, and the search field. */
export function MobileHeader({
  departments,
  slots,
}: {
  departments: DepartmentsMenu_CategoryFragment[];
  slots: HeaderSlots;
}) {
  const { t } = useLingui();
  const menuPlaceholder = (
    <span className={styles.menuButton} aria-hidden="true">
      <Icon name="menu" />
    </span>
  );
  return (
    <div className={styles.mobile}>
      <div className={styles.bar}>
        <Deferred size="menuButton" placeholder={menuPlaceholder}>
          <MobileMenuButton departments={departments} />
        </Deferred>
        <Link to="/" className={styles.logo} aria-label={t`GaadiParts home`}>
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>GaadiParts</span>
        </Link>
        <div className={styles.icons}>
          <WishlistIndicator compact />
          <AccountIndicator />
          <Deferred size="cartCompact" placeholder={slots.placeholders?.cartCompact}>
            {slots.cartCompact}
          </Deferred>
        </div>
      </div>
      <div>
        <Deferred
          size="search"
          placeholder={<SearchBoxPlaceholder showCity={false} vehicle={slots.placeholders?.vehicle} />}
        >
          <SearchBox showCity={false} vehicle={slots.vehicle} vehiclePlaceholder={slots.placeholders?.vehicle} />
        </Deferred>
      </div>
    </div>
  );
}
