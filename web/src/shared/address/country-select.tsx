import type { SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatCountry } from '@web/shared/format/numbers';
import { useIntlLocale } from '@web/shared/format/use-format';

interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  /** From the gateway (India first). */
  countries: readonly { code: string; name: string }[];
  registration: UseFormRegisterReturn;
}

/**
 * Countries named in the shopper's language where the browser can (the gateway's English name
 * otherwise). One select for every address form (account, checkout), placed in a Field
 * (shared/ui/field.tsx), which gives it its id, label, error and aria attributes.
 */
export function CountrySelect({ countries, registration, ...select }: Props) {
  const locale = useIntlLocale();
  return (
    <select {...select} {...registration}>
      {countries.map((c) => (
        <option key={c.code} value={c.code}>
          {formatCountry(c.code, locale, c.name)}
        </option>
      ))}
    </select>
  );
}
