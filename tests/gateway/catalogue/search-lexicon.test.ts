import { describe, expect, it } from 'vitest';
import { buildLexicon, editDistance, type LexiconEntry, matchLexicon } from '../../../gateway/catalogue/search-lexicon';
import { HSN_BY_PART_TYPE } from '../../../gateway/catalogue/seed/hsn-codes';
import { CATEGORIES } from '../../../gateway/catalogue/seed/index';
import { CONCEPTS, lexiconSeedRows, WORDS } from '../../../gateway/catalogue/seed/search-lexicon';

const part = (term: string, typeIds: number[], categoryIds: number[] = []): LexiconEntry => ({
  term,
  kind: 'part',
  typeIds,
  categoryIds,
  word: null,
});
const word = (term: string, english: string): LexiconEntry => ({
  term,
  kind: 'word',
  typeIds: [],
  categoryIds: [],
  word: english,
});
const filler = (term: string): LexiconEntry => ({ term, kind: 'filler', typeIds: [], categoryIds: [], word: null });

const lexicon = buildLexicon([
  part('battery', [1], [10]),
  part('बैटरी', [1], [10]),
  part('பேட்டரி', [1], [10]),
  part('tyre', [2]),
  part('tyre inflator', [3]),
  part('stepney', [2, 4]),
  part('shock', [5]),
  part('shoe', [6]),
  part('इंजन और फ़िल्टर', [], [20]),
  word('गाड़ी', 'car'),
  word('gaadi', 'car'),
  filler('ka'),
  filler('ki'),
  filler('ke liye'),
  filler('और'),
]);

describe('search lexicon', () => {
  it('finds phrases longest first and keeps the other words', () => {
    expect(matchLexicon(lexicon, 'tyre inflator')).toMatchObject({ typeIds: [3], rest: [] });
    expect(matchLexicon(lexicon, 'tyre')).toMatchObject({ typeIds: [2], rest: [] });
    expect(matchLexicon(lexicon, 'mrf tyre 165')).toMatchObject({ typeIds: [2], rest: ['mrf', '165'] });
    expect(matchLexicon(lexicon, 'stepney')).toMatchObject({ typeIds: [2, 4] });
  });

  it('leaves filler words out and puts lexicon words in English', () => {
    expect(matchLexicon(lexicon, 'gaadi ki battery')).toEqual({
      typeIds: [1],
      categoryIds: [10],
      rest: ['car'],
      aliased: true,
    });
    expect(matchLexicon(lexicon, 'गाड़ी की बैटरी')).toMatchObject({ typeIds: [1], rest: ['car', 'की'] });
    expect(matchLexicon(lexicon, 'battery ke liye')).toMatchObject({ typeIds: [1], rest: [] });
    // A category name holding a filler is found with or without it.
    expect(matchLexicon(lexicon, 'इंजन फ़िल्टर')).toMatchObject({ categoryIds: [20] });
    expect(matchLexicon(lexicon, 'इंजन और फ़िल्टर')).toMatchObject({ categoryIds: [20] });
    // A query of filler words only is searched as typed.
    expect(matchLexicon(lexicon, 'ka ki')).toMatchObject({ typeIds: [], rest: ['ka', 'ki'] });
  });

  it('reads case endings of Indian scripts and a last word still being typed', () => {
    expect(matchLexicon(lexicon, 'பேட்டரிக்கு')).toMatchObject({ typeIds: [1], rest: [] });
    expect(matchLexicon(lexicon, 'बैट')).toMatchObject({ typeIds: [1] });
    expect(matchLexicon(lexicon, 'बैट नया')).toMatchObject({ typeIds: [], rest: ['बैट', 'नया'] });
    // Latin prefixes are left to the catalogue's own substring search.
    expect(matchLexicon(lexicon, 'batt')).toMatchObject({ typeIds: [], rest: ['batt'] });
  });

  it('forgives typos only when asked, one in 4–7 letters, two from 8, ties to the longer term', () => {
    expect(matchLexicon(lexicon, 'stepny')).toMatchObject({ typeIds: [], rest: ['stepny'] });
    expect(matchLexicon(lexicon, 'stepny', { typos: true })).toMatchObject({ typeIds: [2, 4], rest: [] });
    expect(matchLexicon(lexicon, 'batery', { typos: true })).toMatchObject({ typeIds: [1] });
    expect(matchLexicon(lexicon, 'shok', { typos: true })).toMatchObject({ typeIds: [5] });
    expect(matchLexicon(lexicon, 'tyr', { typos: true })).toMatchObject({ typeIds: [], rest: ['tyr'] });
    expect(matchLexicon(lexicon, 'zzqxj', { typos: true })).toMatchObject({ typeIds: [], rest: ['zzqxj'] });
    expect(editDistance('battery', 'batery', 2)).toBe(1);
    expect(editDistance('tyre', 'tyer', 2)).toBe(1);
    expect(editDistance('helmet', 'hxlmxt', 1)).toBe(2);
  });
});

describe('the shipped lexicon', () => {
  const types = new Set(Object.keys(HSN_BY_PART_TYPE));
  const categories = new Set(CATEGORIES.map((c) => c.slug));

  it('names only part types and shop categories the catalogue has (and silencers, which it may sell one day)', () => {
    for (const c of CONCEPTS) {
      for (const t of c.types ?? []) if (t !== 'silencer') expect(types, t).toContain(t);
      for (const s of c.categories ?? []) expect(categories, s).toContain(s);
    }
  });

  it('says every concept and word in Hindi, Kannada, Tamil and Telugu, and names every shop category', () => {
    for (const c of CONCEPTS)
      for (const locale of ['hi', 'kn', 'ta', 'te'] as const) expect(c[locale]?.length).toBeGreaterThan(0);
    for (const w of WORDS)
      for (const locale of ['hi', 'kn', 'ta', 'te'] as const) expect(w[locale]?.length).toBeGreaterThan(0);
    const named = new Set(CONCEPTS.flatMap((c) => c.categories ?? []));
    expect([...categories].filter((slug) => !named.has(slug))).toEqual([]);
  });

  it('gives each term one meaning per language', () => {
    const meanings = new Map<string, Set<string>>();
    for (const r of lexiconSeedRows()) {
      const key = `${r.locale} ${r.term.toLowerCase()}`;
      meanings.set(
        key,
        (meanings.get(key) ?? new Set()).add(JSON.stringify([r.kind, r.part_types, r.categories, r.word])),
      );
    }
    expect([...meanings].filter(([, m]) => m.size > 1).map(([key]) => key)).toEqual([]);
  });
});
