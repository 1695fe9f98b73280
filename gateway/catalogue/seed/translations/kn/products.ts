import type { ProductTexts } from '../types';
import { BRAKES_TEXTS } from './products-brakes';
import { ELECTRICALS_TEXTS } from './products-electricals';
import { ENGINE_TEXTS } from './products-engine';
import { EXTERIOR_TEXTS } from './products-exterior';
import { INTERIOR_CABIN_TEXTS } from './products-interior-cabin';
import { INTERIOR_SEATS_TEXTS } from './products-interior-seats';
import { OILS_TEXTS } from './products-oils';
import { TWO_WHEELER_TEXTS } from './products-two-wheeler';
import { TYRES_TEXTS } from './products-tyres';

/** Kannada texts of every seed product, keyed by slug; one file per seed file. */
export const PRODUCT_TEXTS: Record<string, ProductTexts> = {
  ...ENGINE_TEXTS,
  ...BRAKES_TEXTS,
  ...ELECTRICALS_TEXTS,
  ...TYRES_TEXTS,
  ...INTERIOR_SEATS_TEXTS,
  ...INTERIOR_CABIN_TEXTS,
  ...EXTERIOR_TEXTS,
  ...OILS_TEXTS,
  ...TWO_WHEELER_TEXTS,
};
