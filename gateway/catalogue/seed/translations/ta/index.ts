import type { LocaleContentTexts } from '../types';
import { PRODUCT_TEXTS } from './products';
import { SPEC_TEXTS } from './specs';
import { POST_TEXTS } from './posts';

/** Everything written in Tamil (Tamil script) for the shop's content. */
export const TA_TEXTS: LocaleContentTexts = {
  products: PRODUCT_TEXTS,
  specs: SPEC_TEXTS,
  posts: POST_TEXTS,
};
