/**
 * Product search, shared by `searchSuggestions` and `products(search:)` so both rank alike.
 * Reads `product_search` (migration 0201), a narrow copy of the products' search columns.
 *
 * Matches: an exact SKU or part number (case, spaces and punctuation ignored), or the query as a
 * substring of the search text (name, SKU, part number, brand, categories), also ignoring
 * spaces. Only when nothing matches that way are small typos forgiven: trigram word similarity
 * (pg_trgm `<%`). Ranking: exact code hits, then matches at the start of a word, then other
 * substring matches, then typo matches by similarity; ties by sales, then id.
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

/** A resolved search: its terms and whether only typo matches are left. */
export interface ResolvedSearch {
  terms: SearchTerms | null;
  fuzzy: boolean;
}

/** The terms of a query, or null when it is too short to search. */
export function searchTerms(query: string): SearchTerms | null {
  const text = normalizeSearchText(query).slice(0, MAX_QUERY_LENGTH);
  const compact = compactSearchText(text);
  if (compact.length < MIN_QUERY_LENGTH) return null;
  return { text, code: codeKey(text), like: `%${escapeLike(text)}%`, wordLike: `% ${escapeLike(text)}%`, compactLike: `%${escapeLike(compact)}%` };
}

const col = (alias: string, name: string) => sql.ref(`${alias}.${name}`);

function direct(t: SearchTerms, s: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${col(s, 'sku_key')} = ${t.code} or ${col(s, 'part_number_key')} = ${t.code}
    or ${col(s, 'search_text')} like ${t.like} or ${col(s, 'search_compact')} like ${t.compactLike})`;
}

/** Whether a `product_search` row (alias `s`) matches. */
export function searchMatch(search: ResolvedSearch, s = 's'): RawBuilder<SqlBool> {
  const t = search.terms;
  if (!t) return sql<SqlBool>`false`;
  return search.fuzzy ? sql<SqlBool>`${t.text} <% ${col(s, 'search_text')}` : direct(t, s);
}

/**
 * The ranking as one ascending number (so it can be a cursor key): tier × 10¹⁰ minus sales; the
 * typo tier adds (1 − similarity). Lower is better; ties are broken by id.
 */
export function searchRank(search: ResolvedSearch, s = 's'): RawBuilder<number> {
  const t = search.terms;
  if (!t) return sql<number>`0`;
  const tier = search.fuzzy
    ? sql`(4 - word_similarity(${t.text}, ${col(s, 'search_text')}))::float8`
    : sql`(case when ${col(s, 'sku_key')} = ${t.code} or ${col(s, 'part_number_key')} = ${t.code} then 0
        when (' ' || ${col(s, 'search_text')}) like ${t.wordLike} then 1 else 2 end)::float8`;
  return sql<number>`(${tier} * 1e10 - ${col(s, 'sales_count')})`;
}

/** Resolves a query: typo matching only when no product matches directly. */
export async function resolveSearch(db: Kysely<DB>, query: string): Promise<ResolvedSearch> {
  const terms = searchTerms(query);
  if (!terms) return { terms, fuzzy: false };
  const hit = await db.selectFrom('product_search as s').select('s.product_id').where(direct(terms, 's')).limit(1).executeTakeFirst();
  return { terms, fuzzy: !hit };
}
