import { type Kysely, sql } from 'kysely';

/**
 * The language a review is written in (issue #22, docs/decisions/040): one of `languages`, set
 * from the request's language when a shopper writes one; reviews written before are English. The
 * product page lists the shopper's language first, so the index leads with product and language.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table product_reviews
      add column language text not null default 'en' references languages (code)`.execute(db);
  await sql`
    create index product_reviews_product_language
      on product_reviews (product_id, language, created_at desc, id desc) where not hidden`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index product_reviews_product_language`.execute(db);
  await sql`alter table product_reviews drop column language`.execute(db);
}
