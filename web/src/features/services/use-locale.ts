import { useLingui } from '@lingui/react';
import { isLocaleCode, localeInfo } from '@web/shared/i18n/locales';

/** The BCP 47 locale of the active language, for Intl date and time formats. */
export function useLocale(): string {
  const { i18n } = useLingui();
  return isLocaleCode(i18n.locale) ? localeInfo(i18n.locale).locale : 'en-IN';
}
