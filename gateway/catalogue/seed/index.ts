/**
 * Sample catalogue for the Indian auto-parts shop: pure data, no database code.
 * Images referenced here live under web/public (served at /images/...).
 */
export * from './types';
export { CATEGORIES } from './categories';
export { BRANDS } from './brands';
export { COLORS } from './colors';
export { PRODUCTS } from './products';
export { ENGLISH_REVIEWS, REVIEWS, REVIEWLESS_PRODUCT_SLUGS } from './reviews';
export { REVIEWS_IN_LANGUAGES } from './reviews-in-languages';
export { BLOG_CATEGORIES, POSTS } from './blog';
export { COUNTRIES } from './countries';
