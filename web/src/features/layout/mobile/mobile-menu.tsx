import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import type { DepartmentsMenu_CategoryFragment } from '@web/__generated__/graphql';
import { Icon } from '../icons';
import { type PanelId, usePanel } from './mobile-menu-panels';
import styles from './mobile-menu.module.css';

interface MobileMenuProps {
  departments: DepartmentsMenu_CategoryFragment[];
  /** Called when a link is followed, so the menu closes. */
  onNavigate: () => void;
}

/**
 * The slide-in menu (a modal dialog): panels stack as the shopper goes deeper (language,
 * currency, departments, a department's categories); Back appears below the top level, and the
 * stack resets once the menu has closed.
 */
export function MobileMenu({ departments, onNavigate }: MobileMenuProps) {
  const { t } = useLingui();
  const [stack, setStack] = useState<PanelId[]>(['root']);
  const current = stack.at(-1)!;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const panel = usePanel(current, {
    departments,
    open: (id) => setStack((s) => [...s, id]),
    back: () => setStack((s) => (s.length > 1 ? s.slice(0, -1) : s)),
    navigate: onNavigate,
  });

  // Moving between panels puts focus on the new panel's title, so a screen reader announces it.
  useEffect(() => {
    if (stack.length > 1 || document.activeElement?.closest('[role="dialog"]')) titleRef.current?.focus();
  }, [stack]);

  return (
    <Dialog.Portal>
      <Dialog.Overlay className={styles.overlay} />
      <Dialog.Content
        className={styles.drawer}
        aria-describedby={undefined}
        onCloseAutoFocus={() => setStack(['root'])}
      >
        <div className={styles.head}>
          {stack.length > 1 && (
            <button type="button" className={styles.back} onClick={() => setStack((s) => s.slice(0, -1))}>
              <Icon name="back" size={20} className={styles.flip} />
              {t`Back`}
            </button>
          )}
          <Dialog.Title ref={titleRef} tabIndex={-1} className={styles.title}>
            {panel.title}
          </Dialog.Title>
          <Dialog.Close className={styles.close}>
            <Icon name="close" size={20} />
            <span className="visually-hidden">{t`Close menu`}</span>
          </Dialog.Close>
        </div>
        <div key={stack.join('/')} className={styles.body}>
          {panel.content}
        </div>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
