import { useLingui } from '@lingui/react/macro';
import { type ReactNode, type SelectHTMLAttributes, useId, useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { INDIAN_STATES, stateName } from '@rules/india/states';
import { useIntlLocale } from '@web/shared/format/use-format';

interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  /** The translated error, if any. */
  errorText?: string | null | undefined;
  /** The feature's own classes for the wrapper, label, select and error. */
  classes: { field?: string; label?: string; select?: string; error?: string };
}

/**
 * India's 36 states and union territories, named and sorted in the shopper's language; the values
 * are ISO codes ("KA"). One select for every address form (account, checkout).
 */
export function StateSelect({ label, registration, errorText, classes, required, ...select }: Props) {
  const { t, i18n } = useLingui();
  const id = useId();
  const locale = useIntlLocale();
  const language = i18n.locale;
  const options = useMemo(() => {
    const collator = new Intl.Collator([locale, 'en']);
    return INDIAN_STATES.map((s) => ({ code: s.code, name: stateName(s.code, language) ?? s.name })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
  }, [locale, language]);
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <select
        id={id}
        className={classes.select}
        aria-required={required || undefined}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={errorText ? `${id}-error` : undefined}
        {...select}
        {...registration}
      >
        <option value="">{t`Choose a state or union territory`}</option>
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.name}
          </option>
        ))}
      </select>
      {errorText ? (
        <p id={`${id}-error`} className={classes.error}>
          {errorText}
        </p>
      ) : null}
    </div>
  );
}
