import type { SeedProduct } from './types';
import { ENGINE_PRODUCTS } from './products-engine';
import { BRAKES_PRODUCTS } from './products-brakes';
import { ELECTRICALS_PRODUCTS } from './products-electricals';
import { TYRES_PRODUCTS } from './products-tyres';
import { INTERIOR_SEAT_PRODUCTS } from './products-interior-seats';
import { INTERIOR_CABIN_PRODUCTS } from './products-interior-cabin';
import { EXTERIOR_PRODUCTS } from './products-exterior';
import { OILS_PRODUCTS } from './products-oils';
import { TWO_WHEELER_PRODUCTS } from './products-two-wheeler';

/** All sample products, grouped by top-level category in menu order. */
export const PRODUCTS: SeedProduct[] = [
  ...ENGINE_PRODUCTS,
  ...BRAKES_PRODUCTS,
  ...ELECTRICALS_PRODUCTS,
  ...TYRES_PRODUCTS,
  ...INTERIOR_SEAT_PRODUCTS,
  ...INTERIOR_CABIN_PRODUCTS,
  ...EXTERIOR_PRODUCTS,
  ...OILS_PRODUCTS,
  ...TWO_WHEELER_PRODUCTS,
];
