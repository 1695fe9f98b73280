/**
 * "Did you mean": a search spelt with the catalogue's own words (`search_words`, the vocabulary
 * the typo matching of product-search.sql.ts draws on). Offered only when the search as typed
 * matched nothing directly (its results are typo matches), and only when the spelling offered
 * finds products directly itself: it never overrides an exact hit and never leads to nothing.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../store/schema';
import { type ResolvedSearch, resolveSearch, type TypoWord, typoWords } from './product-search.sql';
import type { SearchLexiconService } from './search-lexicon.store';

/** The known word behind a typo candidate's LIKE pattern (`%word%`, wildcards escaped). */
export function candidateWord(like: string): string {
  return like.replace(/^%|%$/g, '').replace(/\\(.)/g, '$1');
}

/**
 * The normalised query with each word replaced by its most similar known word (ties: the first
 * candidate, as typo matching orders them); words with digits stay, words without candidates (of
 * one character: typo matching leaves them out) are left out. Null when that changes nothing or
 * leaves nothing.
 */
export function respell(text: string, fuzzy: readonly TypoWord[]): string | null {
  const words = text.split(' ').flatMap((word) => {
    if (/\d/.test(word)) return [word];
    const candidates = fuzzy.find((w) => w.word === word)?.candidates ?? [];
    const best = candidates.reduce<TypoWord['candidates'][number] | undefined>(
      (top, c) => (top === undefined || c.similarity > top.similarity ? c : top),
      undefined,
    );
    return best ? [candidateWord(best.like)] : [];
  });
  const spelt = words.join(' ');
  return spelt === '' || spelt === text ? null : spelt;
}

/** Computes `ProductList.didYouMean` from the list's resolved search. */
export function createDidYouMean(db: Kysely<DB>, lexicon: SearchLexiconService) {
  return {
    async forSearch(search: ResolvedSearch | null | undefined): Promise<string | null> {
      if (!search?.terms) return null;
      // A typo the lexicon corrected ("brke pads" read as brake pads) is spelt out too.
      const fuzzy = search.fuzzy ?? (search.corrected ? await typoWords(db, search.terms) : null);
      if (!fuzzy) return null;
      const spelt = respell(search.terms.text, fuzzy);
      if (spelt === null) return null;
      const check = await resolveSearch(db, spelt, await lexicon.get());
      return check.terms && check.fuzzy === null && !check.corrected ? spelt : null;
    },
  };
}

export type DidYouMean = ReturnType<typeof createDidYouMean>;
