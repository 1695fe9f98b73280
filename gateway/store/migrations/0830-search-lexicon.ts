import { type Kysely, sql } from 'kysely';

/**
 * The search lexicon (docs/decisions/035): terms shoppers type in English, Hindi, Hinglish,
 * Kannada, Tamil and Telugu, and what each means:
 * - `part`: the part types and shop categories (slugs) it finds;
 * - `word`: an English word of the catalogue it stands for (`word`);
 * - `filler`: nothing ("ka", "ke liye", "और").
 * Terms are kept as written; the gateway normalises them as it does queries. The shop adds rows
 * of its own; any change bumps the catalogue revision, which is how gateways know to reload it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  await run(sql`
    create table search_lexicon (
      id integer generated always as identity primary key,
      term text not null check (length(term) between 1 and 100),
      locale text not null check (locale in ('en', 'hi', 'hi-Latn', 'kn', 'ta', 'te')),
      kind text not null check (kind in ('part', 'word', 'filler')),
      part_types text[] not null default '{}',
      categories text[] not null default '{}',
      word text,
      check ((kind = 'part') = (cardinality(part_types) + cardinality(categories) > 0)),
      check ((kind = 'word') = (word is not null)),
      unique (locale, term, kind)
    )`);
  await run(sql`
    create function search_lexicon_changed() returns trigger language plpgsql as $$
    begin
      update catalogue_revision set value = value + 1;
      return null;
    end $$`);
  await run(sql`
    create trigger search_lexicon_changed after insert or update or delete or truncate on search_lexicon
    for each statement execute function search_lexicon_changed()`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table search_lexicon`.execute(db);
  await sql`drop function search_lexicon_changed()`.execute(db);
}
