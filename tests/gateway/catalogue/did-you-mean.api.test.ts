import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../support/test-database';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { graphql } from '../../support/graphql';
import type { Shop } from '../../support/graphql';

const LIST = graphql(`
  query DidYouMeanList($search: String, $filters: [ProductFilterInput!]) {
    products(search: $search, filters: $filters, options: { limit: 100 }) {
      total
      didYouMean
      items {
        name
      }
    }
  }
`);

describe.each(testEngines())('products.didYouMean: a typo spelt with the catalogue’s own words (%s)', (engine) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway({ engine });
  }, 180_000);
  afterAll(() => gateway.close());

  async function list(search: string | null, filters: Shop.ProductFilterInput[] = []) {
    const { data, errors } = await gateway.execute(LIST, { search, filters });
    expect(errors).toBeUndefined();
    return data!.products as { total: number; didYouMean: string | null; items: { name: string }[] };
  }

  it('offers the catalogue’s spelling of a typo, and that spelling finds products directly', async () => {
    for (const [typed, spelt] of [
      ['brke pads', 'brake pads'],
      ['Brke  PADS', 'brake pads'],
      ['helmt', 'helmet'],
    ] as const) {
      const answer = await list(typed);
      expect(answer.didYouMean, typed).toBe(spelt);
      const corrected = await list(spelt);
      expect(corrected.total).toBeGreaterThan(0);
      expect(corrected.didYouMean).toBeNull();
    }
  });

  it('never overrides a direct hit and says nothing without a search or without a better spelling', async () => {
    for (const search of ['brake pads', 'bosch', 'oil filter', null, '   ', 'zzqxj', 'b']) {
      expect((await list(search)).didYouMean, String(search)).toBeNull();
    }
  });

  it('is the same under filters (the spelling is of the search, not of the filtered list)', async () => {
    const filtered = await list('brke pads', [{ slug: 'discount', value: 'yes' }]);
    expect(filtered.didYouMean).toBe('brake pads');
  });
});
