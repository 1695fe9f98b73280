import { type Kysely, sql } from 'kysely';

/**
 * Guest-order claiming (issue #26, decision 030): one-time links e-mailed to a signed-in shopper's
 * address, stored as the SHA-256 of the token, for the account and the e-mail they were issued for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table guest_order_claim_tokens (
      token_hash text primary key,
      user_id uuid not null references users (id) on delete cascade,
      email text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);
  await sql`create index guest_order_claim_tokens_user on guest_order_claim_tokens (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table guest_order_claim_tokens`.execute(db);
}
