/**
 * The fields of a product as the back office edits them, and their checks (pure): one rule set
 * for the product form, the admin API and every row of a CSV import. Amounts are integer paise.
 * What needs the database (brand, part type, categories and vehicles exist, the HSN code has a
 * GST rate, the SKU is free) is checked by the gateway after these.
 */
import { checkPriceWithinMrp } from './mrp';

export const STOCK_STATUSES = ['in-stock', 'out-of-stock', 'on-backorder'] as const;
export type StockStatusValue = (typeof STOCK_STATUSES)[number];
export const COMPATIBILITIES = ['all', 'unknown', 'list'] as const;
export type CompatibilityValue = (typeof COMPATIBILITIES)[number];

export const PRODUCT_LIMITS = {
  sku: 40,
  name: 200,
  slug: 120,
  partNumber: 60,
  excerpt: 500,
  description: 20_000,
  categories: 10,
  vehicles: 5_000,
  options: 10,
  optionValues: 40,
  optionName: 60,
  /** ₹1 in paise: the least price or MRP (a price of ₹0 sold parts for nothing). */
  minPrice: 100,
  /** ₹1 crore in paise: no part costs more, and a typo of a few zeros is caught. */
  maxPrice: 1_000_000_000,
  maxStock: 1_000_000,
} as const;

export type ProductFieldCode =
  | 'ERROR_FORM_REQUIRED'
  | 'ERROR_FORM_TOO_LONG'
  | 'ERROR_FORM_INVALID'
  | 'ERROR_FORM_OUT_OF_RANGE'
  | 'PRICE_ABOVE_MRP'
  | 'PRICE_TOO_LOW'
  | 'OPTION_NAME_REPEATED'
  | 'OPTION_VALUE_REPEATED'
  | 'OPTION_COLOR_REPEATED'
  | 'COLOR_OPTION_REPEATED'
  | 'OPTION_VALUE_COUNT'
  | 'VEHICLES_REQUIRED';

export interface ProductFieldError {
  code: ProductFieldCode;
  field: string[];
}

export interface ProductOptionFields {
  name: string;
  /** `color`: each value names a colour of the shop's palette. */
  type: 'default' | 'color';
  values: { name: string; color?: string | null }[];
}

export interface ProductFields {
  sku: string;
  name: string;
  /** The address of the product page; made from the name when empty. */
  slug: string;
  partNumber: string;
  brand: string;
  type: string;
  /** Slugs of the product's own categories (their ancestors are implied). */
  categories: string[];
  price: number;
  mrp: number | null;
  hsnCode: string;
  stockQuantity: number;
  stockStatus: StockStatusValue;
  excerpt: string;
  description: string;
  compatibility: CompatibilityValue;
  /** Vehicle ids the part fits; only with compatibility `list`. */
  vehicles: string[];
  options: ProductOptionFields[];
}

export const SKU_PATTERN = /^[A-Z0-9][A-Z0-9._/-]*$/;
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** An HSN code of goods: 4, 6 or 8 digits (the database checks the same). */
export const HSN_PATTERN = /^[0-9]{4}([0-9]{2}){0,2}$/;

/** A slug from a name: "Bosch Brake Pads (Creta)" → "bosch-brake-pads-creta". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PRODUCT_LIMITS.slug)
    .replace(/-+$/, '');
}

/**
 * The rupees of an amount: digits, or digits grouped by commas as India writes them (1,250 and
 * 1,25,000: threes at the end, twos before) or as the rest of the world does (125,000). Any other
 * comma ("12,50", "1,2,3") is a typo, not a thousands separator: stripping it read "12,50" as ₹1,250.
 */
const RUPEES = /^(?:\d{1,9}|\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)$/;

/**
 * Rupees as written by people ("1899", "1,899.50", "1,25,000", "₹ 1899.5") to paise, exactly;
 * null if not an amount (a comma that does not group digits included).
 */
