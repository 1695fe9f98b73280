import { useLingui } from '@lingui/react/macro';
import styles from './app-layout.module.css';

/** Shown while a route's code or data loads. */
export function PageLoading() {
  const { t } = useLingui();
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      {t`Loading…`}
    </div>
  );
}
