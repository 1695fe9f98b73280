import { type Kysely, sql } from 'kysely';

/**
 * Signed-in shoppers' garages: one row per (shopper, vehicle); the primary key makes adding and
 * merging idempotent. `seq` keeps the order vehicles were added in. Rows go with their shopper
 * or their vehicle.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table user_vehicles (
      user_id uuid not null references users (id) on delete cascade,
      vehicle_id text not null references vehicles (id) on delete cascade,
      seq bigint generated always as identity,
      added_at timestamptz not null default now(),
      primary key (user_id, vehicle_id)
    )`.execute(db);
  await sql`create index user_vehicles_in_order on user_vehicles (user_id, seq)`.execute(db);
  await sql`create index user_vehicles_vehicle on user_vehicles (vehicle_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table user_vehicles`.execute(db);
}
