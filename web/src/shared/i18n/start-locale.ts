import type { ApolloClient } from '@apollo/client';
import { LanguagesDocument, type LanguagesQuery } from '@web/__generated__/graphql';
import { languageVar } from '../state/preferences';
import { hasCatalog, loadCatalog } from './catalogs';
import { activateLocale } from './i18n';
import { DEFAULT_LANGUAGE, registerLanguages } from './locales';

/**
 * Before the first paint: asks the gateway for its languages (the answer stays in Apollo's cache
 * for the pickers) while the chosen catalogue downloads, then activates the chosen language if
 * the gateway still offers it, else the gateway's default (first) language. Without an answer
 * the chosen catalogue is still shown (a code's locale then is the code itself).
 */
export async function startLocale(client: ApolloClient): Promise<void> {
  const wanted = languageVar();
  const [languages] = await Promise.all([
    client
      .query<LanguagesQuery>({ query: LanguagesDocument })
      .then((result) => registerLanguages(result.data?.languages ?? []))
      .catch(() => []),
    loadCatalog(wanted),
  ]);
  if (languages.length === 0) return activateLocale(hasCatalog(wanted) ? wanted : DEFAULT_LANGUAGE);
  const chosen = languages.find((l) => l.code === wanted) ?? languages[0]!;
  await activateLocale(chosen);
  if (chosen.code !== wanted) languageVar(chosen.code);
}
