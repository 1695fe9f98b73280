import type { Messages } from '@lingui/core';

type CatalogModule = { messages: Messages };

/**
 * The message catalogues the web app ships, keyed by language code. This glob is the only list
 * of languages in the web app: Vite needs it at build time to make one lazy chunk per catalogue,
 * so a catalogue is fetched only when its language is chosen. Which languages are offered, their
 * names, BCP 47 locales and directions come from the gateway (`languages` query).
 */
const loaders = import.meta.glob<CatalogModule>('../../../../locales/*/messages.po');

const byCode = new Map(
  Object.entries(loaders).map(([path, load]) => [/locales\/([^/]+)\/messages\.po$/.exec(path)![1]!, load]),
);

/** Codes of the catalogues the app ships, sorted. */
export const CATALOG_CODES: readonly string[] = [...byCode.keys()].sort();

export function hasCatalog(code: string): boolean {
  return byCode.has(code);
}

/** The messages of one catalogue; a language without a catalogue has none (it shows English). */
export async function loadCatalog(code: string): Promise<Messages> {
  const load = byCode.get(code);
  return load ? (await load()).messages : {};
}
