import { type Kysely, sql } from 'kysely';

/**
 * A signed-in shopper's open back-in-stock requests (docs/decisions/049), those made signed in
 * (`user_id`), found by index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index stock_notices_open_by_user on stock_notices (user_id) where closed_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index stock_notices_open_by_user`.execute(db);
}
