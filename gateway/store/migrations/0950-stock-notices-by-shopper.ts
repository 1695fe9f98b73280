import { type Kysely, sql } from 'kysely';

/**
 * A signed-in shopper's open back-in-stock requests (docs/decisions/049): those made signed in
 * (`user_id`) and those made as a guest with the account's address (`email_key`), found by index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index stock_notices_open_by_user on stock_notices (user_id) where closed_at is null`.execute(db);
  await sql`create index stock_notices_open_by_email on stock_notices (email_key) where closed_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index stock_notices_open_by_email`.execute(db);
  await sql`drop index stock_notices_open_by_user`.execute(db);
}
