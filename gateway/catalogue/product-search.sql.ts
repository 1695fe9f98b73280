/**
 * Product search, shared by `searchSuggestions` and `products(search:)` so both rank alike.
 * Reads `product_search` (migration 0201), a narrow copy of the products' search columns.
 *
 * Matches: an exact SKU or part number (case, spaces and punctuation ignored), or the query as a
 * substring of the search text (name, SKU, part number, brand, categories), also ignoring
 * spaces. Only when nothing matches that way are small typos forgiven: each word of the query is
 * replaced by the known words (`search_words`, migration 0202) it is trigram-similar to, and a
 * product matches when it contains one of them for every word. Ranking: exact code hits, then
 * matches at the start of a word, then other substring matches, then typo matches by the mean
 * similarity of the words found; ties by sales, then id.
 */
import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { DB } from '../store/schema';
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

/** A resolved search: its terms and, when nothing matches directly, the corrected words. */
export interface ResolvedSearch {
  terms: SearchTerms | null;
  fuzzy: TypoWord[] | null;
}

/** The terms of a query, or null when it is too short to search. */
export function searchTerms(query: string): SearchTerms | null {
  const text = normalizeSearchText(query).slice(0, MAX_QUERY_LENGTH);
  const compact = compactSearchText(text);
  if (compact.length < MIN_QUERY_LENGTH) return null;
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
  return search.fuzzy ? typoMatch(search.fuzzy, s) : direct(t, s);
}

/**
 * The ranking as one ascending number (so it can be a cursor key): tier × 10¹⁰ minus sales; the
 * typo tier adds (1 − the mean similarity of the best candidate found for each word).
 */
export function searchRank(search: ResolvedSearch, s = 's'): RawBuilder<number> {
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
  } else {
    tier = sql`(case when ${col(s, 'sku_key')} = ${t.code} or ${col(s, 'part_number_key')} = ${t.code} then 0
        when (' ' || ${col(s, 'search_text')}) like ${t.wordLike} then 1 else 2 end)::float8`;
  }
  return sql<number>`(${tier} * 1e10 - ${col(s, 'sales_count')})`;
}

/**
 * The query's words as known words (trigram similarity ≥ pg_trgm.similarity_threshold, best 5);
 * words with digits are kept as they are, words like nothing known are left out.
 */
export async function typoWords(db: Kysely<DB>, terms: SearchTerms): Promise<TypoWord[]> {
  const words = [...new Set(terms.text.split(' '))];
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
  return [
    ...plain.flatMap((word) => {
      const candidates = rows
        .filter((r) => r.query === word)
        .sort((a, b) => b.similarity - a.similarity || a.word.localeCompare(b.word));
      return candidates.length === 0
        ? []
        : [
            {
              word,
              candidates: candidates.map((c) => ({ like: `%${escapeLike(c.word)}%`, similarity: c.similarity })),
            },
          ];
    }),
    ...coded.map((word) => ({ word, candidates: [{ like: `%${escapeLike(word)}%`, similarity: 1 }] })),
  ];
}

/**
 * Resolves a query: typo matching only when no product matches directly. (The probe is a
 * materialised CTE so the planner plans it for all matches, not for "the first row of many".)
 */
export async function resolveSearch(db: Kysely<DB>, query: string): Promise<ResolvedSearch> {
  const terms = searchTerms(query);
  if (!terms) return { terms, fuzzy: null };
  const { rows } =
    await sql`with m as materialized (select s.product_id from product_search s where ${direct(terms, 's')})
    select product_id from m limit 1`.execute(db);
  return { terms, fuzzy: rows.length > 0 ? null : await typoWords(db, terms) };
}
