import { detectLocale, isLocaleCode, type LocaleCode } from '../i18n/locales';
import { persistedVar } from './persisted-state';

/** The shopper's interface language, kept across visits. */
export const languageVar = persistedVar<LocaleCode>('language', detectLocale(), (value) =>
  isLocaleCode(value) ? value : undefined,
);

/** The currency prices are shown in (ISO code); INR by default (spec section 9). */
export const currencyVar = persistedVar<string>('currency', 'INR', (value) =>
  typeof value === 'string' && /^[A-Z]{3}$/.test(value) ? value : undefined,
);
