import type { LocaleContentTexts } from '../types';
import { POST_TEXTS } from './posts';
import { PRODUCT_TEXTS } from './products';
import { SPEC_TEXTS } from './specs';

/** Everything written in Telugu (te) for the shop's content. */
export const TE_TEXTS: LocaleContentTexts = {
  products: PRODUCT_TEXTS,
  specs: SPEC_TEXTS,
  posts: POST_TEXTS,
};
