import { type Kysely, sql } from 'kysely';

/**
 * A signed-in shopper may label a garage vehicle with its registration mark (issue #26, decision
 * 030), stored normalised (MH12AB1234). One mark labels at most one vehicle of a garage.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table user_vehicles add column registration text`.execute(db);
  await sql`
    create unique index user_vehicles_registration on user_vehicles (user_id, registration)
    where registration is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index user_vehicles_registration`.execute(db);
  await sql`alter table user_vehicles drop column registration`.execute(db);
}
