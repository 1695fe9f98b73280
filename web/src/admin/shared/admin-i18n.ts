import { i18n, type Messages } from '@lingui/core';
import { loadCatalog } from '@web/shared/i18n/catalogs';
import { DEFAULT_LOCALE, localeInfo, type LocaleCode } from '@web/shared/i18n/locales';

type CatalogModule = { messages: Messages };

/** The back office's catalogues (locales/<code>/admin.po), one lazy chunk each, loaded only under /admin. */
const loaders = import.meta.glob<CatalogModule>('../../../../locales/*/admin.po');
const byCode = new Map(
  Object.entries(loaders).map(([path, load]) => [/locales\/([^/]+)\/admin\.po$/.exec(path)![1]!, load]),
);

/** Languages the back office is translated into, sorted. */
export const ADMIN_LANGUAGES: readonly LocaleCode[] = [...byCode.keys()].sort();

const load = async (code: string): Promise<Messages> => {
  const loader = byCode.get(code);
  return loader ? (await loader()).messages : {};
};

/**
 * Makes a language current in the back office: its own messages over the shop's (shared error
 * messages, order and payment statuses), each over English, so a missing one shows in English.
 */
export async function activateAdminLocale(code: LocaleCode): Promise<void> {
  const info = localeInfo(code);
  const own = code === DEFAULT_LOCALE;
  const [shopEn, shop, adminEn, admin] = await Promise.all([
    loadCatalog(DEFAULT_LOCALE),
    own ? Promise.resolve({}) : loadCatalog(code),
    load(DEFAULT_LOCALE),
    own ? Promise.resolve({}) : load(code),
  ]);
  i18n.loadAndActivate({
    locale: code,
    locales: [info.locale],
    messages: { ...shopEn, ...shop, ...adminEn, ...admin },
  });
  document.documentElement.lang = info.locale;
  document.documentElement.dir = info.direction;
}
