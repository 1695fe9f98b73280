import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { adminErrorMessage } from './error-message';
import styles from './admin-ui.module.css';

/** Failures that belong to no field, one line per message key, announced at once. */
export function ErrorAlert({ keys }: { keys: readonly string[] }) {
  const { i18n } = useLingui();
  if (!keys.length) return null;
  return (
    <div role="alert" className={styles.danger}>
      <ul>
        {keys.map((key) => (
          <li key={key}>{i18n._(adminErrorMessage(key))}</li>
        ))}
      </ul>
    </div>
  );
}

/** A change that went through, announced politely. */
export function SuccessNote({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={styles.success}>
      {children}
    </p>
  );
}
