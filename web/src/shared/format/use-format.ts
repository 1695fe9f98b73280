import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { intlLocale } from '../i18n/i18n';
import {
  type DateInput,
  formatCount,
  formatDate,
  formatDateTime,
  formatPercent,
  formatPosition,
  formatRating,
  formatYear,
} from './numbers';

/** The BCP 47 locale of the active language ("ta-IN"), for any Intl formatter. */
export function useIntlLocale(): string {
  // The instance of the I18nProvider (the server renders with one per page), and subscribed to
  // language changes, so the component re-renders with the new locale.
  return intlLocale(useLingui().i18n);
}

/** The shared formatters bound to the active language. */
export function useFormat() {
  const locale = useIntlLocale();
  return useMemo(
    () => ({
      locale,
      count: (value: number) => formatCount(value, locale),
      rating: (value: number) => formatRating(value, locale),
      percent: (value: number) => formatPercent(value, locale),
      position: (position: number, total: number) => formatPosition(position, total, locale),
      date: (value: DateInput, style?: 'long' | 'medium' | 'short') => formatDate(value, locale, style),
      dateTime: (value: DateInput, timeZone?: string) => formatDateTime(value, locale, timeZone),
      year: (value: DateInput) => formatYear(value, locale),
    }),
    [locale],
  );
}
