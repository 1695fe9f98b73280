import { useLingui } from '@lingui/react';
import { isLocaleCode, localeInfo } from '@web/shared/i18n/locales';

/** The BCP 47 locale of the interface language, for Intl. */
export function useIntlLocale(): string {
  const { i18n } = useLingui();
  return isLocaleCode(i18n.locale) ? localeInfo(i18n.locale).locale : 'en-IN';
}
