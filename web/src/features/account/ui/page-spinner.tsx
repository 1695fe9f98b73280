import { useLingui } from '@lingui/react/macro';

/** Shown while the account pages find out who is signed in. */
export function PageSpinner() {
  const { t } = useLingui();
  return (
    <p role="status" aria-live="polite">
      {t`Loading…`}
    </p>
  );
}
