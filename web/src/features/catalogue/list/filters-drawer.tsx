import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import styles from './filters-drawer.module.css';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; activeCount: number; total: number; children: React.ReactNode };

/** On phones the filters open in a drawer from the inline-start edge. */
export function FiltersDrawer({ open, onOpenChange, activeCount, total, children }: Props) {
  const { t, i18n } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={styles.trigger}>
        <svg viewBox="0 0 20 20" aria-hidden="true">
          <path d="M2 4h16M5 10h10M8 16h4" />
        </svg>
        {t`Filters`}
        {activeCount > 0 && <span className={styles.badge}>{i18n.number(activeCount)}</span>}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.drawer} aria-describedby={undefined}>
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{t`Filters`}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t`Close filters`}>
              ×
            </Dialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
          <div className={styles.foot}>
            <Dialog.Close className={styles.show}>{plural(total, { one: 'Show # product', other: 'Show # products' })}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
