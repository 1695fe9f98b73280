/**
 * One list, whichever strategy answers it (gateway/catalogue/list-strategy.ts): the facet index
 * counting and finding pages (the default), the index counting with SQL finding every page
 * (FACET_INDEX_PAGES=off), and SQL alone (FACET_INDEX=off) give the same answers; and
 * `chooseStrategies` sends each list where docs/subsystems/catalogue-read-path.md says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseStrategies, type ListStrategy } from '../../../gateway/catalogue/list-strategy';
import type { ListPaging } from '../../../gateway/catalogue/list-options';
import { graphql, type Shop } from '../../support/graphql';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { testEngines } from '../../support/test-database';

const LIST = graphql(`
  query StrategyList($filters: [ProductFilterInput!], $options: ProductListOptions) {
    products(filters: $filters, options: $options) {
      total
      mode
      items {
        slug
        price {
          amount
        }
      }
      page {
        page
        pages
        total
      }
      cursor {
        startCursor
        endCursor
        hasPreviousPage
        hasNextPage
      }
      filters {
        slug
        type
        value
        active
        ... on ListFilter {
          items {
            slug
            count
            selected
          }
        }
        ... on RangeFilter {
          min
          max
          step
          from
          to
        }
        ... on CategoryFilter {
          items {
            slug
            level
            count
            selected
          }
        }
      }
    }
  }
`);

const LISTS: { filters: Shop.ProductFilterInput[]; options: Shop.ProductListOptions }[] = [
  { filters: [{ slug: 'category', value: 'brakes-suspension' }], options: { sort: 'DEFAULT', limit: 5, page: 2 } },
  { filters: [{ slug: 'category', value: 'brakes-suspension' }], options: { sort: 'PRICE_ASC', limit: 4, page: 1 } },
  {
    filters: [
      { slug: 'category', value: 'engine-filters' },
      { slug: 'price', value: '10000-900000' },
    ],
    options: { sort: 'PRICE_DESC', limit: 3, page: 2 },
  },
  { filters: [{ slug: 'category', value: 'brakes-suspension' }], options: { sort: 'NAME_ASC', limit: 5, page: 1 } },
  { filters: [{ slug: 'brand', value: 'bosch' }], options: { sort: 'PRICE_ASC', limit: 5, page: 1 } },
  { filters: [{ slug: 'category', value: 'brakes-suspension' }], options: { sort: 'DEFAULT', limit: 5, page: 999 } },
];

describe.each(testEngines())('the same list answers from every strategy (%s)', (engine) => {
  const gateways: Record<string, TestGateway> = {};
  const SWITCHES = {
    default: {},
    'FACET_INDEX_PAGES=off': { FACET_INDEX_PAGES: 'off' },
    'FACET_INDEX=off': { FACET_INDEX: 'off' },
  };
  beforeAll(async () => {
    for (const [name, env] of Object.entries(SWITCHES))
      gateways[name] = await createTestGateway({ engine: engine as 'pglite' | 'postgres', env });
  });
  afterAll(() => Promise.all(Object.values(gateways).map((g) => g.close())));

  it.each(
    LISTS.map((list) => [`${list.filters.map((f) => f.value).join(' + ')}, ${JSON.stringify(list.options)}`, list]),
  )('%s', async (_name, list) => {
    const answers: unknown[] = [];
    for (const gateway of Object.values(gateways)) {
      const { data, errors } = await gateway.execute(LIST, list);
      // A page past the end is the same error from every strategy (with the same last page).
      answers.push(errors ? errors.map((e) => e.extensions) : data!.products);
    }
    if (list.options.page === 999)
      expect(answers[0]).toEqual([expect.objectContaining({ errorCode: 'CATALOGUE_PAGE_NOT_FOUND', lastPage: 4 })]);
    else expect((answers[0] as { total: number }).total).toBeGreaterThan(0);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });
});

describe('chooseStrategies', () => {
  const index = { name: 'facet index' } as ListStrategy;
  const sql = { name: 'sql' } as ListStrategy;
  const page = (sort: string): ListPaging => ({ mode: 'PAGE', sort, page: 1, limit: 16, offset: 0 }) as ListPaging;
  const cursor: ListPaging = { mode: 'CURSOR', sort: 'DEFAULT', limit: 16 } as ListPaging;
  const choose = (f: object, paging: ListPaging, { on = true, pages = true } = {}) => {
    const { counts, page: pager } = chooseStrategies(f, paging, { index: on ? index : null, sql, indexPages: pages });
    return `${counts.name} counts, ${pager.name} pages`;
  };

  it('counts in the index what it holds, and pages there only category lists by date or price', () => {
    expect(choose({ category: 1 }, page('DEFAULT'))).toBe('facet index counts, facet index pages');
    expect(choose({ category: 1, brand: [2] }, page('PRICE_DESC'))).toBe('facet index counts, facet index pages');
    expect(choose({ category: 1 }, page('NAME_ASC'))).toBe('facet index counts, sql pages');
    expect(choose({ category: 1 }, cursor)).toBe('facet index counts, sql pages');
    expect(choose({ brand: [2] }, page('PRICE_ASC'))).toBe('facet index counts, sql pages');
    expect(choose({ category: 1, vehicle: 'v' }, page('DEFAULT'))).toBe('sql counts, sql pages');
    expect(choose({ category: 1, search: {} as never }, page('DEFAULT'))).toBe('sql counts, sql pages');
    expect(choose({ category: 1, notFitting: 'v' }, page('DEFAULT'))).toBe('sql counts, sql pages');
  });

  it('follows FACET_INDEX and FACET_INDEX_PAGES', () => {
    expect(choose({ category: 1 }, page('DEFAULT'), { pages: false })).toBe('facet index counts, sql pages');
    expect(choose({ category: 1 }, page('DEFAULT'), { on: false })).toBe('sql counts, sql pages');
  });
});