export function rupeesToPaise(text: string): number | null {
  const cleaned = text.replace(/^\s*(₹|rs\.?|inr)\s*/i, '').trim();
  const match = /^([\d,]+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match || !RUPEES.test(match[1]!)) return null;
  const rupees = match[1]!.replace(/,/g, '');
  if (rupees.length > 9) return null;
  return Number(rupees) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Paise as rupees with two decimals ("1899.00"): what the CSV export writes. */
export function paiseToRupees(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

function text(errors: ProductFieldError[], value: string, field: string, max: number, required = true) {
  if (required && value.trim() === '') errors.push({ code: 'ERROR_FORM_REQUIRED', field: [field] });
  else if (value.length > max) errors.push({ code: 'ERROR_FORM_TOO_LONG', field: [field] });
}

/** What is wrong with a price or MRP in paise: below ₹1, above ₹1 crore or not whole paise; null if nothing. */
export function amountProblem(paise: number): 'PRICE_TOO_LOW' | 'ERROR_FORM_OUT_OF_RANGE' | null {
  if (!Number.isInteger(paise) || paise > PRODUCT_LIMITS.maxPrice) return 'ERROR_FORM_OUT_OF_RANGE';
  return paise < PRODUCT_LIMITS.minPrice ? 'PRICE_TOO_LOW' : null;
}

function amount(errors: ProductFieldError[], value: number | null, field: string) {
  const code = value === null ? null : amountProblem(value);
  if (code) errors.push({ code, field: [field] });
}

/**
 * The problems of a product's options: names given, short and unique (by slug, as the shop names
 * options in carts and orders), 1–40 values each with a unique name, at most one colour option,
 * whose values each name one colour, each colour once.
 */
export function checkProductOptions(list: readonly ProductOptionFields[]): ProductFieldError[] {
  const errors: ProductFieldError[] = [];
  if (list.length > PRODUCT_LIMITS.options) errors.push({ code: 'ERROR_FORM_OUT_OF_RANGE', field: ['options'] });
  const names = new Set<string>();
  list.forEach((option, i) => {
    const at = (field: string) => ['options', String(i), field];
    const secondColour = option.type === 'color' && list.findIndex((o) => o.type === 'color') !== i;
    // Its name's slug and the slug the shop stores (a colour option's is always `color`): both unique.
    const slugs = [slugify(option.name), option.type === 'color' ? 'color' : slugify(option.name)];
    if (option.name.trim() === '' || slugify(option.name) === '')
      errors.push({ code: 'ERROR_FORM_REQUIRED', field: at('name') });
    else if (option.name.length > PRODUCT_LIMITS.optionName)
      errors.push({ code: 'ERROR_FORM_TOO_LONG', field: at('name') });
    else if (!secondColour && slugs.some((slug) => names.has(slug)))
      errors.push({ code: 'OPTION_NAME_REPEATED', field: at('name') });
    for (const slug of slugs) names.add(slug);
    if (option.values.length === 0 || option.values.length > PRODUCT_LIMITS.optionValues)
      errors.push({ code: 'OPTION_VALUE_COUNT', field: at('values') });
    if (secondColour) errors.push({ code: 'COLOR_OPTION_REPEATED', field: at('type') });
    const values = new Set<string>();
    option.values.forEach((value, j) => {
      const field = ['options', String(i), 'values', String(j)];
      if (value.name.trim() === '' || slugify(value.name) === '')
        errors.push({ code: 'ERROR_FORM_REQUIRED', field: [...field, 'name'] });
      else if (value.name.length > PRODUCT_LIMITS.optionName)
        errors.push({ code: 'ERROR_FORM_TOO_LONG', field: [...field, 'name'] });
      else if (values.has(slugify(value.name)))
        errors.push({ code: 'OPTION_VALUE_REPEATED', field: [...field, 'name'] });
      values.add(slugify(value.name));
      if (value.color && option.values.findIndex((v) => v.color === value.color) !== j)
        errors.push({ code: 'OPTION_COLOR_REPEATED', field: [...field, 'color'] });
      if ((option.type === 'color') !== Boolean(value.color))
        errors.push({
          code: option.type === 'color' ? 'ERROR_FORM_REQUIRED' : 'ERROR_FORM_INVALID',
          field: [...field, 'color'],
        });
    });
  });
  return errors;
}

/** Which vehicles a part fits: a list needs vehicles (at most 5,000), `all` and `unknown` take none. */
export function checkFitment(compatibility: CompatibilityValue, vehicles: readonly string[]): ProductFieldError[] {
  if (!COMPATIBILITIES.includes(compatibility)) return [{ code: 'ERROR_FORM_INVALID', field: ['compatibility'] }];
  if (compatibility === 'list' && vehicles.length === 0) return [{ code: 'VEHICLES_REQUIRED', field: ['vehicles'] }];
  if (compatibility !== 'list' && vehicles.length > 0) return [{ code: 'ERROR_FORM_INVALID', field: ['vehicles'] }];
  if (vehicles.length > PRODUCT_LIMITS.vehicles) return [{ code: 'ERROR_FORM_OUT_OF_RANGE', field: ['vehicles'] }];
  return [];
}

/** Every problem of these fields that needs no database; empty when they may be stored. */
export function checkProductFields(p: ProductFields): ProductFieldError[] {
  const errors: ProductFieldError[] = [];
  text(errors, p.sku, 'sku', PRODUCT_LIMITS.sku);
  if (p.sku.trim() !== '' && p.sku.length <= PRODUCT_LIMITS.sku && !SKU_PATTERN.test(p.sku))
    errors.push({ code: 'ERROR_FORM_INVALID', field: ['sku'] });
  text(errors, p.name, 'name', PRODUCT_LIMITS.name);
  if (p.slug !== '' && (p.slug.length > PRODUCT_LIMITS.slug || !SLUG_PATTERN.test(p.slug)))
    errors.push({ code: 'ERROR_FORM_INVALID', field: ['slug'] });
  text(errors, p.partNumber, 'partNumber', PRODUCT_LIMITS.partNumber);
  text(errors, p.brand, 'brand', 100);
  text(errors, p.type, 'type', 100);
  if (p.categories.length === 0) errors.push({ code: 'ERROR_FORM_REQUIRED', field: ['categories'] });
  else if (p.categories.length > PRODUCT_LIMITS.categories)
    errors.push({ code: 'ERROR_FORM_OUT_OF_RANGE', field: ['categories'] });
  amount(errors, p.price, 'price');
  amount(errors, p.mrp, 'mrp');
  const aboveMrp = checkPriceWithinMrp(p.price, p.mrp);
  if (aboveMrp && !errors.some((e) => e.field[0] === 'price' || e.field[0] === 'mrp'))
    errors.push({ code: aboveMrp.code, field: [aboveMrp.field] });
  if (p.hsnCode === '') errors.push({ code: 'ERROR_FORM_REQUIRED', field: ['hsnCode'] });
  else if (!HSN_PATTERN.test(p.hsnCode)) errors.push({ code: 'ERROR_FORM_INVALID', field: ['hsnCode'] });
  if (!Number.isInteger(p.stockQuantity) || p.stockQuantity < 0 || p.stockQuantity > PRODUCT_LIMITS.maxStock)
    errors.push({ code: 'ERROR_FORM_OUT_OF_RANGE', field: ['stockQuantity'] });
  if (!STOCK_STATUSES.includes(p.stockStatus)) errors.push({ code: 'ERROR_FORM_INVALID', field: ['stockStatus'] });
  else if (p.stockStatus === 'in-stock' && p.stockQuantity === 0)
    errors.push({ code: 'ERROR_FORM_INVALID', field: ['stockStatus'] });
  text(errors, p.excerpt, 'excerpt', PRODUCT_LIMITS.excerpt, false);
  text(errors, p.description, 'description', PRODUCT_LIMITS.description, false);
  errors.push(...checkFitment(p.compatibility, p.vehicles), ...checkProductOptions(p.options));
  return errors;
}
