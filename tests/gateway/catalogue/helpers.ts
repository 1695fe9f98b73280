/** The sample catalogue as the API tests expect to see it, computed from the seed arrays. */
import { BRANDS, CATEGORIES, COLORS, PRODUCTS, REVIEWS } from '../../../gateway/catalogue/seed/index';
import { expandFitment, type FitmentRule } from '../../../gateway/vehicles/fitment';
import { graphql } from '../../support/graphql';

export const SWIFT_2019 = 'maruti-suzuki/swift/2019/1.2-vxi-petrol';
export const ACTIVA_2022 = 'honda/activa-6g/2022/109.51cc-std';

export interface Expected {
  slug: string;
  name: string;
  brand: string;
  categories: Set<string>;
  colors: Set<string>;
  price: number;
  discount: boolean;
  rating: number;
  createdAt: string;
  compat: 'all' | 'unknown' | Set<string>;
}

const parentOf = new Map(CATEGORIES.map((c) => [c.slug, c.parentSlug]));
const withAncestors = (slug: string): string[] => {
  const parent = parentOf.get(slug);
  return parent ? [slug, ...withAncestors(parent)] : [slug];
};

export const EXPECTED: Expected[] = PRODUCTS.map((p) => {
  const reviews = REVIEWS.filter((r) => r.productSlug === p.slug);
  const fit = expandFitment(p.fitment as FitmentRule);
  return {
    slug: p.slug,
    name: p.name,
    brand: p.brandSlug,
    categories: new Set(p.categorySlugs.flatMap(withAncestors)),
    colors: new Set(p.options.filter((o) => o.type === 'color').flatMap((o) => o.values.map((v) => v.color!))),
    price: p.pricePaise,
    discount: p.compareAtPricePaise !== null && p.compareAtPricePaise > p.pricePaise,
    rating: reviews.length === 0 ? 0 : Math.round(reviews.reduce((s, r) => s + r.rating, 0) / reviews.length),
    createdAt: p.createdAt,
    compat: Array.isArray(fit) ? new Set(fit) : fit,
  };
});

export interface TestFilters {
  category?: string;
  vehicle?: string;
  brand?: string[];
  price?: [number, number];
  discount?: 'yes' | 'no';
  rating?: number[];
  color?: string[];
}

type Slug = keyof TestFilters;

const PASSES: { [K in Slug]: (p: Expected, v: NonNullable<TestFilters[K]>) => boolean } = {
  category: (p, v) => p.categories.has(v),
  vehicle: (p, v) => p.compat === 'all' || (p.compat !== 'unknown' && p.compat.has(v)),
  brand: (p, v) => v.includes(p.brand),
  price: (p, [min, max]) => p.price >= min && p.price <= max,
  discount: (p, v) => p.discount === (v === 'yes'),
  rating: (p, v) => v.includes(p.rating),
  color: (p, v) => v.some((c) => p.colors.has(c)),
};

/** Products passing every filter except `except`. */
export function matching(filters: TestFilters, except?: Slug): Expected[] {
  return EXPECTED.filter((p) =>
    (Object.keys(filters) as Slug[]).every(
      (slug) => slug === except || (PASSES[slug] as (p: Expected, v: unknown) => boolean)(p, filters[slug]),
    ),
  );
}

/** The facet counts the API must report: each facet without its own filter. */
export function expectedCounts(filters: TestFilters) {
  const count = <T>(items: readonly T[], slug: Slug, has: (p: Expected, item: T) => boolean) => {
    const base = matching(filters, slug);
    return new Map(items.map((item) => [item, base.filter((p) => has(p, item)).length]));
  };
  const discountBase = matching(filters, 'discount');
  const priceBase = matching(filters, 'price').map((p) => p.price);
  return {
    category: count(
      CATEGORIES.map((c) => c.slug),
      'category',
      (p, slug) => p.categories.has(slug),
    ),
    brand: count(
      BRANDS.map((b) => b.slug),
      'brand',
      (p, slug) => p.brand === slug,
    ),
    color: count(
      COLORS.map((c) => c.slug),
      'color',
      (p, slug) => p.colors.has(slug),
    ),
    rating: count([5, 4, 3, 2, 1], 'rating', (p, r) => p.rating === r),
    discount: {
      any: discountBase.length,
      yes: discountBase.filter((p) => p.discount).length,
      no: discountBase.filter((p) => !p.discount).length,
    },
    price: { min: Math.min(...priceBase), max: Math.max(...priceBase) },
  };
}

/** The `filters` argument for the test filters, in the URL form. */
export function filterInputs(filters: TestFilters): { slug: string; value: string }[] {
  return Object.entries(filters).map(([slug, value]) => ({
    slug,
    value: Array.isArray(value) ? (slug === 'price' ? value.join('-') : value.join(',')) : String(value),
  }));
}

export const FILTERS_FIELDS = graphql(`
  fragment FiltersFields on ProductList {
    filters {
      slug
      type
      value
      active
      ... on ListFilter {
        items {
          slug
          name
          count
          selected
          color
        }
      }
      ... on RangeFilter {
        min
        max
        step
        from
        to
      }
      ... on VehicleFilter {
        count
      }
      ... on CategoryFilter {
        items {
          slug
          parentSlug
          level
          count
          selected
        }
      }
    }
  }
`);

/** The models (`make/model`) a product fits, or 'all' / 'unknown'. */
const fittingModels = (p: Expected): 'all' | 'unknown' | Set<string> =>
  typeof p.compat === 'string' ? p.compat : new Set([...p.compat].map((key) => key.split('/').slice(0, 2).join('/')));

/**
 * The slugs of a product's analogs, as the seed defines them: the same part type, another brand,
 * and a fit in common (universal parts are analogs of each other and of parts for a list of
 * vehicles; parts for lists share a model; a part of unknown fitment has none and is none).
 */
export function expectedAnalogs(slug: string): string[] {
  const seedOf = (s: string) => PRODUCTS.find((p) => p.slug === s)!;
  const me = seedOf(slug);
  const mine = fittingModels(EXPECTED.find((p) => p.slug === slug)!);
  return EXPECTED.filter((p) => {
    const other = seedOf(p.slug);
    if (other.partType !== me.partType || other.brandSlug === me.brandSlug) return false;
    const theirs = fittingModels(p);
    if (mine === 'unknown' || theirs === 'unknown') return false;
    if (theirs === 'all') return true;
    return mine !== 'all' && [...theirs].some((m) => mine.has(m));
  })
    .map((p) => p.slug)
    .sort();
}
