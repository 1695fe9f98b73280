import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import styles from './filters-drawer.module.css';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; total: number; children: React.ReactNode };

/** The drawer itself (a modal dialog); its code loads the first time the shopper opens the filters. */
export function FiltersDrawerPanel({ open, onOpenChange, total, children }: Props) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
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
            <Dialog.Close className={styles.show}>
              {t`${plural(total, { one: 'Show # product', other: 'Show # products' })}`}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
