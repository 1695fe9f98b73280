import { useReactiveVar } from '@apollo/client/react';
import { useState } from 'react';
import { useLanguagesQuery } from '@web/__generated__/graphql';
import { activateLocale } from '@web/shared/i18n/i18n';
import { isLocaleCode, LOCALES } from '@web/shared/i18n/locales';
import { languageVar } from '@web/shared/state/preferences';

/** Native names so that a shopper can find their language whatever is shown now. */
const FALLBACK_NAMES: Record<string, string> = {
  en: 'English',
  hi: 'हिन्दी',
  kn: 'ಕನ್ನಡ',
  ta: 'தமிழ்',
  te: 'తెలుగు',
};

/**
 * The languages the gateway offers that the app has catalogues for, the current one, and a
 * switch that loads the chosen catalogue without a reload (kept in browser storage).
 */
export function useLanguages() {
  const current = useReactiveVar(languageVar);
  const [busy, setBusy] = useState(false);
  const { data } = useLanguagesQuery();
  const languages = (
    data?.languages ?? LOCALES.map((l) => ({ code: l.code, name: FALLBACK_NAMES[l.code]!, direction: 'LTR' as const }))
  ).filter((l) => isLocaleCode(l.code));

  async function change(code: string) {
    if (!isLocaleCode(code) || code === current) return;
    const direction = languages.find((l) => l.code === code)?.direction === 'RTL' ? 'rtl' : 'ltr';
    setBusy(true);
    try {
      await activateLocale(code, direction);
      languageVar(code);
    } finally {
      setBusy(false);
    }
  }

  return { languages, current, busy, change };
}
