/** The interface languages the web app ships catalogues for (spec section 1). */
export const LOCALES = [
  { code: 'en', locale: 'en-IN', direction: 'ltr' },
  { code: 'hi', locale: 'hi-IN', direction: 'ltr' },
  { code: 'kn', locale: 'kn-IN', direction: 'ltr' },
  { code: 'ta', locale: 'ta-IN', direction: 'ltr' },
  { code: 'te', locale: 'te-IN', direction: 'ltr' },
] as const;

export type LocaleCode = (typeof LOCALES)[number]['code'];
export type Direction = 'ltr' | 'rtl';

export const DEFAULT_LOCALE: LocaleCode = 'en';

export function isLocaleCode(value: unknown): value is LocaleCode {
  return LOCALES.some((l) => l.code === value);
}

export function localeInfo(code: LocaleCode) {
  return LOCALES.find((l) => l.code === code) ?? LOCALES[0];
}

/** The first supported language the browser asks for, else English. */
export function detectLocale(languages: readonly string[] = globalThis.navigator?.languages ?? []): LocaleCode {
  for (const tag of languages) {
    const code = tag.toLowerCase().split('-')[0];
    if (isLocaleCode(code)) return code;
  }
  return DEFAULT_LOCALE;
}
