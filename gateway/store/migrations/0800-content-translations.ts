import { type Kysely, sql } from 'kysely';

/**
 * Translations of the shop's content (issue #22, docs/decisions/034), modelled as Vendure's
 * translatable entities: beside each translatable table a `<entity>_translations` table with one
 * row per entity and language and one nullable column per translatable field. English stays in the
 * entity's own row; a missing row or a null field falls back to it, field by field.
 *
 * Product attributes and options are copied into each product's rows (migration 0200), so their
 * labels and values are translated once as phrases keyed by the English text
 * (`content_phrase_translations`), like a message catalogue. Product and brand names are never
 * translated. English is never stored here (`language <> 'en'`).
 */
const ENTITIES: [table: string, key: string, fields: string][] = [
  [
    'category_translations',
    'category_id integer not null references categories (id) on delete cascade',
    'name text, description text',
  ],
  [
    'product_type_translations',
    'type_id integer not null references product_types (id) on delete cascade',
    'name text',
  ],
  ['color_translations', 'color_slug text not null references colors (slug) on delete cascade', 'name text'],
  [
    'product_translations',
    'product_id integer not null references products (id) on delete cascade',
    'excerpt text, description text',
  ],
  [
    'service_translations',
    'service_id text not null references services (id) on delete cascade',
    'name text, summary text, description text, includes jsonb',
  ],
  [
    'service_package_translations',
    'package_id text not null references service_packages (id) on delete cascade',
    'name text, includes jsonb',
  ],
  [
    'blog_category_translations',
    'category_id integer not null references blog_categories (id) on delete cascade',
    'name text',
  ],
  [
    'blog_post_translations',
    'post_id integer not null references blog_posts (id) on delete cascade',
    'title text, excerpt text, body_html text',
  ],
  ['shop_info_translations', 'shop_id smallint not null references shop_info (id) on delete cascade', 'address text'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, key, fields] of ENTITIES) {
    const keyColumn = key.split(' ')[0]!;
    await sql`
      create table ${sql.raw(table)} (
        ${sql.raw(key)},
        language text not null references languages (code) check (language <> 'en'),
        ${sql.raw(fields)},
        primary key (${sql.raw(keyColumn)}, language)
      )`.execute(db);
  }
  await sql`
    create table content_phrase_translations (
      source text not null,
      language text not null references languages (code) check (language <> 'en'),
      text text not null,
      primary key (source, language)
    )`.execute(db);
  // Category names in every language, for search (a trigram index like categories_name_trgm).
  await sql`create index category_translations_name_trgm on category_translations using gin (lower(name) gin_trgm_ops)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table content_phrase_translations`.execute(db);
  for (const [table] of [...ENTITIES].reverse()) await sql`drop table ${sql.raw(table)}`.execute(db);
}
