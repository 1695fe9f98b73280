import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../../gateway/catalogue/seed/index';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { graphql } from '../../support/graphql';
import type { Shop } from '../../support/graphql';

const LIST = graphql(`
  query ProductsSearchList($search: String, $filters: [ProductFilterInput!], $options: ProductListOptions) {
    products(search: $search, filters: $filters, options: $options) {
      total
      sort
      mode
      page {
        page
        pages
        total
      }
      cursor {
        endCursor
        hasNextPage
      }
      items {
        slug
        name
        price {
          amount
        }
        brand {
          slug
        }
      }
      filters {
        slug
        ... on ListFilter {
          items {
            slug
            count
          }
        }
      }
    }
  }
`);
const SUGGEST = graphql(`
  query Suggest($q: String!, $p: Int) {
    searchSuggestions(query: $q, limitProducts: $p) {
      products {
        slug
      }
    }
  }
`);

interface Item {
  slug: string;
  name: string;
  price: { amount: number };
  brand: { slug: string };
}

describe('products(search:): search results ranked like the suggestions, with filters, facets and paging', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  }, 180_000);
  afterAll(() => gateway.close());

  async function list(
    search: string | null,
    filters: Shop.ProductFilterInput[] = [],
    options: Shop.ProductListOptions = {},
  ) {
    const { data, errors } = await gateway.execute(LIST, { search, filters, options });
    expect(errors).toBeUndefined();
    return data!.products as {
      total: number;
      sort: string;
      mode: string;
      items: Item[];
      cursor: { endCursor: string; hasNextPage: boolean };
      filters: { slug: string; items?: { slug: string; count: number }[] }[];
    };
  }
  async function failure(search: string | null, options: Shop.ProductListOptions = {}) {
    const { errors } = await gateway.execute(LIST, { search, options });
    expect(errors).toHaveLength(1);
    return errors![0]!.extensions!;
  }
  const slugs = (items: Item[]) => items.map((i) => i.slug);

  it('ranks exactly as searchSuggestions does, by RELEVANCE unless another sort is asked for', async () => {
    // 'rake' and 'oil' match at word starts and inside words (two ranking tiers).
    for (const query of ['brake', 'exide', 'bosch', 'amarn battery', 'sparkplug', 'helmet', 'rake', 'oil']) {
      const results = await list(query, [], { limit: 20 });
      expect(results.sort).toBe('RELEVANCE');
      const { data } = await gateway.execute(SUGGEST, { q: query, p: 20 });
      expect(slugs(results.items)).toEqual(data!.searchSuggestions.products.map((p: { slug: string }) => p.slug));
      expect(results.total).toBeGreaterThan(0);
    }
    const byPrice = await list('brake', [], { sort: 'PRICE_ASC', limit: 100 });
    const prices = byPrice.items.map((i) => i.price.amount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(byPrice.total).toBe((await list('brake')).total);
  });

  it('puts an exact SKU or part number first and finds brands and typos', async () => {
    const target = PRODUCTS[3]!;
    expect((await list(target.sku.toLowerCase())).items[0]!.slug).toBe(target.slug);
    expect((await list(target.partNumber.replace(/\s+/g, ''))).items[0]!.slug).toBe(target.slug);
    const exide = await list('exide', [], { limit: 100 });
    expect(exide.items.every((i) => i.brand.slug === 'exide')).toBe(true);
    expect(exide.total).toBe(PRODUCTS.filter((p) => p.brandSlug === 'exide').length);
    expect((await list('bosh', [], { limit: 100 })).items.some((i) => i.brand.slug === 'bosch')).toBe(true);
  });

  it('combines with filters; facet counts are counted within the results', async () => {
    const all = await list('brake', [], { limit: 100 });
    const brandFacet = all.filters.find((f) => f.slug === 'brand')!.items!;
    expect(brandFacet.reduce((sum, b) => sum + b.count, 0)).toBe(all.total);
    for (const brand of brandFacet) {
      expect(brand.count).toBe(all.items.filter((i) => i.brand.slug === brand.slug).length);
    }
    const bosch = await list('brake', [{ slug: 'brand', value: 'bosch' }], { limit: 100 });
    expect(bosch.total).toBe(brandFacet.find((b) => b.slug === 'bosch')!.count);
    expect(slugs(bosch.items)).toEqual(slugs(all.items.filter((i) => i.brand.slug === 'bosch')));
    // Disjunctive: the brand facet under a brand filter still counts every brand in the results.
    expect(bosch.filters.find((f) => f.slug === 'brand')!.items).toEqual(brandFacet);
    const inCategory = await list('bosch', [{ slug: 'category', value: 'brakes-suspension' }], { limit: 100 });
    expect(inCategory.total).toBeGreaterThan(0);
    expect(inCategory.total).toBeLessThan((await list('bosch')).total);
  });

  it('pages by page and by cursor through the same ranking, without duplicates or gaps', async () => {
    const all = slugs((await list('brake', [], { limit: 100 })).items);
    const paged: string[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 5); page++)
      paged.push(...slugs((await list('brake', [], { page, limit: 5 })).items));
    expect(paged).toEqual(all);
    const cursored: string[] = [];
    let after: string | null = null;
    do {
      const answer = await list('brake', [], { limit: 4, ...(after ? { after } : {}) });
      cursored.push(...slugs(answer.items));
      after = answer.cursor.hasNextPage ? answer.cursor.endCursor : null;
    } while (after);
    expect(cursored).toEqual(all);
    const interior = await list('seat', [{ slug: 'category', value: 'interior-parts' }]);
    expect(interior).toMatchObject({ mode: 'CURSOR', sort: 'RELEVANCE' });
  });

  it('treats a blank search as none and a too-short one as matching nothing', async () => {
    expect((await list('   ')).total).toBe(PRODUCTS.length);
    expect((await list('   ')).sort).toBe('DEFAULT');
    expect((await list(null)).total).toBe(PRODUCTS.length);
    expect((await list('b')).total).toBe(0);
    expect((await list('zzqxj')).items).toEqual([]);
    expect((await list('%%')).total).toBe(0);
  });

  it('rejects an over-long search, RELEVANCE without a search, and a cursor of another sort', async () => {
    expect(await failure('x'.repeat(1001))).toMatchObject({
      code: 'BAD_USER_INPUT',
      errorCode: 'ERROR_FORM_OUT_OF_RANGE',
      field: ['search'],
    });
    expect(await failure(null, { sort: 'RELEVANCE' })).toMatchObject({
      code: 'BAD_USER_INPUT',
      errorCode: 'CATALOGUE_INVALID_PAGINATION',
      field: ['options', 'sort'],
    });
    const { cursor } = await list('brake', [], { limit: 2 });
    expect(await failure('brake', { sort: 'PRICE_ASC', after: cursor.endCursor })).toMatchObject({
      errorCode: 'CATALOGUE_INVALID_PAGINATION',
    });
  });
});
