import { type Kysely, sql } from 'kysely';

/**
 * Workshops in the shopper's language (issue #22, docs/decisions/034), like the translation tables
 * of migration 0800: one row per workshop and language, one nullable column per translatable
 * field, English in `workshops` as the fallback field by field. The city's display name and the
 * address are translated; the workshop's name ("GaadiParts Service Centre Okhla", on its signboard
 * and invoices) is a proper name and stays as written, like brand names.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table workshop_translations (
      city text not null references workshops (city) on delete cascade,
      language text not null references languages (code) check (language <> 'en'),
      name text,
      address text,
      primary key (city, language)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table workshop_translations`.execute(db);
}
