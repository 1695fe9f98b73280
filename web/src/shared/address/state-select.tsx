import { useLingui } from '@lingui/react/macro';
import { type SelectHTMLAttributes, useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { INDIAN_STATES, stateName } from '@rules/india/states';
import { useIntlLocale } from '@web/shared/format/use-format';

interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  registration: UseFormRegisterReturn;
}

/**
 * India's 36 states and union territories, named and sorted in the shopper's language; the values
 * are ISO codes ("KA"). One select for every address form (account, checkout), placed in a Field
 * (shared/ui/field.tsx), which gives it its id, label, error and aria attributes.
 */
export function StateSelect({ registration, ...select }: Props) {
  const { t, i18n } = useLingui();
  const locale = useIntlLocale();
  const language = i18n.locale;
  const options = useMemo(() => {
    const collator = new Intl.Collator([locale, 'en']);
    return INDIAN_STATES.map((s) => ({ code: s.code, name: stateName(s.code, language) ?? s.name })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
  }, [locale, language]);
  return (
    <select {...select} {...registration}>
      <option value="">{t`Choose a state or union territory`}</option>
      {options.map((o) => (
        <option key={o.code} value={o.code}>
          {o.name}
        </option>
      ))}
    </select>
  );
}
