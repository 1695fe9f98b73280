/**
 * The facet statement (facet-counts.sql.ts) takes short cuts: the total, discount and rating
 * facets are sums of one (discount, rating) grouping, the price bounds are per-brand index probes.
 * The in-memory facet index (facet-index.ts, facet-table.ts) walks bit masks and per-brand slot lists. Whatever
 * the filters, the counts of both must equal counting the seeded catalogue by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facetCounts } from '../../../gateway/catalogue/facet-counts.sql';
import { createFacetIndex } from '../../../gateway/catalogue/facet-index';
import type { FacetCounts } from '../../../gateway/catalogue/facets';
import type { ResolvedFilters } from '../../../gateway/catalogue/product-list.sql';
import type { Database } from '../../../gateway/store/database';
import { createTestDatabase, testEngines } from '../../support/test-database';

interface Item {
  id: number;
  brand: number;
  price: number;
  discount: boolean;
  rating: number;
  categories: number[];
  colors: string[];
}

type Facet = 'category' | 'brand' | 'price' | 'discount' | 'rating' | 'color';

/** Whether an item passes every filter but `except`. */
function passes(item: Item, f: ResolvedFilters, except?: Facet): boolean {
  const on = (slug: Facet) => slug !== except && f[slug] !== undefined;
  return (
    (!on('category') || item.categories.includes(f.category!)) &&
    (!on('brand') || f.brand!.includes(item.brand)) &&
    (!on('price') || (item.price >= f.price!.min && item.price <= f.price!.max)) &&
    (!on('discount') || item.discount === (f.discount === 'yes')) &&
    (!on('rating') || f.rating!.includes(item.rating)) &&
    (!on('color') || item.colors.some((c) => f.color!.includes(c)))
  );
}

function tally<K>(keys: K[]): Map<K, number> {
  const counts = new Map<K, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/** Disjunctive counts by hand: each facet over the items passing every other filter. */
function countByHand(items: Item[], f: ResolvedFilters): FacetCounts {
  const under = (except?: Facet) => items.filter((item) => passes(item, f, except));
  const discount = under('discount');
  const priced = under('price').map((i) => i.price);
  return {
    total: under().length,
    categories: tally(under('category').flatMap((i) => i.categories)),
    brands: tally(under('brand').map((i) => i.brand)),
    colors: tally(under('color').flatMap((i) => i.colors)),
    ratings: tally(under('rating').map((i) => i.rating)),
    discount: {
      any: discount.length,
      yes: discount.filter((i) => i.discount).length,
      no: discount.filter((i) => !i.discount).length,
    },
    price: {
      min: priced.length ? Math.min(...priced) : null,
      max: priced.length ? Math.max(...priced) : null,
    },
  };
}

const sorted = <K>(map: Map<K, number>) => [...map].sort((a, b) => String(a[0]).localeCompare(String(b[0])));
const comparable = (c: FacetCounts) => ({
  ...c,
  categories: sorted(c.categories),
  brands: sorted(c.brands),
  colors: sorted(c.colors),
  ratings: sorted(c.ratings),
});

describe.each(testEngines())('facet counts equal counting by hand (%s)', (engine) => {
  let database: Database;
  let items: Item[];
  const cases: [string, ResolvedFilters][] = [];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const { db } = database;
    const [products, links, colors] = await Promise.all([
      db.selectFrom('products').select(['id', 'brand_id', 'price', 'has_discount', 'rating_rounded']).execute(),
      db.selectFrom('product_categories').select(['product_id', 'category_id']).execute(),
      db.selectFrom('product_colors').select(['product_id', 'color_slug']).execute(),
    ]);
    items = products.map((p) => ({
      id: p.id,
      brand: p.brand_id,
      price: p.price,
      discount: p.has_discount,
      rating: p.rating_rounded,
      categories: links.filter((l) => l.product_id === p.id).map((l) => l.category_id),
      colors: colors.filter((c) => c.product_id === p.id).map((c) => c.color_slug),
    }));
    // The busiest category, its two biggest brands, the middle half of its prices, a colour in it.
    const category = [...tally(items.flatMap((i) => i.categories))].sort((a, b) => b[1] - a[1])[0]![0];
    const inCategory = items.filter((i) => i.categories.includes(category));
    const brands = [...tally(inCategory.map((i) => i.brand))].sort((a, b) => b[1] - a[1]).map(([id]) => id);
    const prices = inCategory.map((i) => i.price).sort((a, b) => a - b);
    const price = { min: prices[Math.floor(prices.length / 4)]!, max: prices[Math.floor((prices.length * 3) / 4)]! };
    const color = [...tally(items.flatMap((i) => i.colors))].sort((a, b) => b[1] - a[1])[0]![0];
    const brand = brands.slice(0, 2);
    cases.push(
      ['no filter', {}],
      ['category', { category }],
      ['category + brands', { category, brand }],
      ['category + brands + price (the benchmark list)', { category, brand, price }],
      ['category + brands + price + colour', { category, brand, price, color: [color] }],
      ['category + discount', { category, discount: 'yes' }],
      ['category + ratings', { category, rating: [4, 5] }],
      [
        'category + brand + no discount + rating',
        { category, brand: brand.slice(0, 1), discount: 'no', rating: [0, 3] },
      ],
      ['brands + price, no category', { brand, price }],
      ['colour, no category', { color: [color] }],
      ['discount + ratings, no category', { discount: 'yes', rating: [5] }],
      ['everything', { category, brand, price, discount: 'yes', rating: [4, 5], color: [color] }],
      ['a brand with nothing in the category', { category, brand: [-1] }],
    );
  }, 180_000);
  afterAll(async () => {
    await database?.close();
  });

  it('has a catalogue with categories, several brands and colours to filter', () => {
    expect(items.length).toBeGreaterThan(20);
    expect(cases.length).toBeGreaterThan(10);
  });

  it('gives the same total and facets as counting by hand, for every combination of filters', async () => {
    for (const [name, filters] of cases) {
      const counts = await facetCounts(database.db, filters);
      expect(comparable(counts), name).toEqual(comparable(countByHand(items, filters)));
    }
  });

  it('gives the same counts from the in-memory facet index', async () => {
    const index = createFacetIndex(database.db);
    for (const [name, filters] of cases) {
      const counts = await index.counts(filters);
      expect(counts && comparable(counts), name).toEqual(comparable(countByHand(items, filters)));
    }
  });
});
