import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import type { DepartmentsMenu_CategoryFragment } from '@web/__generated__/graphql';
import { Icon } from '../icons';
import { MobileMenu } from './mobile-menu';
import styles from './mobile-header.module.css';

/** The phone header's menu button and the slide-in menu it opens (loaded lazily with the dialog code). */
export function MobileMenuButton({ departments }: { departments: DepartmentsMenu_CategoryFragment[] }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={styles.menuButton}>
        <Icon name="menu" />
        <span className="visually-hidden">{t`Open menu`}</span>
      </Dialog.Trigger>
      <MobileMenu departments={departments} onNavigate={() => setOpen(false)} />
    </Dialog.Root>
  );
}
