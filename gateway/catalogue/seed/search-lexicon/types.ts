/**
 * The search lexicon's data shapes (docs/decisions/035). A concept is one thing shoppers look for,
 * the part types and shop categories that hold it, and how they say it: English as written in
 * India and in the US, Hindi in Devanagari with its common spellings, Hinglish in Latin letters
 * (`hi-Latn`), Kannada, Tamil and Telugu. Terms are written as people type them; the seeder
 * normalises them with the search normaliser.
 */
export type LexiconLocale = 'en' | 'hi' | 'hi-Latn' | 'kn' | 'ta' | 'te';

export const LEXICON_LOCALES: readonly LexiconLocale[] = ['en', 'hi', 'hi-Latn', 'kn', 'ta', 'te'];

export type LexiconTerms = Partial<Record<LexiconLocale, readonly string[]>>;

/** Something shoppers look for: what it finds (part type slugs, shop category slugs) and its names. */
export interface LexiconConcept extends LexiconTerms {
  types?: readonly string[];
  categories?: readonly string[];
}

/** A word that stands for an English word of the catalogue ("गाड़ी" → "car", "स्विफ्ट" → "swift"). */
export interface LexiconWord extends LexiconTerms {
  word: string;
}
