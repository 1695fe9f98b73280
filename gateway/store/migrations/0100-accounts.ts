import { type Kysely, sql } from 'kysely';

/** Shoppers' accounts, sessions, password-reset tokens and address books. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table users (
      id uuid primary key default gen_random_uuid(),
      email text not null,
      password_hash text not null,
      first_name text,
      last_name text,
      phone text,
      language text not null default 'en',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index users_email_key on users (lower(email))`.execute(db);
  await sql`
    create table sessions (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      token_hash text not null unique,
      remember boolean not null default false,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index sessions_user_id on sessions (user_id)`.execute(db);
  await sql`
    create table password_reset_tokens (
      token_hash text primary key,
      user_id uuid not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);
  await sql`create index password_reset_tokens_user_id on password_reset_tokens (user_id)`.execute(db);
  await sql`
    create table addresses (
      id uuid primary key default gen_random_uuid(),
      seq bigint generated always as identity,
      user_id uuid not null references users (id) on delete cascade,
      first_name text not null,
      last_name text not null,
      company text,
      country char(2) not null,
      address1 text not null,
      address2 text,
      city text not null,
      state text,
      postcode text,
      email text not null,
      phone text not null,
      is_default boolean not null default false,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index addresses_user_id on addresses (user_id, seq)`.execute(db);
  // At most one default per shopper, guaranteed by the database.
  await sql`create unique index addresses_one_default on addresses (user_id) where is_default`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table addresses`.execute(db);
  await sql`drop table password_reset_tokens`.execute(db);
  await sql`drop table sessions`.execute(db);
  await sql`drop table users`.execute(db);
}
