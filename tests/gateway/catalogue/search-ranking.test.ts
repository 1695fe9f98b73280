/**
 * Search suggestions take their first products from the best sellers when code hits and word
 * starts fill the page there, else from all matches when there are few, and otherwise from the
 * search tiers (search-suggestions.ts, docs/decisions/021). Whichever step answers, the answer must be the ranking's first `limit`,
 * written plainly here over every match: exact SKU or part number, then word starts, then other
 * substrings, each best sellers first, then by id. Typo matches likewise, from the best sellers
 * when the closest words fill the page there (docs/decisions/022): by the mean similarity of the
 * known words found, then best sellers first, then by id. These steps are for queries the search
 * lexicon does not read (its ranking: search-lexicon-ranking.test.ts), so they run without one.
 */
import { type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueService } from '../../../gateway/catalogue/catalogue.service';
import { searchTerms, type TypoWord, typoWords } from '../../../gateway/catalogue/product-search.sql';
import { buildLexicon } from '../../../gateway/catalogue/search-lexicon';
import type { Database } from '../../../gateway/store/database';
import { SEARCH_WINDOWS, tieSales } from '../../support/search-ranking';
import { createTestDatabase, testEngines } from '../../support/test-database';

const noLexicon = { get: async () => buildLexicon([]) };

/** The ranking's first `limit` direct matches, written plainly on `product_search`. */
async function rankingByDefinition(db: Database['db'], query: string, limit: number): Promise<number[]> {
  const t = searchTerms(query)!;
  const { rows } = await sql<{ id: number }>`
    select product_id as id from product_search
    where sku_key = ${t.code} or part_number_key = ${t.code} or search_text like ${t.like} or search_compact like ${t.compactLike}
    order by case when sku_key = ${t.code} or part_number_key = ${t.code} then 0
      when strpos(' ' || search_text, ${` ${t.text}`}) > 0 then 1 else 2 end,
      sales_count desc, product_id
    limit ${limit}`.execute(db);
  return rows.map((r) => r.id);
}

/**
 * The typo ranking's first `limit`, written plainly: products holding one of each word's
 * candidates, by the mean of the best similarity found per word, then sales, then id.
 */
async function typoRankingByDefinition(db: Database['db'], words: TypoWord[], limit: number): Promise<number[]> {
  const likes = (w: TypoWord) => w.candidates.map((c) => c.like);
  const similarities = (w: TypoWord) => w.candidates.map((c) => c.similarity);
  const { rows } = await sql<{ id: number }>`
    select product_id as id from product_search
    where ${sql.join(
      words.map((w) => sql`exists (select 1 from unnest(${likes(w)}::text[]) c (l) where search_text like c.l)`),
      sql` and `,
    )}
    order by (${sql.join(
      words.map(
        (w) => sql`(select max(c.s) from unnest(${likes(w)}::text[], ${similarities(w)}::float8[]) c (l, s)
          where search_text like c.l)`,
      ),
      sql` + `,
    )}) desc, sales_count desc, product_id
    limit ${limit}`.execute(db);
  return rows.map((r) => r.id);
}

/**
 * Counts the typo statements: those that look among the best sellers (`like any`) and those that
 * rank every typo match (the typo rank, `4 - (`, without `like any`).
 */
function countingTypoStatements() {
  const counter = { window: 0, full: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      const text = JSON.stringify(node);
      if (text.includes('like any(')) counter.window++;
      else if (text.includes('(4 - (')) counter.full++;
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { counter, plugin };
}

describe.each(testEngines())('search suggestion ranking (%s)', (engine) => {
  let database: Database;
  let queries: string[];
  /** Queries nothing matches directly: a name word with a letter left out, alone or before the next word. */
  let typos: string[];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const { db } = database;
    await tieSales(database);
    const products = await db.selectFrom('products').select(['name', 'sku', 'part_number']).orderBy('id').execute();
    const words = new Set<string>();
    for (const [i, p] of products.entries()) {
      const parts = p.name.toLowerCase().split(/\s+/);
      for (const word of parts) for (const n of [2, word.length]) words.add(word.slice(0, n));
      words.add(`${parts[0]} ${parts[1]?.slice(0, 2) ?? ''}`.trim());
      if (i % 4 === 0) words.add(p.sku.toLowerCase());
      if (i % 4 === 2) words.add(p.part_number);
    }
    queries = [...words].filter((q) => searchTerms(q) !== null);
    const misspelt = new Set<string>();
    for (const p of products) {
      const parts = p.name.toLowerCase().split(/\s+/);
      for (const [i, word] of parts.entries()) {
        if (!/^[a-z]{5,}$/.test(word)) continue;
        const typo = word.slice(0, 2) + word.slice(3);
        misspelt.add(typo);
        if (parts[i + 1]) misspelt.add(`${typo} ${parts[i + 1]}`);
      }
    }
    // Every third, enough to reach both ways of answering (some 200 queries).
    typos = [];
    for (const query of [...misspelt].filter((_, i) => i % 3 === 0))
      if ((await rankingByDefinition(db, query, 1)).length === 0) typos.push(query);
  }, 180_000);
  afterAll(async () => {
    await database?.close();
  });

  it.each(SEARCH_WINDOWS)('equals the definition with %s', async (_name, bestSellerWindow, rareMatches) => {
    const { db } = database;
    const catalogue = createCatalogueService(db, { bestSellerWindow, rareMatches }, noLexicon);
    let compared = 0;
    for (const query of queries) {
      for (const limit of [1, 4]) {
        const expected = await rankingByDefinition(db, query, limit);
        if (expected.length === 0) continue;
        const found = (await catalogue.searchProducts(query, limit)).map((p) => p.id);
        expect(found, `"${query}", limit ${limit}`).toEqual(expected);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(300);
  });

  it.each([
    ['the whole catalogue in the window', 1000],
    ['a window of 3 best sellers', 3],
  ])('typo matches equal the definition with %s', async (_name, bestSellerWindow) => {
    const { db } = database;
    const { counter, plugin } = countingTypoStatements();
    const catalogue = createCatalogueService(db.withPlugin(plugin), { bestSellerWindow }, noLexicon);
    let compared = 0;
    let fromWindow = 0;
    let ranked = 0;
    for (const query of typos) {
      const words = await typoWords(db, searchTerms(query)!);
      if (words.length === 0) continue;
      for (const limit of [1, 4]) {
        const expected = await typoRankingByDefinition(db, words, limit);
        const before = { ...counter };
        const found = (await catalogue.searchProducts(query, limit)).map((p) => p.id);
        expect(found, `"${query}", limit ${limit}`).toEqual(expected);
        compared++;
        if (counter.full > before.full) ranked++;
        else if (counter.window > before.window) fromWindow++;
      }
    }
    expect(compared).toBeGreaterThan(100);
    // Both ways of answering were compared: the window alone, and the full ranking after it.
    expect(fromWindow).toBeGreaterThan(bestSellerWindow === 1000 ? compared / 2 : 0);
    expect(ranked).toBeGreaterThan(bestSellerWindow === 1000 ? 0 : compared / 2);
  });
});
