/**
 * Building the list's filters from counts (spec sections 3 and 9). Pure: the counts come from
 * the database already computed disjunctively (each facet without its own filter).
 */
import { priceBounds } from './price-step';
import { filterValue, type ParsedFilters } from './product-filters';

export interface CategoryNode {
  id: number;
  slug: string;
  name: string;
  parent_id: number | null;
  position: number;
}

export interface FacetCounts {
  categories: Map<number, number>;
  brands: Map<number, number>;
  colors: Map<string, number>;
  discount: { any: number; yes: number; no: number };
  price: { min: number | null; max: number | null };
  ratings: Map<number, number>;
  /** Products under every filter (the list's total), for the vehicle filter's count. */
  total: number;
}

export interface FacetReference {
  categories: readonly CategoryNode[];
  brands: readonly { id: number; slug: string; name: string }[];
  colors: readonly { slug: string; name: string; hex: string }[];
}

/** Categories in pre-order (parents first, siblings by position) with their depth. */
export function categoryTree(nodes: readonly CategoryNode[]): { node: CategoryNode; level: number }[] {
  const children = new Map<number | null, CategoryNode[]>();
  for (const node of nodes) children.set(node.parent_id, [...(children.get(node.parent_id) ?? []), node]);
  const out: { node: CategoryNode; level: number }[] = [];
  const walk = (parent: number | null, level: number) => {
    for (const node of (children.get(parent) ?? []).sort((a, b) => a.position - b.position)) {
      out.push({ node, level });
      walk(node.id, level + 1);
    }
  };
  walk(null, 0);
  return out;
}

const base = (
  filters: ParsedFilters,
  slug: 'category' | 'vehicle' | 'brand' | 'price' | 'discount' | 'rating' | 'color',
) => {
  const value = filterValue(filters, slug);
  return { slug, value, active: value !== null };
};

/** The list's filters in display order: category, vehicle, brand, price, discount, rating, color. */
export function buildFilters(filters: ParsedFilters, counts: FacetCounts, ref: FacetReference) {
  const bySlug = new Map(ref.categories.map((c) => [c.id, c]));
  const brandSelected = new Set(filters.brand ?? []);
  const colorSelected = new Set(filters.color ?? []);
  const ratingSelected = new Set(filters.rating ?? []);
  const bounds = priceBounds(counts.price.min, counts.price.max);
  return [
    {
      __typename: 'CategoryFilter' as const,
      type: 'CATEGORY' as const,
      ...base(filters, 'category'),
      items: categoryTree(ref.categories).map(({ node, level }) => ({
        slug: node.slug,
        name: node.name,
        parentSlug: node.parent_id === null ? null : (bySlug.get(node.parent_id)?.slug ?? null),
        level,
        count: counts.categories.get(node.id) ?? 0,
        selected: filters.category === node.slug,
      })),
    },
    {
      __typename: 'VehicleFilter' as const,
      type: 'VEHICLE' as const,
      ...base(filters, 'vehicle'),
      count: filters.vehicle ? counts.total : null,
    },
    {
      __typename: 'ListFilter' as const,
      type: 'CHECK' as const,
      ...base(filters, 'brand'),
      items: ref.brands
        .filter((b) => (counts.brands.get(b.id) ?? 0) > 0 || brandSelected.has(b.slug))
        .sort((a, b) => a.name.localeCompare(b.name, 'en'))
        .map((b) => ({
          slug: b.slug,
          name: b.name,
          count: counts.brands.get(b.id) ?? 0,
          selected: brandSelected.has(b.slug),
          color: null,
        })),
    },
    {
      __typename: 'RangeFilter' as const,
      type: 'RANGE' as const,
      ...base(filters, 'price'),
      ...bounds,
      from: filters.price?.min ?? null,
      to: filters.price?.max ?? null,
    },
    {
      __typename: 'ListFilter' as const,
      type: 'RADIO' as const,
      ...base(filters, 'discount'),
      items: (['any', 'yes', 'no'] as const).map((slug) => ({
        slug,
        name: slug,
        count: counts.discount[slug],
        selected: (filters.discount ?? 'any') === slug,
        color: null,
      })),
    },
    {
      __typename: 'ListFilter' as const,
      type: 'RATING' as const,
      ...base(filters, 'rating'),
      items: [5, 4, 3, 2, 1].map((rating) => ({
        slug: String(rating),
        name: String(rating),
        count: counts.ratings.get(rating) ?? 0,
        selected: ratingSelected.has(rating),
        color: null,
      })),
    },
    {
      __typename: 'ListFilter' as const,
      type: 'COLOR' as const,
      ...base(filters, 'color'),
      // Only colours the list's products are sold in (or chosen): a list of brake pads has no swatches.
      items: ref.colors
        .filter((c) => (counts.colors.get(c.slug) ?? 0) > 0 || colorSelected.has(c.slug))
        .map((c) => ({
          slug: c.slug,
          name: c.name,
          count: counts.colors.get(c.slug) ?? 0,
          selected: colorSelected.has(c.slug),
          color: c.hex,
        })),
    },
  ];
}

export type BuiltFilter = ReturnType<typeof buildFilters>[number];
