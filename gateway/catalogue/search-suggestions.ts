/**
 * Search suggestions (`searchSuggestions`): the first products of the search ranking
 * (product-search.sql.ts) in up to four exact steps (docs/decisions/021, 022), and the shop
 * categories whose names match.
 */
import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import { type StatementOptions, statements } from '../store/statements';
import type { DB } from '../store/schema';
import { type CategoryRow, imageUrls, type ProductRow, productColumns } from './catalogue.mappers';
import {
  direct,
  lexiconRest,
  lexiconSearchTerms,
  MAX_QUERY_LENGTH,
  MIN_QUERY_LENGTH,
  type ResolvedSearch,
  type SearchTerms,
  type TypoWord,
  searchMatch,
  searchRank,
  typoWords,
} from './product-search.sql';
import type { SearchLexiconService } from './search-lexicon.store';
import { compactSearchText, escapeLike } from './search-text';

/**
 * How many of the best sellers a search suggestion looks through before it asks the search
 * indexes (see searchProducts): a word start shared by 1 % of the catalogue has, on average, 4
 * matches among 400 products.
 */
export const BEST_SELLER_WINDOW = 1000;

/** At most this many direct matches are ranked all together (see searchProducts). */
export const RARE_MATCHES = 500;

export interface SearchSuggestionOptions extends StatementOptions {
  bestSellerWindow?: number;
  rareMatches?: number;
}

