import { useReactiveVar } from '@apollo/client/react';
import { useState } from 'react';
import { useLanguagesQuery } from '@web/__generated__/graphql';
import { activateLocale } from '@web/shared/i18n/i18n';
import { toLanguageInfo } from '@web/shared/i18n/locales';
import { languageVar } from '@web/shared/state/preferences';

/**
 * The languages the gateway offers (code, name in its own script, locale, direction), the current
 * one, and a switch that loads the chosen catalogue without a reload (kept in browser storage).
 * The start-up already put the list in Apollo's cache, so the pickers never wait for it.
 */
export function useLanguages() {
  const current = useReactiveVar(languageVar);
  const [busy, setBusy] = useState(false);
  const { data } = useLanguagesQuery();
  const languages = data?.languages ?? [];

  async function change(code: string) {
    const language = languages.find((l) => l.code === code);
    if (!language || code === current) return;
    setBusy(true);
    try {
      await activateLocale(toLanguageInfo(language));
      languageVar(code);
    } finally {
      setBusy(false);
    }
  }

  return { languages, current, busy, change };
}
