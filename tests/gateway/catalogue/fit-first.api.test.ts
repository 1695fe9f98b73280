/**
 * Fit first (docs/decisions/038): with the shopper's vehicle, a list answers the products that fit
 * it first, then the rest, paged by number across the boundary, with both counts; on PGlite and
 * PostgreSQL, with the facet index and with SQL counting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../../gateway/catalogue/seed/index';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { testEngines } from '../../support/test-database';
import { filterInputs, matching, SWIFT_2019, type TestFilters } from './helpers';
import { graphql } from '../../support/graphql';

const LIST = graphql(`
  query FitFirstList($filters: [ProductFilterInput!], $options: ProductListOptions) {
    products(filters: $filters, options: $options) {
      total
      mode
      items {
        slug
      }
      page {
        page
        pages
        total
      }
      cursor {
        endCursor
        hasNextPage
      }
      fit {
        vehicleId
        fitting
        others
      }
    }
  }
`);

const position = new Map(PRODUCTS.map((p, i) => [p.slug, i]));
/** PRICE_ASC as the gateway orders it: price, then id (seed order). */
const byPrice = (slugs: { slug: string; price: number }[]) =>
  [...slugs].sort((a, b) => a.price - b.price || position.get(a.slug)! - position.get(b.slug)!).map((p) => p.slug);

const CASES = testEngines().flatMap((engine) => [
  [engine, 'on'],
  [engine, 'off'],
]);

describe.each(CASES)('fit-first product lists (%s, FACET_INDEX=%s)', (engine, facetIndex) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway({ engine: engine as 'pglite' | 'postgres', env: { FACET_INDEX: facetIndex! } });
  });
  afterAll(() => gateway.close());

  async function allPages(filters: TestFilters, limit: number) {
    const pages = [];
    for (let page = 1; page === 1 || pages.at(-1)!.cursor.hasNextPage; page++) {
      const { data, errors } = await gateway.execute(LIST, {
        filters: filterInputs(filters),
        options: { sort: 'PRICE_ASC', limit, page, fitFirst: SWIFT_2019 },
      });
      expect(errors).toBeUndefined();
      pages.push(data!.products);
      if (page > 50) throw new Error('runaway paging');
    }
    return pages;
  }

  it.each([
    ['brakes-suspension', 5],
    ['brake-pads', 3],
    ['interior-parts', 7],
  ])('%s: fitting products first, then the rest, each by price, across pages of %i', async (category, limit) => {
    const fitting = matching({ category, vehicle: SWIFT_2019 });
    const all = matching({ category });
    const others = all.filter((p) => !fitting.includes(p));
    expect(fitting.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    const pages = await allPages({ category }, limit);
    const slugs = pages.flatMap((p) => p.items.map((i: { slug: string }) => i.slug));
    expect(slugs).toEqual([...byPrice(fitting), ...byPrice(others)]);
    for (const page of pages) {
      expect(page.mode).toBe('PAGE');
      expect(page.total).toBe(all.length);
      expect(page.page.pages).toBe(Math.ceil(all.length / limit));
      expect(page.cursor.endCursor).toBeNull();
      expect(page.fit).toEqual({ vehicleId: SWIFT_2019, fitting: fitting.length, others: others.length });
    }
  });

  it('counts the split on a list filtered to fitting parts too, and gives no counts without a vehicle', async () => {
    const { data } = await gateway.execute(LIST, {
      filters: filterInputs({ category: 'brake-pads', vehicle: SWIFT_2019 }),
      options: { fitFirst: SWIFT_2019 },
    });
    const fitting = matching({ category: 'brake-pads', vehicle: SWIFT_2019 }).length;
    expect(data!.products.total).toBe(fitting);
    expect(data!.products.fit).toEqual({
      vehicleId: SWIFT_2019,
      fitting,
      others: matching({ category: 'brake-pads' }).length - fitting,
    });
    const plain = await gateway.execute(LIST, { filters: filterInputs({ category: 'brake-pads' }) });
    expect(plain.data!.products.fit).toBeNull();
  });

  it('rejects an unknown vehicle and a cursor with fit-first, with error codes', async () => {
    const unknown = await gateway.execute(LIST, { options: { fitFirst: 'no/such/1999/car' } });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errorCode: 'CATALOGUE_INVALID_FILTER_VALUE',
      field: ['options', 'fitFirst'],
    });
    const first = await gateway.execute(LIST, { options: { limit: 2 } });
    const cursor = await gateway.execute(LIST, {
      options: { fitFirst: SWIFT_2019, after: first.data!.products.cursor.endCursor },
    });
    expect(cursor.errors?.[0]?.extensions).toMatchObject({
      errorCode: 'CATALOGUE_INVALID_PAGINATION',
      field: ['options', 'fitFirst'],
    });
  });
});
