import type { ReactiveVar } from '@apollo/client';
import { useReactiveVar } from '@apollo/client/react';
import { createContext, useContext } from 'react';
import { CURRENCY_COOKIE, LANGUAGE_COOKIE } from '../ssr/server-state';
import { detectLocale, isLocaleCode, type LanguageInfo, type LocaleCode } from '../i18n/locales';
import { persistedVar } from './persisted-state';

/** The shopper's interface language, kept across visits. */
export const languageVar = persistedVar<LocaleCode>('language', detectLocale(), (value) =>
  isLocaleCode(value) ? value : undefined,
);

/** A plausible ISO 4217 code ("EUR"); which ones are offered comes from the gateway. */
export function isCurrencyCode(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Z]{3}$/.test(value);
}

/** The currency prices are shown in (ISO code); INR by default (spec section 9). */
export const currencyVar = persistedVar<string>('currency', 'INR', (value) =>
  isCurrencyCode(value) ? value : undefined,
);

/**
 * The language and currency of one server render (docs/decisions/046). The server renders many
 * pages at once, each for its own shopper, so it never writes the reactive variables above (they
 * are the process's); it provides this instead. Null in the browser, where the variables hold the
 * shopper's choice (set to the server's values while hydrating).
 */
export const RenderPreferencesContext = createContext<{ language: LocaleCode; currency: string } | null>(null);

/** The shopper's interface language: the server render's, else the kept choice. */
export function useLanguageCode(): LocaleCode {
  const chosen = useReactiveVar(languageVar);
  return useContext(RenderPreferencesContext)?.language ?? chosen;
}

/** The currency prices are shown in: the server render's, else the kept choice. */
export function useCurrencyCode(): string {
  const chosen = useReactiveVar(currencyVar);
  return useContext(RenderPreferencesContext)?.currency ?? chosen;
}

/**
 * The gateway's languages as last answered (code, Intl locale, direction), so that the next
 * visit's first paint has the right locale and direction without waiting for the gateway.
 */
export const knownLanguagesVar = persistedVar<LanguageInfo[]>('languages', [], (value) =>
  Array.isArray(value) && value.every(isLanguageInfo) ? value : undefined,
);

function isLanguageInfo(value: unknown): value is LanguageInfo {
  if (typeof value !== 'object' || value === null) return false;
  const { code, locale, direction } = value as Record<string, unknown>;
  return (
    isLocaleCode(code) &&
    typeof locale === 'string' &&
    /^[A-Za-z0-9-]{2,35}$/.test(locale) &&
    (direction === 'ltr' || direction === 'rtl')
  );
}

/**
 * Keeps the language and currency in cookies as well, now and after every change: the server
 * reads them to render a page in the shopper's language and currency (see shared/ssr).
 */
export function keepPreferenceCookies(): void {
  const keep = <T extends string>(variable: ReactiveVar<T>, name: string) => {
    const write = () => {
      document.cookie = `${name}=${encodeURIComponent(variable())}; path=/; max-age=31536000; samesite=lax`;
      variable.onNextChange(write);
    };
    write();
  };
  keep(languageVar, LANGUAGE_COOKIE);
  keep(currencyVar, CURRENCY_COOKIE);
}
