import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import styles from './filters-drawer.module.css';

// The dialog code is not part of the list page's first load: it arrives when the drawer is first opened.
const FiltersDrawerPanel = lazy(async () => ({ default: (await import('./filters-drawer-panel')).FiltersDrawerPanel }));

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  activeCount: number;
  total: number;
  children: React.ReactNode;
};

/** On phones the filters open in a drawer from the inline-start edge; focus returns to this button when it closes. */
export function FiltersDrawer({ open, onOpenChange, activeCount, total, children }: Props) {
  const { t, i18n } = useLingui();
  const [used, setUsed] = useState(open);
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onClick={() => {
          setUsed(true);
          onOpenChange(true);
        }}
      >
        <svg viewBox="0 0 20 20" aria-hidden="true">
          <path d="M2 4h16M5 10h10M8 16h4" />
        </svg>
        {t`Filters`}
        {activeCount > 0 && <span className={styles.badge}>{i18n.number(activeCount)}</span>}
      </button>
      {(used || open) && (
        <Suspense fallback={null}>
          <FiltersDrawerPanel open={open} onOpenChange={onOpenChange} total={total}>
            {children}
          </FiltersDrawerPanel>
        </Suspense>
      )}
    </>
  );
}
