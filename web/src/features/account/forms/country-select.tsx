import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useIntlLocale } from '@web/shared/format/use-format';
import { Field } from '@web/shared/ui/field';
import { accountField } from '../ui/account-field';
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
  const { t } = useLingui();
  const locale = useIntlLocale();
  const names = useMemo(() => {
    try {
      return new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      return null;
    }
  }, [locale]);
  return (
    <Field {...accountField} label={t`Country`} required error={error}>
      {(control) => (
        <select {...control} className={styles.select} {...registration}>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {names?.of(c.code) ?? c.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
