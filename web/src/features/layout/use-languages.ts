import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useLanguagesQuery } from '@web/__generated__/graphql';
import { activateLocale } from '@web/shared/i18n/i18n';
import { toLanguageInfo } from '@web/shared/i18n/locales';
import { languageVar, useLanguageCode } from '@web/shared/state/preferences';

/**
 * The languages the gateway offers (code, name in its own script, locale, direction), the current
 * one, and a switch that loads the chosen catalogue without a reload (kept in browser storage)
 * and asks the page's content again in that language.
 * The start-up already put the list in Apollo's cache, so the pickers never wait for it.
 */
export function useLanguages() {
  const current = useLanguageCode();
  const [busy, setBusy] = useState(false);
  const client = useApolloClient();
  const { data } = useLanguagesQuery();
  const languages = data?.languages ?? [];

  async function change(code: string) {
    const language = languages.find((l) => l.code === code);
    if (!language || code === current) return;
    setBusy(true);
    try {
      await activateLocale(toLanguageInfo(language));
      languageVar(code);
      // The shop's content comes in the language asked (Accept-Language): the cached answers are
      // the old language's, so they go, and the page's queries ask again (docs/decisions/034).
      await client.resetStore().catch(() => undefined);
    } finally {
      setBusy(false);
    }
  }

  return { languages, current, busy, change };
}
