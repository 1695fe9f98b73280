import { useLingui } from '@lingui/react/macro';
import { errorMessage } from './error-messages';
import styles from './account-ui.module.css';

/** Server failures in a danger alert (spec section 8): one line per ERROR_API_<code> key. */
export function ErrorAlert({ keys }: { keys: readonly string[] }) {
  const { i18n } = useLingui();
  if (!keys.length) return null;
  return (
    <div role="alert" className={styles.danger}>
      {keys.length === 1 ? (
        <p>{i18n._(errorMessage(keys[0]!))}</p>
      ) : (
        <ul>
          {keys.map((key) => (
            <li key={key}>{i18n._(errorMessage(key))}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A success message announced politely. */
export function SuccessAlert({ children }: { children: React.ReactNode }) {
  return (
    <div role="status" className={styles.success}>
      {children}
    </div>
  );
}