/** Products and shop categories for what a shopper is typing. */
export function createSearchSuggestions(
  db: Kysely<DB>,
  lexicons: SearchLexiconService,
  {
    bestSellerWindow = BEST_SELLER_WINDOW,
    rareMatches = RARE_MATCHES,
    ...statementOptions
  }: SearchSuggestionOptions = {},
) {
  const { statement, statementByLimit } = statements(db, statementOptions);
  const shopCategories = () => db.selectFrom('categories').selectAll().where('type', '=', 'shop');

  /** The ids and ranks of the best `limit` search rows under `candidates`, as the subquery `k`. */
  const rankedIds = (search: ResolvedSearch, candidates: RawBuilder<SqlBool>, limit: number | RawBuilder<number>) =>
    db
      .selectFrom('product_search as s')
      // Ranks a few candidates, so a named category is asked per row (lexiconConcept's perRow).
      .select(['s.product_id', searchRank(search, 's', { perRow: true }).as('rank')])
      .where(candidates)
      .orderBy('rank')
      .orderBy('s.product_id')
      .limit(limit)
      .as('k');
  /** Search rows under `candidates`, the best `limit` by rank; only the winners' product rows are read. */
  const ranked = (search: ResolvedSearch, candidates: RawBuilder<SqlBool>, limit: number | RawBuilder<number>) =>
    db
      .selectFrom(rankedIds(search, candidates, limit))
      .innerJoin('products as p', 'p.id', 'k.product_id')
      .select(productColumns)
      .select(imageUrls)
      .orderBy('k.rank')
      .orderBy('k.product_id');
  /**
   * Every direct match ranked, when there are at most `rareMatches` of them (see searchProducts):
   * each row carries in `matched` how many were found, up to `rareMatches` + 1. Its best plan
   * does not depend on the values either: the trigram indexes find the few matches, and stop
   * after `rareMatches` + 1 rows when there are more. It runs on a generic plan from the start
   * (`generic plan`, pglite-worker.ts): PostgreSQL would cost one for an unknown pattern as
   * matching 0.5 % of the products and plan every rare query again instead.
   */
  const rareSearch = statementByLimit((limit, code: string, like: string, wordLike: string, compactLike: string) => {
    const terms = { text: '', code, like, wordLike, compactLike };
    return db
      .with(
        (cte) => cte('m').materialized(),
        (w) =>
          w
            .selectFrom('product_search as s')
            .select('s.product_id')
            .where(direct(terms, 's'))
            .limit(sql.lit(rareMatches + 1)),
      )
      .selectFrom(rankedIds({ terms, fuzzy: null }, sql<SqlBool>`s.product_id in (select product_id from m)`, limit))
      .innerJoin('products as p', 'p.id', 'k.product_id')
      .select(productColumns)
      .select([imageUrls, sql<number>`(select count(*)::int from m)`.as('matched')])
      .orderBy('k.rank')
      .orderBy('k.product_id')
      .modifyEnd(sql`/* generic plan */`);
  });
  /**
   * Direct matches, built and compiled once (see searchProducts). Word starts: `strpos(' ' ||
   * text, ' ' || query) > 0` is `(' ' || text) like '% query%'`, but the planner does not multiply
   * two LIKE estimates (7,921 matches of "bosch" estimated at 2), so a common word walks the sales
   * index and stops instead of ranking every match.
   */
  const directSearch = statement(
    (code: string, like: string, wordLike: string, compactLike: string, spacedText: string, limit: number) => {
      // direct() and the rank of direct matches read every term but the text (spacedText here).
      const terms = { text: '', code, like, wordLike, compactLike };
      const best = (where: RawBuilder<SqlBool>) =>
        sql`(select s.product_id from product_search s where ${where} order by s.sales_count desc, s.product_id limit ${limit})`;
      const tiers = sql<SqlBool>`s.product_id in (${best(sql`s.sku_key = ${code} or s.part_number_key = ${code}`)}
        union ${best(sql`s.search_text like ${like} and strpos(' ' || s.search_text, ${spacedText}) > 0`)} union ${best(direct(terms, 's'))})`;
      return ranked({ terms, fuzzy: null }, tiers, limit);
    },
  );
  /**
   * The first `limit` of the ranking when the code hits and the word starts among the best
   * sellers fill it (see searchProducts). Its plan does not depend on the values: the window is a
   * walk of the sales index that stops after `bestSellerWindow` entries at most, so PostgreSQL
   * keeps one generic plan for it instead of planning every keystroke again (its limit is
   * written into it, see statementByLimit).
   */
  const bestSellerSearch = statementByLimit((limit, code: string, wordLike: string, spacedText: string) => {
    const codes = sql`(select s.product_id from product_search s where s.sku_key = ${code} or s.part_number_key = ${code}
      order by s.sales_count desc, s.product_id limit ${limit})`;
    const wordStarts = sql`(select w.product_id from (select s.product_id, s.sales_count, s.search_text from product_search s
        order by s.sales_count desc, s.product_id limit ${sql.lit(bestSellerWindow)}) w
      where strpos(' ' || w.search_text, ${spacedText}) > 0 order by w.sales_count desc, w.product_id limit ${limit})`;
    const terms = { text: '', code, like: '', wordLike, compactLike: '' };
    return ranked({ terms, fuzzy: null }, sql<SqlBool>`s.product_id in (${codes} union ${wordStarts})`, limit);
  });
  /**
   * Shop categories for the suggestions: those the lexicon names (`ids`, an array literal, in its
   * order) first, then those whose English name holds the text or is like it, best first.
   */
  const categorySearch = statement((ids: string, text: string, like: string, limit: number) =>
    shopCategories()
      .where(sql<boolean>`(id = any(${ids}::int[]) or lower(name) like ${like} or ${text} <% lower(name))`)
      .orderBy(sql`array_position(${ids}::int[], id)`)
      .orderBy(sql`lower(name) like ${like}`, 'desc')
      .orderBy(sql`word_similarity(${text}, lower(name))`, 'desc')
      .orderBy('position')
      .limit(limit),
  );
  /**
   * Typo matches, ranked (only when nothing matches directly). The candidates are known words,
   * each found through the trigram index whatever it is, so the plan is made once (`generic
   * plan`, pglite-worker.ts).
   */
  const typoSearch = async (terms: SearchTerms, limit: number): Promise<ProductRow[]> => {
    const search = { terms, fuzzy: await typoWords(db, terms) };
    if (search.fuzzy.length === 0) return [];
    if (limit <= bestSellerWindow) {
      const best = await ranked(search, typoBestSellers(search.fuzzy, limit), limit)
        .modifyEnd(sql`/* generic plan */`)
        .execute();
      if (best.length === limit) return best;
    }
    return ranked(search, searchMatch(search), limit)
      .modifyEnd(sql`/* generic plan */`)
      .execute();
  };
  /**
   * The typo matches that rank first, when the best sellers hold `limit` of them: a product that
   * holds, for every word, one of the known words most similar to it has the best mean
   * similarity there is, so these rank above every other typo match, among themselves by sales.
   * Like the word starts of bestSellerSearch, a walk of the sales index that stops after
   * `bestSellerWindow` entries at most.
   */
  const typoBestSellers = (fuzzy: TypoWord[], limit: number) => {
    const closest = fuzzy.map((w) => {
      const top = Math.max(...w.candidates.map((c) => c.similarity));
      return w.candidates.filter((c) => c.similarity === top).map((c) => c.like);
    });
    return sql<SqlBool>`s.product_id in (select w.product_id from (select s.product_id, s.sales_count, s.search_text
        from product_search s order by s.sales_count desc, s.product_id limit ${sql.lit(bestSellerWindow)}) w
      where ${sql.join(
        closest.map((likes) => sql`w.search_text like any(${likes}::text[])`),
        sql` and `,
      )} order by w.sales_count desc, w.product_id limit ${sql.lit(limit)})`;
  };
  /**
   * The ranking's first `limit` when the lexicon names part types or categories: the best
   * `limit` by sales of each tier's superset (code hits; the lexicon's products holding the other
   * words; word starts; substrings; all the lexicon's products) hold the best `limit` overall, as
   * in directSearch, so no tier is ranked whole. Compiled once per shape (part types or categories
   * named, with or without other words) and limit, the ids and patterns passed as array literals.
   */
  const lexiconStatement = (
    limit: RawBuilder<number>,
    [code, like, wordLike, compactLike, spacedText, typeIds, categoryIds]: string[],
    restLikes: string | null,
    byType: boolean,
  ) => {
    const terms = { text: '', code: code!, like: like!, wordLike: wordLike!, compactLike: compactLike! };
    const hasRest = restLikes !== null;
    const l = {
      typeIds: typeIds!,
      categoryIds: categoryIds!,
      suggestedCategoryIds: [],
      restLikes: restLikes ?? '{}',
      hasRest,
      requiredLikes: '{}',
      requireRest: false,
    };
    const best = (where: RawBuilder<SqlBool>) =>
      sql`(select s.product_id from product_search s where ${where} order by s.sales_count desc, s.product_id limit ${limit})`;
    /**
     * The lexicon's best `limit` by sales (holding the other words when `rest`): per named part
     * type, a walk of product_search_type_sales (migration 0860) that stops after `limit` hits;
     * a query naming no part type names categories instead (lexiconSearchTerms): their products
     * as a semi-join, so that PostgreSQL (this statement is planned for its values) chooses between
     * walking the search rows by sales and probing each, or reading a small category whole.
     */
    const concept = (rest: boolean) => {
      const holding = rest ? lexiconRest(l, 's') : sql<SqlBool>`true`;
      return byType
        ? sql`(select x.product_id from unnest(${typeIds}::int[]) t (id) cross join lateral (select s.product_id, s.sales_count
            from product_search s where s.type_id = t.id and ${holding} order by s.sales_count desc, s.product_id limit ${limit}) x
          order by x.sales_count desc, x.product_id limit ${limit})`
        : best(sql`s.product_id in (select pc.product_id from product_categories pc
            where pc.category_id = any(${categoryIds}::int[])) and ${holding}`);
    };
    // The concept's products (rank 0.5) outrank every word start (1) and substring (2): when it
    // fills the page, the typed text's tiers are not read at all.
    const typed = typedTiers(terms, spacedText!, limit, sql<SqlBool>`(select count(*) from c) < ${limit}`);
    const tiers = sql<SqlBool>`s.product_id in (${typed.with}, c as materialized ${concept(true)}
      ${best(sql`s.sku_key = ${code} or s.part_number_key = ${code}`)}
      union (select c.product_id from c) union ${hasRest ? sql`${concept(false)} union` : sql``}
      ${typed.wordStarts} union ${typed.substrings})`;
    const statement = ranked({ terms, fuzzy: null, lexicon: l }, tiers, limit);
    // Walking the named types' index is the best plan whatever the values; PostgreSQL would plan
    // every keystroke again for the unknown type list (a generic plan, pglite-worker.ts).
    return byType ? statement.modifyEnd(sql`/* generic plan */`) : statement;
  };
  /**
   * The lexicon statement's tiers of the text as typed (word starts; any substring): the best
   * `limit` of each by sales, exact, without walking the sales index to its end. That walk (what
   * directSearch's tiers do, and what a generic plan picks for an unknown pattern) stops early for
   * a common word but reads every search row when the text is rare or absent, which it usually is
   * when the lexicon recognised it: "बैटरी", "tire" and "stepney" are not in the products' text
   * (about 90 ms per tier at 100,000 products). So each tier takes the first source that holds its
   * best `limit`, and none when `needed` is false (the lexicon's own products fill the page):
   * 1. `m`: every direct match, when the trigram indexes find at most `rareMatches` of them (not
   *    for a text under four characters, which the trigram indexes do not narrow). The text is
   *    read only when the lexicon's products did not fill the page, so it usually holds a word they
   *    do not ("bike ka brake") and is rare: then this costs a few index probes, where the window costs
   *    a walk of 1,000 rows;
   * 2. `win`: the direct matches among the `bestSellerWindow` best sellers, when `limit` of them
   *    are the tier's (the window is the head of the sales order, so those are the best);
   * 3. the walk of the sales index, which stops early because the text is common.
   * Each source is read only when the one before it fell short: the choices are one-time filters,
   * written as `case` so that PostgreSQL evaluates them in this order, and a CTE that no chosen
   * branch reads is never run.
   */
  const typedTiers = (
    terms: SearchTerms,
    spacedText: string,
    limit: RawBuilder<number>,
    needed: RawBuilder<SqlBool>,
  ) => {
    const wordStart = (a: string) =>
      sql<SqlBool>`${sql.ref(`${a}.search_text`)} like ${terms.like} and strpos(' ' || ${sql.ref(`${a}.search_text`)}, ${spacedText}) > 0`;
    const bestSellers = sql`select w.product_id, w.sales_count, w.search_text from (select s.product_id, s.sales_count,
        s.search_text, s.sku_key, s.part_number_key, s.search_compact from product_search s
        order by s.sales_count desc, s.product_id limit ${sql.lit(bestSellerWindow)}) w where ${direct(terms, 'w')}`;
    const matches = sql`select s.product_id, s.sales_count, s.search_text from product_search s
      where ${direct(terms, 's')} limit ${sql.lit(rareMatches + 1)}`;
    // As in searchProducts: a text shorter than a trigram and a half would read most of the
    // trigram index to find its matches, so it skips `m` and walks.
    const short = sql<SqlBool>`char_length(${terms.compactLike}) < ${sql.lit(4 + '%%'.length)}`;
    const tier = (inWindow: RawBuilder<number>, match: (a: string) => RawBuilder<SqlBool>) => {
      const fromWindow = sql<SqlBool>`(${inWindow}) >= ${limit}`;
      const rare = sql<SqlBool>`(select count(*) from m) <= ${sql.lit(rareMatches)}`;
      const few = sql<SqlBool>`case when not ${needed} or ${short} then false else ${rare} end`;
      const useWindow = sql<SqlBool>`case when not ${needed} then false when not ${short} and ${rare} then false
        else ${fromWindow} end`;
      const many = sql<SqlBool>`case when not ${needed} then false when not ${short} and ${rare} then false
        else not ${fromWindow} end`;
      const pick = (from: string, a: string, where: RawBuilder<SqlBool>) =>
        sql`(select ${sql.ref(`${a}.product_id`)} from ${sql.table(from)} as ${sql.table(a)} where ${where}
          order by ${sql.ref(`${a}.sales_count`)} desc, ${sql.ref(`${a}.product_id`)} limit ${limit})`;
      return sql`${pick('win', 'w', sql`${useWindow} and ${match('w')}`)}
        union ${pick('m', 'm', sql`${few} and ${match('m')}`)}
        union ${pick('product_search', 's', sql`${many} and ${match('s')}`)}`;
    };
    return {
      with: sql`with win as materialized (${bestSellers}), m as materialized (${matches})`,
      wordStarts: tier(sql`select count(*) from win w where ${wordStart('w')}`, wordStart),
      // Every row of win and m is a direct match; the walk checks it.
      substrings: tier(sql`select count(*) from win`, (a) => (a === 's' ? direct(terms, 's') : sql<SqlBool>`true`)),
    };
  };
  type Values = [string, string, string, string, string, string, string];
  /** One statement per shape: part types or categories named, with or without other words. */
  const shape = (byType: boolean) => ({
    plain: statementByLimit((limit, ...values: Values) => lexiconStatement(limit, values, null, byType)),
    withRest: statementByLimit((limit, restLikes: string, ...values: Values) =>
      lexiconStatement(limit, values, restLikes, byType),
    ),
  });
  const lexiconStatements = { byType: shape(true), byCategory: shape(false) };
  const lexiconSearch = (search: ResolvedSearch, limit: number) => {
    const t = search.terms!;
    const l = search.lexicon!;
    const values: Values = [t.code, t.like, t.wordLike, t.compactLike, ` ${t.text}`, l.typeIds, l.categoryIds];
    const statements = l.typeIds === '{}' ? lexiconStatements.byCategory : lexiconStatements.byType;
    return l.hasRest ? statements.withRest(limit, l.restLikes, ...values) : statements.plain(limit, ...values);
  };
  /** Typo matches when nothing matched as typed: lexicon terms first, then the catalogue's words. */
  const corrected = async (query: string, terms: SearchTerms, limit: number): Promise<ProductRow[]> => {
    const fixed = lexiconSearchTerms(await lexicons.get(), query, true);
    if (fixed.lexicon) return lexiconSearch({ terms, fuzzy: null, lexicon: fixed.lexicon }, limit);
    return typoSearch(terms, limit);
  };
  return {
    /**
     * Search suggestions: the first products of the search ranking (see product-search.sql.ts),
     * in up to four steps, each exact, the first two on plans made once (docs/decisions/021):
     * 1. code hits and word starts among the best sellers, when they fill the page;
     * 2. for a query of 4 characters or more, every direct match ranked, when there are at most
     *    `rareMatches` (none: straight to typos);
     * 3. otherwise the best `limit` of each direct tier (code hits, word starts, any substring),
     *    each best sellers first: together they hold the best `limit` overall, so each tier stops
     *    after `limit` matches instead of ranking every match;
     * 4. typo matching, only when nothing matched directly.
     * A query that names a part type or category in the lexicon takes lexiconSearch instead.
     */
    async searchProducts(query: string, limit: number): Promise<ProductRow[]> {
      if (limit === 0) return [];
      const read = lexiconSearchTerms(await lexicons.get(), query);
      const terms = read.terms;
      if (!terms) return [];
      if (read.lexicon) return lexiconSearch({ terms, fuzzy: null, lexicon: read.lexicon }, limit);
      // Code hits rank first and word starts next, so when those two tiers fill the page among
      // the best sellers, no other match can displace them. Most typed prefixes end here.
      if (limit <= bestSellerWindow) {
        const best = await bestSellerSearch(limit, terms.code, terms.wordLike, ` ${terms.text}`);
        if (best.length === limit) return best;
      }
      // Rare queries: the trigram index finds a few matches; ranking them all is exact. A query
      // shorter than a trigram and a half would read most of that index to find out.
      if (compactSearchText(terms.text).length >= 4) {
        const rare = await rareSearch(limit, terms.code, terms.like, terms.wordLike, terms.compactLike);
        if (rare.length === 0) return corrected(query, terms, limit);
        if (rare[0]!.matched <= rareMatches) return rare;
      }
      const found = await directSearch(
        terms.code,
        terms.like,
        terms.wordLike,
        terms.compactLike,
        ` ${terms.text}`,
        limit,
      );
      return found.length > 0 ? found : corrected(query, terms, limit);
    },
    /** Shop categories the lexicon names (in any language) first, then those whose English name matches. */
    async searchCategories(query: string, limit: number): Promise<CategoryRow[]> {
      if (limit === 0) return [];
      const read = lexiconSearchTerms(await lexicons.get(), query);
      const text = read.terms?.text.slice(0, MAX_QUERY_LENGTH) ?? '';
      if (compactSearchText(text).length < MIN_QUERY_LENGTH) return [];
      // One statement: the lexicon's categories (no more than a few) are read with the matches.
      const ids = `{${(read.lexicon?.suggestedCategoryIds ?? []).join(',')}}`;
      return (await categorySearch(ids, text, `%${escapeLike(text)}%`, limit)) as CategoryRow[];
    },
  };
}
