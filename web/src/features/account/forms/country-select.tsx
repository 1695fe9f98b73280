import { useLingui } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useIntlLocale } from '@web/shared/format/use-format';
import { errorMessage } from '../ui/error-messages';
import styles from '../ui/account-ui.module.css';

/** Countries from the gateway (India first), named in the shopper's language where the browser can. */
export function CountrySelect({
  countries,
  registration,
  error,
}: {
  countries: readonly { code: string; name: string }[];
  registration: UseFormRegisterReturn;
  error?: FieldError | undefined;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const locale = useIntlLocale();
  const names = useMemo(() => {
    try {
      return new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      return null;
    }
  }, [locale]);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t`Country`}
        <span aria-hidden="true"> *</span>
      </label>
      <select
        id={id}
        className={styles.select}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      >
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {names?.of(c.code) ?? c.name}
          </option>
        ))}
      </select>
      {error?.message ? (
        <p id={`${id}-error`} className={styles.error}>
          {i18n._(errorMessage(error.message))}
        </p>
      ) : null}
    </div>
  );
}
