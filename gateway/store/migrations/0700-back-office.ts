import { type Kysely, sql } from 'kysely';

/**
 * The back office (issue #23, docs/decisions/031-back-office.md).
 *
 * - `staff`: people who run the shop, each with one role (OWNER, OPERATIONS, CATALOGUE). A staff
 *   account is not a shopper account: its own table, password and sessions. The password is null
 *   until the person follows their one-time link; an optional TOTP secret is their second factor.
 * - `staff_tokens`: one-time links (set the first password, accept an invitation), stored hashed.
 * - `staff_sessions`: signed-in staff browsers, stored hashed, shorter than a shopper's.
 * - `audit_log`: every change made through the admin API: who, when, which operation, which
 *   entity, the entity before and after (JSON).
 * - Orders gain the courier and AWB number they were shipped with; service slots can be blocked;
 *   currency rates remember when they were set.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  await run(sql`
    create table staff (
      id uuid primary key default gen_random_uuid(),
      email text not null check (char_length(email) between 3 and 254),
      name text not null default '' check (char_length(name) <= 100),
      role text not null check (role in ('OWNER', 'OPERATIONS', 'CATALOGUE')),
      password_hash text,
      active boolean not null default true,
      totp_secret text,
      totp_pending_secret text,
      invited_by uuid references staff (id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
  await run(sql`create unique index staff_email on staff (lower(email))`);
  await run(sql`
    create table staff_tokens (
      token_hash text primary key,
      staff_id uuid not null references staff (id) on delete cascade,
      kind text not null check (kind in ('SET_PASSWORD', 'INVITATION')),
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    )`);
  await run(sql`create index staff_tokens_staff_id on staff_tokens (staff_id)`);
  await run(sql`
    create table staff_sessions (
      id uuid primary key default gen_random_uuid(),
      staff_id uuid not null references staff (id) on delete cascade,
      token_hash text not null unique,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    )`);
  await run(sql`create index staff_sessions_staff_id on staff_sessions (staff_id)`);
  await run(sql`
    create table audit_log (
      id bigint generated always as identity primary key,
      staff_id uuid references staff (id),
      staff_email text not null,
      at timestamptz not null default now(),
      operation text not null,
      entity_type text not null,
      entity_id text,
      before jsonb,
      after jsonb
    )`);
  await run(sql`create index audit_log_at on audit_log (at desc, id desc)`);
  await run(sql`
    alter table orders
      add column courier text check (char_length(courier) between 1 and 60),
      add column awb_number text check (char_length(awb_number) between 4 and 40),
      add column shipped_at timestamptz`);
  await run(sql`alter table service_slots add column blocked boolean not null default false`);
  await run(sql`alter table currencies add column rate_set_at timestamptz not null default now()`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  await run(sql`alter table currencies drop column rate_set_at`);
  await run(sql`alter table service_slots drop column blocked`);
  await run(sql`alter table orders drop column courier, drop column awb_number, drop column shipped_at`);
  await run(sql`drop table audit_log`);
  await run(sql`drop table staff_sessions`);
  await run(sql`drop table staff_tokens`);
  await run(sql`drop table staff`);
}
