import { useLingui } from '@lingui/react/macro';
import styles from './departments-menu.module.css';

/** Icon, label and chevron of the "Shop by department" button. */
export function DepartmentsTriggerContent() {
  const { t } = useLingui();
  return (
    <>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {t`Shop by department`}
      <svg aria-hidden="true" className={styles.chevron} viewBox="0 0 24 24" width="16" height="16">
        <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </>
  );
}

/** Shown while the menu's code loads: looks the same, does nothing yet, hidden from assistive technology. */
export function DepartmentsTriggerPlaceholder() {
  return (
    <span className={styles.trigger} aria-hidden="true">
      <DepartmentsTriggerContent />
    </span>
  );
}
