/**
 * A query that names a part type or category in the search lexicon ("brake", "tire", "बैटरी",
 * "bike ka brake") takes one statement (search-suggestions.ts `lexiconStatement`), which reads
 * each tier's best rows from the cheapest source that holds them: the lexicon's own products when
 * they fill the page, else the best sellers' window, else every direct match when the trigram
 * indexes find few, else a walk of the sales index (docs/decisions/039). Whichever source
 * answers, the answer must be the lexicon ranking's first `limit`, written plainly here: exact SKU
 * or part number, then the named types' or categories' products holding the other words, then
 * word starts of the text as typed, then its other substrings, then the named products without
 * the other words; each best sellers first, then by id.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueService } from '../../../gateway/catalogue/catalogue.service';
import { lexiconSearchTerms } from '../../../gateway/catalogue/product-search.sql';
import { createSearchLexicon } from '../../../gateway/catalogue/search-lexicon.store';
import type { Database } from '../../../gateway/store/database';
import { SEARCH_WINDOWS, tieSales } from '../../support/search-ranking';
import { createTestDatabase, testEngines } from '../../support/test-database';

type Lexicon = Awaited<ReturnType<ReturnType<typeof createSearchLexicon>['get']>>;

/** The lexicon ranking's first `limit`, written plainly on `product_search`. */
async function rankingByDefinition(db: Database['db'], lexicon: Lexicon, query: string, limit: number) {
  const { terms: t, lexicon: l } = lexiconSearchTerms(lexicon, query);
  if (!t || !l) return null;
  const code = sql`(s.sku_key = ${t.code} or s.part_number_key = ${t.code})`;
  const direct = sql`(${code} or s.search_text like ${t.like} or s.search_compact like ${t.compactLike})`;
  const named = sql`(s.type_id = any(${l.typeIds}::int[])
    or s.product_id in (select product_id from product_categories where category_id = any(${l.categoryIds}::int[])))`;
  const holding = l.hasRest ? sql`(' ' || s.search_text) like all(${l.restLikes}::text[])` : sql`true`;
  const { rows } = await sql<{ id: number }>`
    select s.product_id as id from product_search s where ${direct} or ${named}
    order by case when ${code} then 0 when ${named} and ${holding} then 0.5
      when strpos(' ' || s.search_text, ${` ${t.text}`}) > 0 then 1 when ${direct} then 2 else 3 end,
      s.sales_count desc, s.product_id
    limit ${limit}`.execute(db);
  return rows.map((r) => r.id);
}

describe.each(testEngines())('search suggestions for lexicon queries (%s)', (engine) => {
  let database: Database;
  let lexicon: Lexicon;
  let queries: string[];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const { db } = database;
    await tieSales(database);
    lexicon = await createSearchLexicon(db).get();
    const terms = await db.selectFrom('search_lexicon').select('term').where('kind', '=', 'part').execute();
    const names = await db.selectFrom('products').select('name').orderBy('id').execute();
    const words = [...new Set(names.flatMap((p) => p.name.toLowerCase().split(/\s+/)))];
    const candidates = new Set<string>();
    for (const [i, { term }] of terms.entries()) {
      candidates.add(term);
      // What a shopper has typed so far of the term (a word start the text may not hold).
      candidates.add([...term].slice(0, 2).join(''));
      // The term with another word: a name word held by some of its products, or by none.
      if (i % 3 === 0) candidates.add(`${words[i % words.length]} ${term}`);
      if (i % 3 === 1) candidates.add(`${term} ${words[(i * 7) % words.length]}`);
      if (i % 3 === 2) candidates.add(`${term} qqq`);
    }
    queries = [...candidates].filter((q) => lexiconSearchTerms(lexicon, q).lexicon !== null);
  }, 180_000);
  afterAll(async () => {
    await database?.close();
  });

  it.each(SEARCH_WINDOWS)('equals the definition with %s', async (_name, bestSellerWindow, rareMatches) => {
    const { db } = database;
    const catalogue = createCatalogueService(db, { bestSellerWindow, rareMatches }, { get: async () => lexicon });
    let compared = 0;
    let typedTiersRead = 0;
    // Every fifth query, at four page sizes: the lexicon's products fill a page of 1 or 4, not always one of 60.
    for (const query of queries.filter((_, i) => i % 5 === 0)) {
      for (const limit of [1, 4, 20, 60]) {
        const expected = (await rankingByDefinition(db, lexicon, query, limit))!;
        const found = (await catalogue.searchProducts(query, limit)).map((p) => p.id);
        expect(found, `"${query}", limit ${limit}`).toEqual(expected);
        compared++;
        const { lexicon: l } = lexiconSearchTerms(lexicon, query);
        const named = await db
          .selectFrom('product_search')
          .select(db.fn.countAll<number>().as('n'))
          .where(sql<boolean>`type_id = any(${l!.typeIds}::int[])`)
          .executeTakeFirstOrThrow();
        if (Number(named.n) < limit) typedTiersRead++;
      }
    }
    expect(compared).toBeGreaterThan(200);
    // Pages the lexicon's own products do not fill: the typed text's tiers answered too.
    expect(typedTiersRead).toBeGreaterThan(20);
  });

  it('answers the same with every statement built per call (STATEMENT_BUILD_ONCE=off)', async () => {
    const { db } = database;
    const [, bestSellerWindow, rareMatches] = SEARCH_WINDOWS[1]!;
    const get = async () => lexicon;
    const once = createCatalogueService(db, { bestSellerWindow, rareMatches }, { get });
    const perCall = createCatalogueService(db, { bestSellerWindow, rareMatches, buildOnce: false }, { get });
    let products = 0;
    for (const query of queries.filter((_, i) => i % 7 === 0)) {
      const expected = await once.searchProducts(query, 4);
      expect(await perCall.searchProducts(query, 4), `"${query}"`).toEqual(expected);
      expect(await perCall.searchCategories(query, 4), `"${query}"`).toEqual(await once.searchCategories(query, 4));
      products += expected.length;
    }
    expect(products).toBeGreaterThan(50);
  });
});
