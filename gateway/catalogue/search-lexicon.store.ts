/**
 * The search lexicon held in memory (docs/decisions/035). It is read from `search_lexicon` with
 * its slugs turned into ids, and read again when the catalogue revision has moved (a change of
 * the lexicon bumps it, migration 0830), looked at no more than once per LEXICON_CHECK_MS.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../store/schema';
import { currentRevision } from './catalogue-revision';
import { buildLexicon, type Lexicon, type LexiconEntry } from './search-lexicon';

export const LEXICON_CHECK_MS = 5_000;

async function load(db: Kysely<DB>): Promise<{ revision: string; lexicon: Lexicon }> {
  const [revision, rows, types, categories] = await Promise.all([
    currentRevision(db),
    db.selectFrom('search_lexicon').select(['term', 'kind', 'part_types', 'categories', 'word']).execute(),
    db.selectFrom('product_types').select(['id', 'slug']).execute(),
    db.selectFrom('categories').select(['id', 'slug']).where('type', '=', 'shop').execute(),
  ]);
  const typeId = new Map(types.map((t) => [t.slug, t.id]));
  const categoryId = new Map(categories.map((c) => [c.slug, c.id]));
  const ids = (slugs: string[], by: Map<string, number>) => slugs.flatMap((s) => (by.has(s) ? [by.get(s)!] : []));
  const entries: LexiconEntry[] = rows.map((r) => ({
    term: r.term,
    kind: r.kind,
    typeIds: ids(r.part_types, typeId),
    categoryIds: ids(r.categories, categoryId),
    word: r.word,
  }));
  // A part term whose part types and categories are all gone finds nothing: leave it out.
  return {
    revision,
    lexicon: buildLexicon(entries.filter((e) => e.kind !== 'part' || e.typeIds.length + e.categoryIds.length > 0)),
  };
}

/** The lexicon, loaded on first use and reloaded when the catalogue revision moves. */
export function createSearchLexicon(db: Kysely<DB>, checkMs = LEXICON_CHECK_MS) {
  let current: Promise<{ revision: string; lexicon: Lexicon }> | null = null;
  let checkedAt = 0;
  let checking: Promise<void> | null = null;
  const reload = () => {
    const next = load(db);
    next.catch(() => {
      if (current === next) current = null;
    });
    current = next;
    checkedAt = Date.now();
    return next;
  };
  return {
    async get(): Promise<Lexicon> {
      if (!current) return (await reload()).lexicon;
      if (Date.now() - checkedAt > checkMs && !checking) {
        checkedAt = Date.now();
        const held = current;
        checking = (async () => {
          const [revision, loaded] = await Promise.all([currentRevision(db), held]);
          if (revision !== loaded.revision && current === held) await reload();
        })()
          .catch(() => {})
          .finally(() => {
            checking = null;
          });
      }
      return (await current).lexicon;
    },
  };
}

export type SearchLexiconService = ReturnType<typeof createSearchLexicon>;
