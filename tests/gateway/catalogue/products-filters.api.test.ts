import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { ACTIVA_2022, EXPECTED, expectedCounts, filterInputs, matching, SWIFT_2019, type TestFilters } from './helpers';
import { COLORS } from '../../../gateway/catalogue/seed';
import { graphql } from '../../support/graphql';

const LIST = graphql(`
  query ProductsFiltersList($filters: [ProductFilterInput!], $options: ProductListOptions) {
    products(filters: $filters, options: $options) {
      total
      items {
        slug
      }
      ...FiltersFields
    }
  }
`);

type Filter = {
  slug: string;
  type: string;
  value: string | null;
  active: boolean;
  items?: any[];
  min?: number;
  max?: number;
  step?: number;
  from?: number;
  to?: number;
  count?: number;
};

describe('products: filters and disjunctive facet counts (spec sections 3 and 9)', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());

  /** Every page of the list (100 a page), with the first page's filters. */
  async function list(filters: TestFilters) {
    const pages = [];
    for (let page = 1; pages.length === 0 || (page - 1) * 100 < pages[0]!.total; page++) {
      const { data, errors } = await gateway.execute(LIST, {
        filters: filterInputs(filters),
        options: { limit: 100, page },
      });
      expect(errors).toBeUndefined();
      pages.push(data!.products);
    }
    const byslug = new Map((pages[0]!.filters as Filter[]).map((f) => [f.slug, f]));
    const items = pages.flatMap((p) => p.items);
    return { ...pages[0], items, byslug } as {
      total: number;
      items: { slug: string }[];
      filters: Filter[];
      byslug: Map<string, Filter>;
    };
  }

  /** Compares every facet of the answer with the counts computed from the seed arrays. */
  function expectFacets(answer: Awaited<ReturnType<typeof list>>, filters: TestFilters) {
    const expected = expectedCounts(filters);
    const counts = (slug: string) =>
      new Map(answer.byslug.get(slug)!.items!.map((i: { slug: string; count: number }) => [i.slug, i.count]));
    expect(counts('category')).toEqual(expected.category);
    const brands = counts('brand');
    const expectedBrands = new Map([...expected.brand].filter(([slug, n]) => n > 0 || filters.brand?.includes(slug)));
    expect(brands).toEqual(expectedBrands);
    const expectedColors = new Map([...expected.color].filter(([slug, n]) => n > 0 || filters.color?.includes(slug)));
    expect(counts('color')).toEqual(expectedColors);
    expect(counts('rating')).toEqual(new Map([...expected.rating].map(([r, n]) => [String(r), n])));
    expect(Object.fromEntries(counts('discount'))).toEqual(expected.discount);
    const price = answer.byslug.get('price') as Required<Filter>;
    expect(price.min).toBeLessThanOrEqual(expected.price.min);
    expect(price.max).toBeGreaterThanOrEqual(expected.price.max);
    expect(price.min % price.step!).toBe(0);
    expect(price.max % price.step!).toBe(0);
    expect(expected.price.min - price.min).toBeLessThan(price.step!);
    expect(price.max - expected.price.max).toBeLessThanOrEqual(price.step!);
  }

  it('lists everything with no filters, and facets over the whole catalogue', async () => {
    const answer = await list({});
    expect(answer.total).toBe(EXPECTED.length);
    expect(answer.filters.map((f) => `${f.slug}:${f.type}`)).toEqual([
      'category:CATEGORY',
      'vehicle:VEHICLE',
      'brand:CHECK',
      'price:RANGE',
      'discount:RADIO',
      'rating:RATING',
      'color:COLOR',
    ]);
    expect(answer.filters.every((f) => !f.active && f.value === null)).toBe(true);
    expectFacets(answer, {});
    const colors = answer.byslug.get('color')!.items!;
    const soldIn = new Set(EXPECTED.flatMap((p) => [...p.colors]));
    expect(colors.map((c) => c.slug)).toEqual(COLORS.filter((c) => soldIn.has(c.slug)).map((c) => c.slug));
    expect(colors[0]).toMatchObject({ slug: 'white', color: '#ffffff' });
    expect(answer.byslug.get('rating')!.items!.map((i) => i.slug)).toEqual(['5', '4', '3', '2', '1']);
    const tree = answer.byslug.get('category')!.items!;
    expect(tree[0]).toMatchObject({ slug: 'engine-filters', level: 0, parentSlug: null });
    expect(tree[1]).toMatchObject({ slug: 'filters', level: 1, parentSlug: 'engine-filters' });
  });

  const CASES: [string, TestFilters][] = [
    ['category (a parent holds its subcategories)', { category: 'interior-parts' }],
    ['category (leaf)', { category: 'brake-pads' }],
    ['brand check list', { brand: ['bosch', 'exide'] }],
    ['colour swatches', { color: ['black', 'red'] }],
    ['discount yes', { discount: 'yes' }],
    ['discount no', { discount: 'no' }],
    ['price range', { price: [50_000, 300_000] }],
    ['rating', { rating: [5, 4] }],
    ['vehicle', { vehicle: SWIFT_2019 }],
    ['category + brand', { category: 'electricals-batteries', brand: ['exide', 'amaron'] }],
    ['category + colour + discount', { category: 'interior-parts', color: ['black', 'beige'], discount: 'yes' }],
    [
      'every filter at once',
      {
        category: 'brakes-suspension',
        vehicle: SWIFT_2019,
        brand: ['bosch', 'brembo', 'tvs-girling'],
        price: [10_000, 900_000],
        discount: 'no',
        rating: [5, 4, 3],
      },
    ],
  ];

  it('shows no colour swatches on a list of parts sold in no colour (brake pads), and only chosen ones otherwise', async () => {
    const pads = await list({ category: 'brake-pads' });
    expect(pads.total).toBeGreaterThan(0);
    expect(pads.byslug.get('color')!.items).toEqual([]);
    const chosen = await list({ category: 'brake-pads', color: ['red'] });
    expect(chosen.total).toBe(0);
    expect(chosen.byslug.get('color')!.items).toEqual([
      expect.objectContaining({ slug: 'red', count: 0, selected: true }),
    ]);
  });

  it.each(CASES)('%s: items and every facet match the hand-computed expectation', async (_name, filters) => {
    const answer = await list(filters);
    const expected = matching(filters);
    expect(expected.length).toBeGreaterThan(0);
    expect(answer.total).toBe(expected.length);
    expect(answer.items.map((i) => i.slug).sort()).toEqual(expected.map((p) => p.slug).sort());
    expectFacets(answer, filters);
    for (const slug of Object.keys(filters)) expect(answer.byslug.get(slug)!.active, slug).toBe(true);
  });

  it('echoes canonical values and marks selected choices', async () => {
    const answer = await list({
      brand: ['exide', 'bosch'],
      rating: [4, 5],
      price: [50_000, 300_000],
      vehicle: SWIFT_2019,
      discount: 'yes',
    });
    expect(answer.byslug.get('brand')!.value).toBe('exide,bosch');
    expect(answer.byslug.get('rating')!.value).toBe('5,4');
    expect(answer.byslug.get('price')).toMatchObject({ value: '50000-300000', from: 50_000, to: 300_000 });
    expect(answer.byslug.get('vehicle')).toMatchObject({ value: SWIFT_2019, count: answer.total });
    expect(
      answer.byslug
        .get('discount')!
        .items!.filter((i) => i.selected)
        .map((i) => i.slug),
    ).toEqual(['yes']);
    expect(
      answer.byslug
        .get('brand')!
        .items!.filter((i) => i.selected)
        .map((i) => i.slug)
        .sort(),
    ).toEqual(['bosch', 'exide']);
  });

  it('vehicle filter: ALL products pass, UNKNOWN never, LIST only when it holds the vehicle', async () => {
    const answer = await list({ vehicle: SWIFT_2019 });
    const slugs = new Set(answer.items.map((i) => i.slug));
    for (const p of EXPECTED) {
      if (p.compat === 'all') expect(slugs.has(p.slug), p.slug).toBe(true);
      if (p.compat === 'unknown') expect(slugs.has(p.slug), p.slug).toBe(false);
    }
    const scooter = await list({ vehicle: ACTIVA_2022 });
    expect(scooter.total).toBe(matching({ vehicle: ACTIVA_2022 }).length);
    expect(scooter.items.map((i) => i.slug)).not.toContain('bosch-brake-pads-tata-nexon');
  });
});
