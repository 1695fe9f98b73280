import type { LocaleContentTexts } from './types';
import { HI_TEXTS } from './hi';
import { KN_TEXTS } from './kn';
import { TA_TEXTS } from './ta';
import { TE_TEXTS } from './te';

/**
 * The written translations of the shop's product texts, specification labels and values, and blog
 * posts, per locale (issue #22). A locale missing here, or a product or post missing in a locale, falls
 * back to English field by field.
 */
export const CONTENT_TEXTS: Partial<Record<'hi' | 'kn' | 'ta' | 'te', LocaleContentTexts>> = {
  hi: HI_TEXTS,
  kn: KN_TEXTS,
  ta: TA_TEXTS,
  te: TE_TEXTS,
};
