import { type Kysely, sql } from 'kysely';

/**
 * The language a staff member's e-mails are written in (docs/decisions/044): one of the shop's
 * five, chosen by the owner who invites them; English for accounts made before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table staff add column language text not null default 'en'
      check (language in ('en', 'hi', 'kn', 'ta', 'te'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table staff drop column language`.execute(db);
}
