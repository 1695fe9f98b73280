import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, type Direction, type LocaleCode, localeInfo } from './locales';

type CatalogModule = { messages: Messages };

/** One lazy chunk per language: a catalogue is fetched only when that language is chosen. */
const catalogs = import.meta.glob<CatalogModule>('../../../../locales/*/messages.po');

async function loadCatalog(code: LocaleCode): Promise<Messages> {
  const loader = catalogs[`../../../../locales/${code}/messages.po`];
  if (!loader) throw new Error(`No message catalogue for ${code}`);
  return (await loader()).messages;
}

/**
 * Loads a language and makes it current. Its messages are merged over English, so a message
 * missing from a translation shows in English (spec section 1).
 */
export async function activateLocale(code: LocaleCode, direction?: Direction): Promise<void> {
  const english = await loadCatalog(DEFAULT_LOCALE);
  const messages = code === DEFAULT_LOCALE ? english : { ...english, ...(await loadCatalog(code)) };
  i18n.loadAndActivate({ locale: code, messages });
  if (typeof document !== 'undefined') {
    document.documentElement.lang = localeInfo(code).locale;
    document.documentElement.dir = direction ?? localeInfo(code).direction;
  }
}

export { i18n };
