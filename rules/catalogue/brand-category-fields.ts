/**
 * The fields of a brand and of a shop category as the back office edits them, and their checks
 * (pure): one rule set for the admin forms and the admin API. What needs the database (the slug
 * is free, the parent exists and is not the category itself or below it) is checked by the
 * gateway after these. Brand names are never translated (docs/decisions/034); a category's name
 * and description are, per language.
 */
import { type ProductFieldCode, SLUG_PATTERN, slugify } from './product-fields';

export const REFERENCE_LIMITS = {
  name: 100,
  slug: 120,
  description: 2_000,
  image: 300,
  maxPosition: 10_000,
} as const;

/** The languages a category's texts are translated into (English is the row itself). */
export const TRANSLATION_LANGUAGES = ['hi', 'kn', 'ta', 'te'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

/** ISO 3166-1 alpha-2, capitals: where a brand comes from. */
export const COUNTRY_PATTERN = /^[A-Z]{2}$/;
/** A picture of the shop's own, by its path ("/images/brands/bosch.png"); empty for none. */
export const IMAGE_PATH_PATTERN = /^\/[A-Za-z0-9._/-]+$/;

export interface BrandFields {
  name: string;
  /** Made from the name when empty. */
  slug: string;
  country: string;
  image: string;
}

export interface CategoryTranslationFields {
  language: string;
  /** Empty: the English name is shown. */
  name: string;
  description: string;
}

export interface CategoryFields {
  name: string;
  slug: string;
  description: string;
  /** Slug of the parent category; empty for a top-level one. */
  parent: string;
  /** `products`: the page lists products; `categories`: it lists its subcategories. */
  layout: 'products' | 'categories';
  position: number;
  translations: CategoryTranslationFields[];
}

export interface ReferenceFieldError {
  /** SLUG_NOT_MADE: the name has no Latin letters or digits to make a slug from, and none was given. */
  code: ProductFieldCode | 'SLUG_NOT_MADE';
  field: string[];
}

/**
 * A brand's name as compared with the others': case and spaces do not count, so "BOSCH" and
 * " Bosch " are the Bosch the catalogue already has.
 */
export function brandNameKey(name: string): string {
  return name.normalize('NFKC').toLocaleLowerCase('en').replace(/\s+/g, '');
}

function text(errors: ReferenceFieldError[], value: string, field: string[], max: number, required: boolean) {
  if (required && value.trim() === '') errors.push({ code: 'ERROR_FORM_REQUIRED', field });
  else if (value.length > max) errors.push({ code: 'ERROR_FORM_TOO_LONG', field });
}

function slug(errors: ReferenceFieldError[], value: string) {
  if (value !== '' && (value.length > REFERENCE_LIMITS.slug || !SLUG_PATTERN.test(value)))
    errors.push({ code: 'ERROR_FORM_INVALID', field: ['slug'] });
}

/** The slug to store: the one given, else one made from the name. */
export function referenceSlug(fields: { name: string; slug: string }): string {
  return fields.slug !== '' ? fields.slug : slugify(fields.name).slice(0, REFERENCE_LIMITS.slug);
}

/** Every problem of a brand's fields that needs no database; empty when they may be stored. */
export function checkBrandFields(b: BrandFields): ReferenceFieldError[] {
  const errors: ReferenceFieldError[] = [];
  text(errors, b.name, ['name'], REFERENCE_LIMITS.name, true);
  if (b.name.trim() !== '' && b.slug === '' && slugify(b.name) === '')
    errors.push({ code: 'SLUG_NOT_MADE', field: ['slug'] });
  slug(errors, b.slug);
  if (!COUNTRY_PATTERN.test(b.country)) errors.push({ code: 'ERROR_FORM_INVALID', field: ['country'] });
  if (b.image !== '' && (b.image.length > REFERENCE_LIMITS.image || !IMAGE_PATH_PATTERN.test(b.image)))
    errors.push({ code: 'ERROR_FORM_INVALID', field: ['image'] });
  return errors;
}

/** Every problem of a category's fields that needs no database; empty when they may be stored. */
export function checkCategoryFields(c: CategoryFields): ReferenceFieldError[] {
  const errors: ReferenceFieldError[] = [];
  text(errors, c.name, ['name'], REFERENCE_LIMITS.name, true);
  if (c.name.trim() !== '' && c.slug === '' && slugify(c.name) === '')
    errors.push({ code: 'SLUG_NOT_MADE', field: ['slug'] });
  slug(errors, c.slug);
  text(errors, c.description, ['description'], REFERENCE_LIMITS.description, false);
  if (c.parent !== '' && !SLUG_PATTERN.test(c.parent)) errors.push({ code: 'ERROR_FORM_INVALID', field: ['parent'] });
  if (c.layout !== 'products' && c.layout !== 'categories')
    errors.push({ code: 'ERROR_FORM_INVALID', field: ['layout'] });
  if (!Number.isInteger(c.position) || c.position < 0 || c.position > REFERENCE_LIMITS.maxPosition)
    errors.push({ code: 'ERROR_FORM_OUT_OF_RANGE', field: ['position'] });
  if (c.translations.length > TRANSLATION_LANGUAGES.length)
    errors.push({ code: 'ERROR_FORM_OUT_OF_RANGE', field: ['translations'] });
  const seen = new Set<string>();
  c.translations.forEach((t, i) => {
    const at = (field: string) => ['translations', String(i), field];
    if (!(TRANSLATION_LANGUAGES as readonly string[]).includes(t.language) || seen.has(t.language))
      errors.push({ code: 'ERROR_FORM_INVALID', field: at('language') });
    seen.add(t.language);
    text(errors, t.name, at('name'), REFERENCE_LIMITS.name, false);
    text(errors, t.description, at('description'), REFERENCE_LIMITS.description, false);
  });
  return errors;
}
