import type { Transaction } from 'kysely';
import type { DB } from '../store/schema';
import { lexiconSeedRows } from './seed/search-lexicon';

/** The shipped search lexicon (gateway/catalogue/seed/search-lexicon/), one row per term and language. */
export async function seedSearchLexicon(trx: Transaction<DB>): Promise<void> {
  const seen = new Set<string>();
  const rows = lexiconSeedRows().filter((r) => {
    const key = `${r.locale}\u0000${r.term}\u0000${r.kind}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  for (let start = 0; start < rows.length; start += 500)
    await trx
      .insertInto('search_lexicon')
      .values(rows.slice(start, start + 500))
      .execute();
}
