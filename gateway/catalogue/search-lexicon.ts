/**
 * The search lexicon, in memory (docs/decisions/035): terms shoppers type, in five languages and
 * Hinglish, mapped to the part types and shop categories they mean, to English words of the
 * catalogue, or to nothing (filler words). Pure: built from `search_lexicon` rows whose slugs the
 * loader has turned into ids (search-lexicon.store.ts).
 */
import { normalizeSearchText } from './search-text';

export interface LexiconEntry {
  term: string;
  kind: 'part' | 'word' | 'filler';
  typeIds: readonly number[];
  categoryIds: readonly number[];
  word: string | null;
}

export interface Lexicon {
  /** Normalised phrase → what it means (one phrase may have rows in several languages). */
  phrases: Map<string, LexiconEntry[]>;
  /** Normalised filler words. */
  fillers: Set<string>;
  /** The most words in a phrase. */
  longest: number;
  /** Single-word part and word terms in an Indian script, longest first (for suffixes and prefixes). */
  indic: string[];
  /** Single-word part and word terms (for typo correction). */
  words: string[];
}

/** What a query means by the lexicon. */
export interface LexiconMatch {
  typeIds: number[];
  categoryIds: number[];
  /** The query's other words, lexicon words as their English word, fillers left out. */
  rest: string[];
  /** Whether a word of the query stood for an English word ("बॉश" → "bosch"). */
  aliased: boolean;
}

const LATIN = /^[\p{Script=Latin}\p{N}]+$/u;

/**
 * Words that say how a part is sold, not which part it is: "brake pad set", "floor mat set".
 * Most products sold as a set or a pair say so only in their description, so such a word ranks
 * the products whose names hold it first but never narrows what a search finds.
 */
const PACKING_WORDS = new Set(
  ['set', 'sets', 'kit', 'kits', 'pair', 'pairs', 'pack', 'packs', 'combo', 'combos', 'सेट', 'ಸೆಟ್', 'செட்', 'సెట్'].map(
    normalizeSearchText,
  ),
);

/** Whether a normalised word only says how a part is sold (see PACKING_WORDS). */
export const isPackingWord = (word: string) => PACKING_WORDS.has(word);

export function buildLexicon(entries: readonly LexiconEntry[]): Lexicon {
  const fillers = new Set<string>();
  // A filler phrase ("ke liye") makes each of its words a filler.
  for (const e of entries)
    if (e.kind === 'filler') for (const w of normalizeSearchText(e.term).split(' ')) if (w) fillers.add(w);
  const phrases = new Map<string, LexiconEntry[]>();
  for (const e of entries) {
    if (e.kind === 'filler') continue;
    // "इंजन और फ़िल्टर" is found as "इंजन फ़िल्टर": the query loses its fillers too.
    const words = normalizeSearchText(e.term)
      .split(' ')
      .filter((w) => w && !fillers.has(w));
    if (words.length === 0) continue;
    const key = words.join(' ');
    phrases.set(key, [...(phrases.get(key) ?? []), e]);
  }
  const single = [...phrases.keys()].filter((k) => !k.includes(' '));
  return {
    phrases,
    fillers,
    longest: Math.max(1, ...[...phrases.keys()].map((k) => k.split(' ').length)),
    indic: single.filter((k) => !LATIN.test(k)).sort((a, b) => b.length - a.length),
    words: single,
  };
}

/** Optimal string alignment distance (Damerau–Levenshtein without repeated edits), stopping past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[y.length]!;
}

/** Typos forgiven in a word of this many letters: none under 4, one under 8, two from 8. */
const allowedTypos = (word: string) => {
  const n = [...word].length;
  return n < 4 ? 0 : n < 8 ? 1 : 2;
};

/** The closest single-word term within the typos a word may have, or null. */
function closestTerm(lexicon: Lexicon, word: string): string | null {
  const max = allowedTypos(word);
  if (max === 0) return null;
  let found: string | null = null;
  let distance = max + 1;
  for (const term of lexicon.words) {
    const cap = Math.min(max, allowedTypos(term));
    const d = cap === 0 ? cap + 1 : editDistance(word, term, cap);
    // Ties go to the longer term: "shok" is "shock" before it is "shoe".
    if (d <= cap && (d < distance || (d === distance && found !== null && term.length > found.length)))
      [found, distance] = [term, d];
  }
  return found;
}

export interface MatchOptions {
  /** Forgive typos in words that are no term (only once nothing matched without). */
  typos?: boolean;
}

/**
 * What a normalised query means: phrases found longest first; a word in an Indian script also
 * when it starts with a term of three letters or more (Tamil, Kannada and Telugu add case
 * endings: "பேட்டரிக்கு"), and as the query's last word when a term starts with it (still being
 * typed); with `typos`, a word within one or two edits of a term. Filler words are dropped unless
 * they are all there is.
 */
export function matchLexicon(lexicon: Lexicon, text: string, { typos = false }: MatchOptions = {}): LexiconMatch {
  const all = text.split(' ').filter(Boolean);
  const words = all.some((w) => !lexicon.fillers.has(w)) ? all.filter((w) => !lexicon.fillers.has(w)) : all;
  const match: LexiconMatch = { typeIds: [], categoryIds: [], rest: [], aliased: false };
  const apply = (entries: readonly LexiconEntry[]) => {
    for (const e of entries) {
      match.typeIds.push(...e.typeIds);
      match.categoryIds.push(...e.categoryIds);
      if (e.word) {
        match.rest.push(...e.word.split(' '));
        match.aliased = true;
      }
    }
  };
  for (let i = 0; i < words.length;) {
    let length = Math.min(lexicon.longest, words.length - i);
    for (; length > 0; length--) {
      const entries = lexicon.phrases.get(words.slice(i, i + length).join(' '));
      if (entries) {
        apply(entries);
        break;
      }
    }
    if (length > 0) {
      i += length;
      continue;
    }
    const word = words[i]!;
    const last = i === words.length - 1;
    const indic = !LATIN.test(word);
    const stem = indic ? lexicon.indic.find((t) => [...t].length >= 3 && word.startsWith(t)) : undefined;
    const started =
      indic && last && [...word].length >= 2 ? lexicon.indic.filter((t) => t.startsWith(word)).slice(0, 3) : [];
    const corrected = !stem && started.length === 0 && typos ? closestTerm(lexicon, word) : null;
    const terms = stem ? [stem] : started.length > 0 ? started : corrected ? [corrected] : [];
    if (terms.length > 0) for (const t of terms) apply(lexicon.phrases.get(t)!);
    else match.rest.push(word);
    i++;
  }
  match.typeIds = [...new Set(match.typeIds)];
  match.categoryIds = [...new Set(match.categoryIds)];
  match.rest = [...new Set(match.rest)];
  return match;
}
