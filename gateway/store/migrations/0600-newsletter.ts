import { type Kysely, sql } from 'kysely';

/**
 * Newsletter subscribers. `email_key` (the address lower-cased) is unique, so the same address
 * in another case is one subscriber, even when two requests race.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table newsletter_subscribers (
      id integer generated always as identity primary key,
      email text not null check (length(email) between 3 and 254),
      email_key text not null unique check (email_key = lower(email)),
      subscribed_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table newsletter_subscribers`.execute(db);
}
