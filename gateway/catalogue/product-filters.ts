/**
 * The `products` filters (spec sections 3, 5 and 9): parsing the URL-style `{ slug, value }`
 * inputs into typed filters, and writing them back in canonical form. Pure; existence of the
 * slugs named (categories, brands, colours, vehicles) is checked by the service.
 */
import { CatalogueInputError } from './catalogue-errors';

export const FILTER_SLUGS = ['category', 'vehicle', 'brand', 'price', 'discount', 'rating', 'color'] as const;
export type FilterSlug = (typeof FILTER_SLUGS)[number];

export type Discount = 'yes' | 'no';

export interface ParsedFilters {
  category?: string;
  vehicle?: string;
  brand?: string[];
  price?: { min: number; max: number };
  discount?: Discount;
  rating?: number[];
  color?: string[];
}

export interface FilterInput {
  slug: string;
  value: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const VEHICLE_ID = /^[a-z0-9.-]+(?:\/[a-z0-9.-]+){3}$/;
const PRICE = /^(\d{1,10})-(\d{1,10})$/;
const MAX_VALUE_LENGTH = 2000;
const MAX_LIST_ITEMS = 50;

/** Comma-joined list: trimmed, lower-cased, duplicates dropped, each item checked. */
function list(value: string, valid: (item: string) => boolean, field: (string | number)[]): string[] {
  const items = [...new Set(value.split(',').map((item) => item.trim().toLowerCase()))];
  if (items.length > MAX_LIST_ITEMS || items.some((item) => !valid(item))) throw invalid(field);
  return items;
}

const invalid = (field: (string | number)[]) => new CatalogueInputError('CATALOGUE_INVALID_FILTER_VALUE', field);

/**
 * Parses the filter inputs. An empty value turns a filter off; `discount: any` too. An unknown
 * or repeated slug, or a malformed value, throws a CatalogueInputError naming the input.
 */
export function parseFilters(inputs: readonly FilterInput[]): ParsedFilters {
  const filters: ParsedFilters = {};
  const seen = new Set<string>();
  inputs.forEach(({ slug, value }, index) => {
    const field = ['filters', index, 'value'];
    if (!(FILTER_SLUGS as readonly string[]).includes(slug) || seen.has(slug)) {
      throw new CatalogueInputError('CATALOGUE_UNKNOWN_FILTER', ['filters', index, 'slug']);
    }
    seen.add(slug);
    const text = value.trim();
    if (text.length > MAX_VALUE_LENGTH) throw invalid(field);
    if (text === '') return;
    switch (slug as FilterSlug) {
      case 'category':
      case 'vehicle': {
        const lower = text.toLowerCase();
        if (!(slug === 'category' ? SLUG : VEHICLE_ID).test(lower)) throw invalid(field);
        filters[slug as 'category' | 'vehicle'] = lower;
        return;
      }
      case 'brand':
      case 'color':
        filters[slug as 'brand' | 'color'] = list(text, (item) => SLUG.test(item), field);
        return;
      case 'discount': {
        const lower = text.toLowerCase();
        if (lower !== 'any' && lower !== 'yes' && lower !== 'no') throw invalid(field);
        if (lower !== 'any') filters.discount = lower;
        return;
      }
      case 'price': {
        const match = PRICE.exec(text.replace(/\s+/g, ''));
        const [min, max] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
        if (!match || min > max) throw invalid(field);
        filters.price = { min, max };
        return;
      }
      case 'rating':
        filters.rating = list(text, (item) => /^[1-5]$/.test(item), field)
          .map(Number)
          .sort((a, b) => b - a);
        return;
    }
  });
  return filters;
}

/** The canonical input value of an active filter (as the list echoes it); null when it is off. */
export function filterValue(filters: ParsedFilters, slug: FilterSlug): string | null {
  switch (slug) {
    case 'category':
    case 'vehicle':
    case 'discount':
      return filters[slug] ?? null;
    case 'brand':
    case 'color':
    case 'rating':
      return filters[slug]?.join(',') ?? null;
    case 'price':
      return filters.price ? `${filters.price.min}-${filters.price.max}` : null;
  }
}

/** The same filters without one of them (disjunctive facet counts). */
export function without(filters: ParsedFilters, slug: FilterSlug): ParsedFilters {
  const { [slug]: _dropped, ...rest } = filters;
  return rest;
}

/** Slugs of the active filters. */
export function activeSlugs(filters: ParsedFilters): FilterSlug[] {
  return FILTER_SLUGS.filter((slug) => filters[slug] !== undefined);
}
