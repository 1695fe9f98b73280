import type { Kysely } from 'kysely';
import type { DB } from '../store/schema';
import { type ContentDictionary, type ContentLanguage, ENGLISH_DICTIONARY, loadDictionary } from './content-dictionary';

/**
 * How long a language's dictionary is kept in memory, as the catalogue's reference tables are
 * (catalogue-reference.ts): only migrations and seeds write translations.
 */
export const DICTIONARY_TTL_MS = 30_000;

/**
 * The content's translations for the gateway: each language's dictionary of small shared content
 * read at most once per DICTIONARY_TTL_MS, kept under its language (one language's texts never
 * answer for another); product and post texts per request (content-texts.loaders.ts).
 */
export function createContentTexts(db: Kysely<DB>) {
  const cached = new Map<ContentLanguage, { at: number; value: Promise<ContentDictionary> }>();
  return {
    dictionary(language: ContentLanguage): Promise<ContentDictionary> {
      if (language === 'en') return Promise.resolve(ENGLISH_DICTIONARY);
      const entry = cached.get(language);
      if (entry && Date.now() - entry.at <= DICTIONARY_TTL_MS) return entry.value;
      const value = loadDictionary(db, language);
      cached.set(language, { at: Date.now(), value });
      value.catch(() => {
        if (cached.get(language)?.value === value) cached.delete(language);
      });
      return value;
    },
    /** Forgets every language's dictionary, so the next request reads it again (after a change made here). */
    invalidate(): void {
      cached.clear();
    },
    /** Product excerpts and descriptions in one language, for the products asked. */
    products(language: ContentLanguage, ids: readonly number[]) {
      return db
        .selectFrom('product_translations')
        .select(['product_id', 'excerpt', 'description'])
        .where('language', '=', language)
        .where('product_id', 'in', ids)
        .execute();
    },
    /** Blog post titles, excerpts and bodies in one language, for the posts asked. */
    posts(language: ContentLanguage, ids: readonly number[]) {
      return db
        .selectFrom('blog_post_translations')
        .select(['post_id', 'title', 'excerpt', 'body_html'])
        .where('language', '=', language)
        .where('post_id', 'in', ids)
        .execute();
    },
  };
}

export type ContentTextsService = ReturnType<typeof createContentTexts>;
