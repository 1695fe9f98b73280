/**
 * Words of a query that do not say which part is meant: "set", "kit", "pair", "pack", "combo"
 * rank a list but never narrow it to the few products whose names hold them ("brake pad set"
 * lists every brake pad, most of which are sold as a set without saying so in their name); and
 * a lone digit is never all that is left of a query whose other words match nothing ("xyzzy 1").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { testEngines } from '../../support/test-database';
import { graphql } from '../../support/graphql';

const LIST = graphql(`
  query SearchQueryWordsList($search: String) {
    products(search: $search, options: { limit: 100 }) {
      total
      items {
        slug
        name
        type {
          slug
        }
      }
    }
  }
`);

const BRAKE = ['brake-pad', 'brake-disc', 'brake-shoe'];

const SUGGEST = graphql(`
  query SearchQueryWordsSuggest($q: String!) {
    searchSuggestions(query: $q, limitProducts: 8) {
      products {
        slug
      }
    }
  }
`);

interface Item {
  slug: string;
  name: string;
  type: { slug: string };
}

describe.each(testEngines())('query words that only rank, and words that match nothing (%s)', (engine) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway({ engine });
  }, 180_000);
  afterAll(() => gateway?.close());

  async function list(search: string) {
    const { data, errors } = await gateway.execute(LIST, { search });
    expect(errors, search).toBeUndefined();
    return data!.products as { total: number; items: Item[] };
  }
  const slugs = (items: Item[]) => items.map((i) => i.slug).sort();

  it('lists every brake pad for "brake pad set" and its Hinglish and plural forms', async () => {
    const pads = await list('brake pad');
    expect(pads.total).toBeGreaterThanOrEqual(8);
    expect(pads.items.every((i) => ['brake-pad', 'brake-shoe'].includes(i.type.slug))).toBe(true);
    for (const query of ['brake pad set', 'brake pad ka set', 'brake pads set', 'brake pad kit', 'brake pad pair']) {
      const found = await list(query);
      expect(slugs(found.items), query).toEqual(slugs(pads.items));
    }
    // A brake set is any brake part the lexicon names for "brake" ("brake" as typed also finds brake fluid).
    const brakeParts = (await list('brake')).items.filter((i) => BRAKE.includes(i.type.slug));
    expect(slugs((await list('brake set')).items)).toEqual(slugs(brakeParts));
    expect(slugs((await list('floor mat set')).items)).toEqual(slugs((await list('floor mat')).items));
    expect((await list('floor mat set')).total).toBeGreaterThan(1);
  });

  it('ranks the products whose names hold such a word first, and still requires the other words', async () => {
    const sets = await list('brake set');
    const first = sets.items[0]!;
    expect(first.name.toLowerCase()).toMatch(/\bset\b/);
    // "bosch brake pad set": Bosch's brake pads, whether or not their names say "set".
    const bosch = await list('bosch brake pad set');
    expect(bosch.total).toBeGreaterThan(0);
    expect(slugs(bosch.items)).toEqual(slugs((await list('bosch brake pad')).items));
  });

  it('finds nothing for words that match nothing, whatever digits come with them', async () => {
    expect((await list('xyzzy')).total).toBe(0);
    for (const query of ['xyzzy 1', 'xyzzy(1)', '<script>alert(1)</script>', 'qwzx 12', 'xyzzy 1 2']) {
      const found = await list(query);
      expect(found.total, query).toBe(0);
      const { data, errors } = await gateway.execute(SUGGEST, { q: query });
      expect(errors, query).toBeUndefined();
      expect(data!.searchSuggestions.products, query).toEqual([]);
    }
  });

  it('still forgives a typo, with or without a one-character word beside it', async () => {
    // "brke pads" is read as brake pads by the lexicon; "helmt" is a catalogue word's typo.
    const pads = await list('brake pads');
    expect((await list('brke pads')).total).toBe(pads.total);
    const helmets = await list('helmet');
    expect((await list('helmt')).total).toBe(helmets.total);
    expect((await list('helmt x')).total).toBe(helmets.total);
  });
});
