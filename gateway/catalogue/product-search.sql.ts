/**
 * Product search, shared by `searchSuggestions` and `products(search:)` so both rank alike.
 * Reads `product_search` (migration 0201), a narrow copy of the products' search columns.
 *
 * The lexicon first (search-lexicon.ts, docs/decisions/035): when the query names a part type or
 * shop category in any of the shop's languages ("बैटरी", "gaadi ki battery", "tire", "stepney"), the
 * products of those types and categories match too, those holding the query's other words first.
 *
 * Matches: an exact SKU or part number (case, spaces and punctuation ignored), or the query as a
 * substring of the search text (name, SKU, part number, brand, categories), also ignoring
 * spaces. Only when nothing matches that way are small typos forgiven: each word of the query is
 * replaced by the known words (`search_words`, migration 0202) it is trigram-similar to, and a
 * product matches when it contains one of them for every word. Ranking: exact code hits, then
 * matches at the start of a word, then other substring matches, then typo matches by the mean
 * similarity of the words found; ties by sales, then id. With the lexicon: code hits, then the
 * lexicon's products holding the other words, then word starts and substrings of the query, then
 * the lexicon's other products. Typos (of catalogue words or lexicon terms) are forgiven only when
 * nothing matches as typed, so a correction never displaces an exact or lexicon hit.
 */
import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { DB } from '../store/schema';
import { isPackingWord, type Lexicon, matchLexicon } from './search-lexicon';
import { codeKey, compactSearchText, escapeLike, normalizeSearchText } from './search-text';

/** Shortest query (without spaces) that matches anything. */
export const MIN_QUERY_LENGTH = 2;
export const MAX_QUERY_LENGTH = 100;

export interface SearchTerms {
  text: string;
  code: string;
  like: string;
  wordLike: string;
  compactLike: string;
}

/** A word of a query that matched nothing directly, and the known words it may be a typo of. */
export interface TypoWord {
  word: string;
  candidates: { like: string; similarity: number }[];
}

/**
 * What the lexicon found in a query: part types and categories, and the query's other words. The
 * ids and patterns are PostgreSQL array literals (text), so statements take them as plain values
 * and can be compiled once (search-suggestions.ts).
 */
export interface LexiconSearch {
  /** `{1,2}`: the part types named. */
  typeIds: string;
  /** `{3}`: categories whose products match (only when the query names no part type). */
  categoryIds: string;
  /** Categories the query names, for the category suggestions. */
  suggestedCategoryIds: number[];
  /** `{"% bike%"}`: the other words as word starts; a product holding all of them ranks first. */
  restLikes: string;
  /** Whether there are other words. */
  hasRest: boolean;
  /**
   * `{"% bosch%"}`: the other words a list may require, without those that only say how a part is
   * sold ("set", "kit", "pair": isPackingWord), which rank but never narrow.
   */
  requiredLikes: string;
  /** Whether a product must hold the required words to match (lists, when some do), or they only rank. */
  requireRest: boolean;
}

/** A PostgreSQL array literal of numbers or of text. */
export const arrayLiteral = (values: readonly (number | string)[]) =>
  `{${values.map((v) => (typeof v === 'number' ? String(v) : `"${v.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;

/** A resolved search: its terms and, when nothing matches directly, the corrected words. */
export interface ResolvedSearch {
  terms: SearchTerms | null;
  fuzzy: TypoWord[] | null;
  lexicon?: LexiconSearch | null;
  /** The lexicon read the query only after correcting a typo ("brke pads" as brake pads). */
  corrected?: boolean;
}

/** The terms of a query, or null when it is too short to search. */
export function searchTerms(query: string): SearchTerms | null {
  const text = normalizeSearchText(query).slice(0, MAX_QUERY_LENGTH);
  if (compactSearchText(text).length < MIN_QUERY_LENGTH) return null;
  return termsOf(text);
}

/**
 * A query read through the lexicon: a part type or category named (then `lexicon` is set and
 * `terms` are the query as typed); or, when a word stood for an English word, the terms of the
 * query in those words, filler words left out ("बॉश का" → "bosch"); else the query as typed.
 * `typos`: see matchLexicon.
 */
