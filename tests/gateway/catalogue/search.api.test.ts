import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../../gateway/catalogue/seed/index';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { graphql } from '../../support/graphql';

const SUGGEST = graphql(`
  query SearchSuggest($q: String!, $p: Int, $c: Int) {
    searchSuggestions(query: $q, limitProducts: $p, limitCategories: $c) {
      products {
        slug
        name
        sku
        partNumber
        brand {
          slug
        }
      }
      categories {
        slug
      }
    }
  }
`);

describe('searchSuggestions: name, SKU, part number, brand and category; typos forgiven', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());

  async function suggest(q: string, p?: number, c?: number) {
    const { data, errors } = await gateway.execute(SUGGEST, { q, p, c });
    expect(errors).toBeUndefined();
    return data!.searchSuggestions as {
      products: { slug: string; name: string; sku: string; partNumber: string; brand: { slug: string } }[];
      categories: { slug: string }[];
    };
  }

  it('defaults to 4 products and 4 categories', async () => {
    const answer = await suggest('brake');
    expect(answer.products).toHaveLength(4);
    expect(answer.categories.map((c) => c.slug)).toEqual(expect.arrayContaining(['brake-pads', 'brake-discs']));
    expect(answer.categories.length).toBeLessThanOrEqual(4);
    expect((await suggest('brake', 3, 1)).products).toHaveLength(3);
  });

  it('puts an exact SKU or part number first, whatever the case and spacing', async () => {
    const target = PRODUCTS[1]!;
    expect((await suggest(target.sku.toLowerCase())).products[0]!.slug).toBe(target.slug);
    expect((await suggest(target.partNumber.replace(/\s+/g, ''))).products[0]!.slug).toBe(target.slug);
    expect((await suggest(`  ${target.partNumber}  `)).products[0]!.slug).toBe(target.slug);
  });

  it('matches brand names and category names', async () => {
    const exide = await suggest('exide', 10);
    expect(exide.products.length).toBeGreaterThan(0);
    expect(exide.products.every((p) => p.brand.slug === 'exide')).toBe(true);
    const helmets = await suggest('helmets', 10);
    expect(helmets.categories[0]!.slug).toBe('helmets');
    expect(helmets.products.length).toBeGreaterThan(0);
  });

  it('forgives small typos, accents and missing spaces', async () => {
    expect((await suggest('bosh', 10)).products.some((p) => p.brand.slug === 'bosch')).toBe(true);
    expect((await suggest('amarn battery', 10)).products.some((p) => p.brand.slug === 'amaron')).toBe(true);
    expect((await suggest('sparkplug', 10)).products.some((p) => p.name.toLowerCase().includes('spark plug'))).toBe(
      true,
    );
    expect((await suggest('BRÉMBO', 10)).products.some((p) => p.brand.slug === 'brembo')).toBe(true);
  });

  it('gives empty lists for a too-short or unmatched query, and treats LIKE wildcards literally', async () => {
    expect(await suggest('b')).toEqual({ products: [], categories: [] });
    expect(await suggest('zzqxj')).toEqual({ products: [], categories: [] });
    expect((await suggest('%%')).products).toEqual([]);
  });
});
