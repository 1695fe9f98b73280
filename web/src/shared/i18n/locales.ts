import { hasCatalog } from './catalogs';

export type Direction = 'ltr' | 'rtl';
/** A language code as the gateway lists it ("hi"). */
export type LocaleCode = string;

/** What the web app needs to know about a language; the gateway's `languages` query is the source. */
export interface LanguageInfo {
  code: LocaleCode;
  /** BCP 47 locale used by Intl ("hi-IN"). */
  locale: string;
  direction: Direction;
}

/**
 * English: the source language, the fallback for anything missing in another catalogue (spec
 * section 1: language files are merged over English) and the language used when the gateway
 * cannot be reached.
 */
export const DEFAULT_LANGUAGE: LanguageInfo = { code: 'en', locale: 'en-IN', direction: 'ltr' };
export const DEFAULT_LOCALE: LocaleCode = DEFAULT_LANGUAGE.code;

const known = new Map<string, LanguageInfo>([[DEFAULT_LANGUAGE.code, DEFAULT_LANGUAGE]]);

/** A gateway Language (direction LTR | RTL) as LanguageInfo. */
export function toLanguageInfo(language: { code: string; locale: string; direction: string }): LanguageInfo {
  return {
    code: language.code,
    locale: language.locale,
    direction: language.direction.toLowerCase() === 'rtl' ? 'rtl' : 'ltr',
  };
}

/** Remembers the gateway's languages so that a code can be turned into its locale and direction. */
export function registerLanguages(
  languages: readonly { code: string; locale: string; direction: string }[],
): LanguageInfo[] {
  return languages.map((language) => {
    const info = toLanguageInfo(language);
    known.set(info.code, info);
    return info;
  });
}

/** A plausible language code (persisted choices are checked against the gateway's list at start). */
export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && /^[a-z]{2,3}$/.test(value);
}

/** Locale and direction of a code as the gateway gave them; before that, the code itself, left to right. */
export function localeInfo(code: LocaleCode): LanguageInfo {
  return known.get(code) ?? { code, locale: code, direction: 'ltr' };
}

/** The first language the browser asks for that the app has a catalogue for, else English. */
export function detectLocale(languages: readonly string[] = globalThis.navigator?.languages ?? []): LocaleCode {
  for (const tag of languages) {
    const code = tag.toLowerCase().split('-')[0]!;
    if (hasCatalog(code)) return code;
  }
  return DEFAULT_LOCALE;
}

/** Accept-Language's tags, most wanted first: the one reading the gateway uses too (rules/i18n). */
export { acceptedLanguages } from '@rules/i18n/accept-language';