export function lexiconSearchTerms(
  lexicon: Lexicon,
  query: string,
  typos = false,
): { terms: SearchTerms | null; lexicon: LexiconSearch | null } {
  const text = normalizeSearchText(query).slice(0, MAX_QUERY_LENGTH);
  if (compactSearchText(text).length < MIN_QUERY_LENGTH) return { terms: null, lexicon: null };
  const found = matchLexicon(lexicon, text, { typos });
  if (found.typeIds.length + found.categoryIds.length > 0) {
    const like = (w: string) => `% ${escapeLike(w)}%`;
    const restLikes = found.rest.map(like);
    const requiredLikes = found.rest.filter((w) => !isPackingWord(w)).map(like);
    // A term that names part types finds those; its categories are suggested, not searched
    // ("boot" finds organisers, not everything on the dashboard shelf). A category name finds its tree.
    const categoryIds = found.typeIds.length > 0 ? [] : found.categoryIds;
    return {
      terms: termsOf(text),
      lexicon: {
        typeIds: arrayLiteral(found.typeIds),
        categoryIds: arrayLiteral(categoryIds),
        suggestedCategoryIds: found.categoryIds,
        restLikes: arrayLiteral(restLikes),
        hasRest: restLikes.length > 0,
        requiredLikes: arrayLiteral(requiredLikes),
        requireRest: false,
      },
    };
  }
  if (typos) return { terms: null, lexicon: null };
  return { terms: found.aliased ? searchTerms(found.rest.join(' ')) : termsOf(text), lexicon: null };
}

function termsOf(text: string): SearchTerms {
  const compact = compactSearchText(text);
  return {
    text,
    code: codeKey(text),
    like: `%${escapeLike(text)}%`,
    wordLike: `% ${escapeLike(text)}%`,
    compactLike: `%${escapeLike(compact)}%`,
  };
}

const col = (alias: string, name: string) => sql.ref(`${alias}.${name}`);

/** A direct match: an exact code, or the query as a substring of the search text (spaces ignored too). */
export function direct(t: SearchTerms, s: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${col(s, 'sku_key')} = ${t.code} or ${col(s, 'part_number_key')} = ${t.code}
    or ${col(s, 'search_text')} like ${t.like} or ${col(s, 'search_compact')} like ${t.compactLike})`;
}

/**
 * Whether a `product_search` row (alias `s`) is of one of the lexicon's part types (read from the
 * row itself, migration 0860) or in one of its categories. `perRow` asks the categories once per row
 * (an index probe) instead of reading all their products into a hash first: for ranking the few
 * candidates of a suggestion (a category of 11,000 products at 100,000 took 10 ms to hash).
 */
export function lexiconConcept(l: LexiconSearch, s: string, { perRow = false } = {}): RawBuilder<SqlBool> {
  const inCategories = perRow
    ? sql`exists (select 1 from product_categories pc where pc.product_id = ${col(s, 'product_id')}
        and pc.category_id = any(${l.categoryIds}::int[]))`
    : sql`${col(s, 'product_id')} in (select pc.product_id from product_categories pc where pc.category_id = any(${l.categoryIds}::int[]))`;
  return sql<SqlBool>`(${col(s, 'type_id')} = any(${l.typeIds}::int[]) or ${inCategories})`;
}

/** Whether a search row holds every other word of the query at a word start (for ranking). */
export function lexiconRest(l: LexiconSearch, s: string): RawBuilder<SqlBool> {
  return !l.hasRest
    ? sql<SqlBool>`true`
    : sql<SqlBool>`(' ' || ${col(s, 'search_text')}) like all(${l.restLikes}::text[])`;
}

/** Whether a search row holds every required word of the query at a word start (to match a list). */
function lexiconRequired(l: LexiconSearch, s: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(' ' || ${col(s, 'search_text')}) like all(${l.requiredLikes}::text[])`;
}

/** Typo match: every corrected word is found as one of its candidates. */
function typoMatch(words: TypoWord[], s: string): RawBuilder<SqlBool> {
  if (words.length === 0) return sql<SqlBool>`false`;
  return sql.join(
    words.map(
      (w) =>
        sql`(${sql.join(
          w.candidates.map((c) => sql`${col(s, 'search_text')} like ${c.like}`),
          sql` or `,
        )})`,
    ),
    sql` and `,
  ) as RawBuilder<SqlBool>;
}

/** Whether a `product_search` row (alias `s`) matches. */
export function searchMatch(search: ResolvedSearch, s = 's'): RawBuilder<SqlBool> {
  const t = search.terms;
  if (!t) return sql<SqlBool>`false`;
  const l = search.lexicon;
  if (l) {
    const concept = sql<SqlBool>`${lexiconConcept(l, s)} and ${l.requireRest ? lexiconRequired(l, s) : sql`true`}`;
    return sql<SqlBool>`(${direct(t, s)} or (${concept}))`;
  }
  return search.fuzzy ? typoMatch(search.fuzzy, s) : direct(t, s);
}

/**
 * The ranking as one ascending number (so it can be a cursor key): tier × 10¹⁰ minus sales; the
 * typo tier adds (1 − the mean similarity of the best candidate found for each word). `perRow`: see
 * lexiconConcept.
 */
