import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { DepartmentsMenu_CategoryFragment } from '@web/__generated__/graphql';
import { HeaderCart } from '@web/features/cart';
import { Icon } from '../icons';
import { WishlistIndicator } from '../indicators';
import { SearchBox } from '../search/search-box';
import { MobileMenu } from './mobile-menu';
import styles from './mobile-header.module.css';

/** Phones (≤ 768 px): menu button, logo, wishlist and cart badges, and the search field. */
export function MobileHeader({ departments }: { departments: DepartmentsMenu_CategoryFragment[] }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.mobile}>
      <div className={styles.bar}>
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger className={styles.menuButton}>
            <Icon name="menu" />
            <span className="visually-hidden">{t`Open menu`}</span>
          </Dialog.Trigger>
          <MobileMenu departments={departments} onNavigate={() => setOpen(false)} />
        </Dialog.Root>
        <Link to="/" className={styles.logo} aria-label={t`GaadiParts home`}>
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>GaadiParts</span>
        </Link>
        <div className={styles.icons}>
          <WishlistIndicator compact />
          <HeaderCart compact />
        </div>
      </div>
      <div>
        <SearchBox showCity={false} />
      </div>
    </div>
  );
}
