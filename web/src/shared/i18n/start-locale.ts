import type { ApolloClient } from '@apollo/client';
import { LanguagesDocument, type LanguagesQuery } from '@web/__generated__/graphql';
import { knownLanguagesVar, languageVar } from '../state/preferences';
import { hasCatalog } from './catalogs';
import { activateLocale } from './i18n';
import { DEFAULT_LANGUAGE, type LanguageInfo, registerLanguages } from './locales';

/**
 * The shopper's language at start-up, without waiting for the network before the first paint.
 *
 * The chosen language is activated as soon as its catalogue is here, with the locale and
 * direction the gateway gave for it on the last visit (remembered in the browser; a first visit
 * uses the code itself until the gateway answers). Meanwhile the gateway is asked for its
 * languages (the answer stays in Apollo's cache for the pickers); `checked` settles once that
 * answer is applied: the chosen language again if its locale or direction changed, or the
 * gateway's default (first) language if the chosen one is no longer offered. Without an answer
 * the choice stays.
 */
export async function startLocale(client: ApolloClient): Promise<{ checked: Promise<void> }> {
  registerLanguages(knownLanguagesVar());
  const wanted = languageVar();
  const first = hasCatalog(wanted) || knownLanguagesVar().some((l) => l.code === wanted) ? wanted : DEFAULT_LANGUAGE;
  // Asked in a task of its own: the first query's set-up in Apollo is not small, and the first
  // paint does not need the answer.
  const answer = new Promise((resolve) => setTimeout(resolve))
    .then(() => client.query<LanguagesQuery>({ query: LanguagesDocument }))
    .then((result) => registerLanguages(result.data?.languages ?? []))
    .catch((): LanguageInfo[] => []);
  const active = await activateLocale(first);
  const checked = answer.then(async (languages) => {
    if (languages.length === 0) return;
    knownLanguagesVar(languages);
    const chosen = languages.find((l) => l.code === wanted) ?? languages[0]!;
    if (chosen.code !== active.code || chosen.locale !== active.locale || chosen.direction !== active.direction) {
      await activateLocale(chosen);
    }
    if (chosen.code !== wanted) {
      // The kept choice is no longer offered: the content asked so far was in it, so ask again.
      languageVar(chosen.code);
      await client.resetStore().catch(() => undefined);
    }
  });
  return { checked };
}
