import { type Kysely, sql } from 'kysely';

/**
 * Browsers that signed in to an account (issue #21, docs/decisions/027): the owner's known browsers
 * may still try a password while strangers' failed attempts have locked the account for new ones.
 * Only the SHA-256 of the device token is stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sign_in_devices (
      token_hash text primary key,
      user_id uuid not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index sign_in_devices_user_id on sign_in_devices (user_id)`.execute(db);
}
