/**
 * Search in the shop's five languages (docs/decisions/035): the lexicon finds part types and
 * categories from Hindi, Hinglish, Tamil, Kannada, Telugu and Indian or US English, in the
 * suggestions and in `products(search:)` alike; odd input gets an empty or sensible answer.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createCatalogueService } from '../../../gateway/catalogue/catalogue.service';
import { createSearchLexicon } from '../../../gateway/catalogue/search-lexicon.store';
import { hasControlCharacter } from '../../../rules/text/control-characters';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { testEngines } from '../../support/test-database';
import { graphql } from '../../support/graphql';

const SUGGEST = graphql(`
  query SearchLanguagesSuggest($q: String!, $p: Int, $c: Int) {
    searchSuggestions(query: $q, limitProducts: $p, limitCategories: $c) {
      products {
        slug
        name
        type {
          slug
        }
      }
      categories {
        slug
      }
    }
  }
`);
const LIST = graphql(`
  query SearchLanguagesList($search: String) {
    products(search: $search, options: { limit: 50 }) {
      total
      items {
        slug
        type {
          slug
        }
      }
    }
  }
`);

const BRAKE = ['brake-pad', 'brake-disc', 'brake-shoe'];

describe.each(testEngines())('search in five languages (%s)', (engine) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway({ engine });
  }, 180_000);
  afterAll(() => gateway?.close());

  async function suggest(q: string, p = 4, c = 4) {
    const { data, errors } = await gateway.execute(SUGGEST, { q, p, c });
    expect(errors, q).toBeUndefined();
    return data!.searchSuggestions as {
      products: { slug: string; name: string; type: { slug: string } }[];
      categories: { slug: string }[];
    };
  }
  const types = async (q: string, p = 4) => (await suggest(q, p)).products.map((x) => x.type.slug);

  it.each([
    ['बैटरी', ['battery']],
    ['बैट्री', ['battery']],
    ['टायर', ['tyre']],
    ['ब्रेक', BRAKE],
    ['हेलमेट', ['helmet']],
    ['ஹெல்மெட்', ['helmet']],
    ['பேட்டரிக்கு', ['battery']],
    ['ಬ್ಯಾಟರಿ', ['battery']],
    ['బ్యాటరీ', ['battery']],
    ['bike ka brake', BRAKE],
    ['gaadi ki battery', ['battery']],
    ['tyre badalna', ['tyre']],
    ['bonnet', ['body-cover']],
    ['stepney', ['tyre', 'wheel-cover']],
    ['dickey', ['organiser']],
    ['tire', ['tyre']],
  ])('%s: the first suggestion is of the part type meant', async (q, wanted) => {
    const found = await types(q);
    expect(found.length, q).toBeGreaterThan(0);
    expect(wanted, `${q} → ${found.join(', ')}`).toContain(found[0]);
  });

  it('"tire" puts every tyre before anything else, and tyre inflators after them', async () => {
    const found = await types('tire', 20);
    const tyres = found.filter((t) => t === 'tyre').length;
    expect(tyres).toBeGreaterThan(0);
    expect(found.slice(0, tyres)).toEqual(Array(tyres).fill('tyre'));
  });

  it('suggests the categories a term names, in any language', async () => {
    expect((await suggest('बैटरी')).categories.map((c) => c.slug)).toEqual(['batteries']);
    expect((await suggest('ब्रेक और सस्पेंशन')).categories.map((c) => c.slug)).toContain('brakes-suspension');
    expect((await suggest('இருசக்கர வாகன பாகங்கள்')).categories.map((c) => c.slug)).toContain('two-wheeler-parts');
    expect((await suggest('ಹೆಲ್ಮೆಟ್')).categories.map((c) => c.slug)).toEqual(['helmets']);
    expect((await suggest('హెల్మెట్')).categories.map((c) => c.slug)).toEqual(['helmets']);
  });

  it('finds a category named in another language with its products', async () => {
    const answer = await suggest('ब्रेक और सस्पेंशन', 10);
    expect(answer.products.length).toBeGreaterThan(0);
    for (const p of answer.products) expect([...BRAKE, 'shock-absorber', 'brake-fluid']).toContain(p.type.slug);
  });

  it('lists the same products by products(search:), other words narrowing when some product holds them', async () => {
    const list = async (search: string) => {
      const { data, errors } = await gateway.execute(LIST, { search });
      expect(errors).toBeUndefined();
      return data!.products as { total: number; items: { slug: string; type: { slug: string } }[] };
    };
    const batteries = await list('बैटरी');
    expect(batteries.total).toBeGreaterThan(1);
    expect(batteries.items.every((i) => i.type.slug === 'battery')).toBe(true);
    const first = (await suggest('बैटरी', 4)).products.map((p) => p.slug);
    expect(batteries.items.slice(0, 4).map((i) => i.slug)).toEqual(first);
    // "gaadi" says car: the batteries whose names say so, and only batteries.
    const car = await list('gaadi ki battery');
    expect(car.total).toBeGreaterThan(0);
    expect(car.total).toBeLessThan(batteries.total);
    expect(car.items.every((i) => i.type.slug === 'battery')).toBe(true);
    // The suggestions' shortcut (the best few of each tier) equals the list's full ranking; a list
    // that requires the other words ("bosch") stops where the suggestions go on with other brakes.
    for (const q of ['brake', 'bosch brake', 'tire', 'ब्रेक और सस्पेंशन', 'gaadi ki battery', 'oil', 'filter', 'light']) {
      const suggested = (await suggest(q, 10)).products.map((p) => p.slug);
      const listed = (await list(q)).items.slice(0, 10).map((i) => i.slug);
      expect(listed.length, q).toBeGreaterThan(0);
      expect(listed, q).toEqual(suggested.slice(0, listed.length));
    }
    const exide = await list('exide बैटरी');
    expect(exide.total).toBeGreaterThan(0);
    expect(exide.total).toBeLessThan(batteries.total);
  });

  it("reads the shop's own lexicon rows and new part types once the catalogue revision moves", async () => {
    const { db } = gateway.database;
    const catalogue = createCatalogueService(db, {}, createSearchLexicon(db, 0));
    const settle = async (q: string) => {
      await catalogue.searchProducts(q, 4); // notices the new revision, reloads in the background
      await new Promise((r) => setTimeout(r, 50));
      return (await catalogue.searchProducts(q, 4)).map((p) => p.slug);
    };
    // No silencers yet: nothing, and no error.
    expect(await settle('silencer')).toEqual([]);
    const brand = await db.selectFrom('brands').select('id').where('slug', '=', 'minda').executeTakeFirstOrThrow();
    const type = await db
      .insertInto('product_types')
      .values({ slug: 'silencer', name: 'Silencer' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`insert into products (slug, name, sku, part_number, sku_key, part_number_key, brand_id, type_id, excerpt,
      description, price, stock, compatibility, search_text, search_compact, hsn_code)
      values ('test-exhaust-end-can', 'Test Exhaust End Can', 'TST-EX-1', 'EX-1', 'TSTEX1', 'EX1', ${brand.id}, ${type.id},
        '', '', 99900, 'in-stock', 'all', 'test exhaust end can tst ex 1 ex 1 uno minda', 'testexhaustendcantstex1ex1unominda', '870892')`.execute(
      db,
    );
    expect(await settle('साइलेंसर')).toEqual(['test-exhaust-end-can']);
    expect(await settle('muffler')).toEqual(['test-exhaust-end-can']);
    // A term the shop adds.
    await db
      .insertInto('search_lexicon')
      .values({ term: 'ಎಕ್ಸಾಸ್ಟ್', locale: 'kn', kind: 'part', part_types: ['silencer'], categories: [], word: null })
      .execute();
    expect(await settle('ಎಕ್ಸಾಸ್ಟ್')).toEqual(['test-exhaust-end-can']);
    await sql`delete from products where slug = 'test-exhaust-end-can'`.execute(db);
  });

  it('finds a product by the terms of its part type as soon as its type changes (migration 0860)', async () => {
    const { db } = gateway.database;
    const catalogue = createCatalogueService(db, {}, createSearchLexicon(db));
    const ids = await db
      .selectFrom('product_types')
      .select(['id', 'slug'])
      .where('slug', 'in', ['helmet', 'battery'])
      .execute();
    const typeId = (slug: string) => ids.find((t) => t.slug === slug)!.id;
    const helmet = await db
      .selectFrom('products')
      .select(['id', 'slug'])
      .where('type_id', '=', typeId('helmet'))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const found = async (q: string) => (await catalogue.searchProducts(q, 1000)).map((p) => p.slug);
    expect(await found('हेलमेट')).toContain(helmet.slug);
    expect(await found('बैटरी')).not.toContain(helmet.slug);
    await db
      .updateTable('products')
      .set({ type_id: typeId('battery') })
      .where('id', '=', helmet.id)
      .execute();
    try {
      expect(await found('बैटरी')).toContain(helmet.slug);
      expect(await found('हेलमेट')).not.toContain(helmet.slug);
    } finally {
      await db
        .updateTable('products')
        .set({ type_id: typeId('helmet') })
        .where('id', '=', helmet.id)
        .execute();
    }
    expect(await found('हेलमेट')).toContain(helmet.slug);
  });

  it('never lets a typo correction displace a lexicon or exact hit', async () => {
    // "helmet" is a term; nothing is corrected, so no "helmat"-like word is sought.
    expect((await types('helmet'))[0]).toBe('helmet');
    // A typo of a term is corrected only when nothing matches as typed.
    expect((await types('stepny'))[0]).toBe('tyre');
    expect((await types('helmat'))[0]).toBe('helmet');
  });

  it.each([
    ['only combining marks', '\u093e\u093f\u0bcd\u0cbe\u0c3e'],
    ['only zero-width characters', '\u200b\u200c\u200d\ufeff\u2060'],
    ['emoji', '🛞🚗🔋'],
    ['an emoji flag and a family', '🇮🇳👨‍👩‍👧'],
  ])('answers %s with nothing', async (_name, q) => {
    expect(await suggest(q)).toEqual({ products: [], categories: [] });
  });

  it.each([
    ['mixed scripts', 'bike का ब्रेक ಬ್ರೇಕ್', BRAKE],
    ['an emoji beside a word', '🔋 बैटरी 🚗', ['battery']],
    ['200 characters', `${'बैटरी '.repeat(33)}xy`.slice(0, 200), ['battery']],
  ])('answers %s sensibly', async (_name, q, wanted) => {
    expect(wanted).toContain((await types(q))[0]);
  });

  it("answers any string of Unicode without an error (control characters: the argument guard's typed refusal)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ unit: 'grapheme', maxLength: 60 }),
          fc.string({ unit: 'binary', maxLength: 60 }),
          fc.string({
            unit: fc.integer({ min: 0x0900, max: 0x0d7f }).map((c) => String.fromCodePoint(c)),
            maxLength: 30,
          }),
        ),
        async (q) => {
          const { errors } = await gateway.execute(SUGGEST, { q, p: 4, c: 4 });
          if (hasControlCharacter(q))
            expect(errors?.map((e) => e.extensions)).toEqual([
              { code: 'BAD_USER_INPUT', errorCode: 'ERROR_FORM_INVALID', field: ['query'] },
            ]);
          else expect(errors, JSON.stringify(q)).toBeUndefined();
        },
      ),
      { numRuns: 60 },
    );
  });
});
