import { i18n } from '@lingui/core';
import { loadCatalog } from './catalogs';
import { DEFAULT_LOCALE, type LanguageInfo, type LocaleCode, localeInfo, registerLanguages } from './locales';

/**
 * Loads a language and makes it current: Lingui gets the code (catalogue) and the BCP 47 locale
 * (Intl formatting), `<html>` gets lang and dir. Its messages are merged over English, so a
 * message missing from a translation, or a whole missing catalogue, shows in English (spec
 * section 1). A bare code uses what the gateway said about it (see registerLanguages). Answers
 * what was activated.
 */
export async function activateLocale(language: LocaleCode | LanguageInfo): Promise<LanguageInfo> {
  return (await prepareLocale(language))();
}

/**
 * Loads a language's catalogues and answers the (synchronous) step that makes it current: the
 * server checks in between that its render has not been given up, since the active language is
 * shared by the process.
 */
export async function prepareLocale(language: LocaleCode | LanguageInfo): Promise<() => LanguageInfo> {
  const info = typeof language === 'string' ? localeInfo(language) : registerLanguages([language])[0]!;
  const [english, own] = await Promise.all([
    loadCatalog(DEFAULT_LOCALE),
    info.code === DEFAULT_LOCALE ? Promise.resolve({}) : loadCatalog(info.code),
  ]);
  return () => {
    i18n.loadAndActivate({ locale: info.code, locales: [info.locale], messages: { ...english, ...own } });
    if (typeof document !== 'undefined') {
      document.documentElement.lang = info.locale;
      document.documentElement.dir = info.direction;
    }
    return info;
  };
}

/** The BCP 47 locale of the active language, for Intl ("hi-IN"). */
export function activeIntlLocale(): string {
  const locales = i18n.locales;
  return (Array.isArray(locales) ? locales[0] : locales) ?? localeInfo(i18n.locale).locale;
}

export { i18n };
