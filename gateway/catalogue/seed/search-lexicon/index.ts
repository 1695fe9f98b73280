import { ENGINE_BRAKE_CONCEPTS } from './parts-engine-brakes';
import { ELECTRICAL_TYRE_OIL_CONCEPTS } from './parts-electricals-tyres-oils';
import { CABIN_BODY_RIDING_CONCEPTS } from './parts-cabin-body-riding';
import { LEXICON_LOCALES, type LexiconConcept, type LexiconLocale } from './types';
import { FILLERS, WORDS } from './words';

export * from './types';
export { FILLERS, WORDS };

/** Every concept the shop ships with (the shop adds its own rows to `search_lexicon`). */
export const CONCEPTS: LexiconConcept[] = [
  ...ENGINE_BRAKE_CONCEPTS,
  ...ELECTRICAL_TYRE_OIL_CONCEPTS,
  ...CABIN_BODY_RIDING_CONCEPTS,
];

/** One row of `search_lexicon`, as written (the seeder normalises the term). */
export interface LexiconSeedRow {
  term: string;
  locale: LexiconLocale;
  kind: 'part' | 'word' | 'filler';
  part_types: string[];
  categories: string[];
  word: string | null;
}

/** The shipped lexicon as table rows. */
export function lexiconSeedRows(): LexiconSeedRow[] {
  const rows: LexiconSeedRow[] = [];
  const each = (
    terms: Partial<Record<LexiconLocale, readonly string[]>>,
    row: Omit<LexiconSeedRow, 'term' | 'locale'>,
  ) => {
    for (const locale of LEXICON_LOCALES) for (const term of terms[locale] ?? []) rows.push({ term, locale, ...row });
  };
  for (const c of CONCEPTS)
    each(c, { kind: 'part', part_types: [...(c.types ?? [])], categories: [...(c.categories ?? [])], word: null });
  for (const w of WORDS) each(w, { kind: 'word', part_types: [], categories: [], word: w.word });
  // The English word itself is a term too only where a script spells it ("कार"); "car" needs no row.
  each(FILLERS, { kind: 'filler', part_types: [], categories: [], word: null });
  return rows;
}
