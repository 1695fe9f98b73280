import { type Kysely, sql } from 'kysely';

/** Bookkeeping for idempotent seeding, and the extensions the catalogue search relies on. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create extension if not exists unaccent`.execute(db);
  await sql`
    create table seed_runs (
      name text primary key,
      applied_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table seed_runs`.execute(db);
}
