import { type I18n, i18n, type Messages, setupI18n } from '@lingui/core';
import { loadCatalog } from './catalogs';
import { DEFAULT_LOCALE, type LanguageInfo, type LocaleCode, localeInfo, registerLanguages } from './locales';

/**
 * Loads a language and makes it current in the browser: Lingui's (global) instance gets the code
 * (catalogue) and the BCP 47 locale (Intl formatting), `<html>` gets lang and dir. Its messages are
 * merged over English, so a message missing from a translation, or a whole missing catalogue,
 * shows in English (spec section 1). A bare code uses what the gateway said about it (see
 * registerLanguages). Answers what was activated.
 */
export async function activateLocale(language: LocaleCode | LanguageInfo): Promise<LanguageInfo> {
  const info = typeof language === 'string' ? localeInfo(language) : registerLanguages([language])[0]!;
  i18n.loadAndActivate({ locale: info.code, locales: [info.locale], messages: await mergedMessages(info.code) });
  if (typeof document !== 'undefined') {
    document.documentElement.lang = info.locale;
    document.documentElement.dir = info.direction;
  }
  return info;
}

/**
 * A Lingui instance of its own for one server render (docs/decisions/046): the server renders many
 * pages at once, each in its shopper's language, so no render may touch the global instance.
 * Components take it from the I18nProvider (`useLingui`), never from the module.
 */
export async function createI18n(info: LanguageInfo): Promise<I18n> {
  return setupI18n({
    locale: info.code,
    locales: [info.locale],
    messages: { [info.code]: await mergedMessages(info.code) },
  });
}

const merged = new Map<LocaleCode, Promise<Messages>>();

/**
 * A language's messages merged over English, merged once per language: the catalogues never change
 * while the app runs, and a server render would otherwise copy every message for each page.
 */
function mergedMessages(code: LocaleCode): Promise<Messages> {
  let messages = merged.get(code);
  if (!messages) {
    messages = Promise.all([
      loadCatalog(DEFAULT_LOCALE),
      code === DEFAULT_LOCALE ? Promise.resolve({}) : loadCatalog(code),
    ])
      // Frozen: instances share it, so none may add to it (Lingui's `load` would, into the first it got).
      .then(([english, own]) => Object.freeze({ ...english, ...own }));
    // A catalogue that failed to load is asked for again next time.
    messages.catch(() => merged.delete(code));
    merged.set(code, messages);
  }
  return messages;
}

/** The BCP 47 locale of a Lingui instance's language, for Intl ("hi-IN"). */
export function intlLocale(instance: I18n): string {
  const locales = instance.locales;
  return (Array.isArray(locales) ? locales[0] : locales) ?? localeInfo(instance.locale).locale;
}

export { i18n };
