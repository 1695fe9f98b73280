import { type Kysely, sql } from 'kysely';

/** ISO 3166-1 countries for addresses and checkout, in the order shoppers see them (India first). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table countries (
      code text primary key check (code ~ '^[A-Z]{2}$'),
      name text not null,
      position smallint not null unique
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table countries`.execute(db);
}