export function searchRank(search: ResolvedSearch, s = 's', { perRow = false } = {}): RawBuilder<number> {
  const t = search.terms;
  if (!t) return sql<number>`0`;
  let tier;
  if (search.fuzzy) {
    const words = search.fuzzy;
    const best = words.map(
      (w) =>
        sql`(case ${sql.join(
          w.candidates.map((c) => sql`when ${col(s, 'search_text')} like ${c.like} then ${c.similarity}::float8`),
          sql` `,
        )} else 0 end)`,
    );
    tier = words.length === 0 ? sql`4::float8` : sql`(4 - (${sql.join(best, sql` + `)}) / ${words.length})::float8`;
  } else if (search.lexicon) {
    const l = search.lexicon;
    tier = sql`(case when ${col(s, 'sku_key')} = ${t.code} or ${col(s, 'part_number_key')} = ${t.code} then 0
        when ${lexiconConcept(l, s, { perRow })} and ${lexiconRest(l, s)} then 0.5
        when (' ' || ${col(s, 'search_text')}) like ${t.wordLike} then 1
        when ${direct(t, s)} then 2 else 2.5 end)::float8`;
  } else {
    tier = sql`(case when ${col(s, 'sku_key')} = ${t.code} or ${col(s, 'part_number_key')} = ${t.code} then 0
        when (' ' || ${col(s, 'search_text')}) like ${t.wordLike} then 1 else 2 end)::float8`;
  }
  return sql<number>`(${tier} * 1e10 - ${col(s, 'sales_count')})`;
}

/**
 * The query's words as known words (trigram similarity ≥ pg_trgm.similarity_threshold, best 5);
 * words with digits are kept as they are. A typo match must hold every word, so a word like
 * nothing known matches nothing: then there are no typo words at all ("xyzzy 1" must not become
 * "1", which half the catalogue's codes hold). Words of one character are left out (too short to
 * forgive a typo in, and found everywhere); a query of nothing else has no typo words either.
 */
export async function typoWords(db: Kysely<DB>, terms: SearchTerms): Promise<TypoWord[]> {
  const words = [...new Set(terms.text.split(' '))].filter((w) => [...w].length > 1);
  const coded = words.filter((w) => /\d/.test(w));
  const plain = words.filter((w) => !/\d/.test(w));
  const { rows } =
    plain.length === 0
      ? { rows: [] }
      : await sql<{ query: string; word: string; similarity: number }>`
    select q.word as query, w.word, similarity(w.word, q.word)::float8 as similarity
    from unnest(${plain}::text[]) as q (word)
    cross join lateral (select word from search_words where word % q.word order by similarity(word, q.word) desc, word limit 5) w /* generic plan */`.execute(
          db,
        );
  const found = plain.map((word) => {
    const candidates = rows
      .filter((r) => r.query === word)
      .sort((a, b) => b.similarity - a.similarity || a.word.localeCompare(b.word));
    return {
      word,
      candidates: candidates.map((c) => ({ like: `%${escapeLike(c.word)}%`, similarity: c.similarity })),
    };
  });
  if (found.some((w) => w.candidates.length === 0)) return [];
  return [...found, ...coded.map((word) => ({ word, candidates: [{ like: `%${escapeLike(word)}%`, similarity: 1 }] }))];
}

/**
 * Resolves a query: the lexicon first; typo matching (lexicon terms, then catalogue words) only
 * when nothing matches as typed. With the lexicon, a product must hold the query's other words
 * when some do ("bosch brake": Bosch's brake parts); when none does, the lexicon's products all
 * match ("gaadi ki battery": every battery). (The probes are materialised CTEs so the planner
 * plans them for all matches, not for "the first row of many".)
 */
export async function resolveSearch(db: Kysely<DB>, query: string, lexicon: Lexicon): Promise<ResolvedSearch> {
  const read = lexiconSearchTerms(lexicon, query);
  const terms = read.terms;
  if (!terms) return { terms, fuzzy: null };
  if (read.lexicon) return { terms, fuzzy: null, lexicon: await withRest(db, read.lexicon) };
  const { rows } =
    await sql`with m as materialized (select s.product_id from product_search s where ${direct(terms, 's')})
    select product_id from m limit 1`.execute(db);
  if (rows.length > 0) return { terms, fuzzy: null };
  const corrected = lexiconSearchTerms(lexicon, query, true);
  if (corrected.lexicon) return { terms, fuzzy: null, corrected: true, lexicon: await withRest(db, corrected.lexicon) };
  return { terms, fuzzy: await typoWords(db, terms) };
}

/**
 * The lexicon search, requiring the other words when some product of its types holds them all
 * (words that only say how a part is sold are never required: "brake pad set" lists every pad).
 */
async function withRest(db: Kysely<DB>, l: LexiconSearch): Promise<LexiconSearch> {
  if (l.requiredLikes === '{}') return l;
  const { rows } = await sql`with m as materialized (select s.product_id from product_search s
    where ${lexiconConcept(l, 's')} and ${lexiconRequired(l, 's')}) select product_id from m limit 1`.execute(db);
  return { ...l, requireRest: rows.length > 0 };
}
