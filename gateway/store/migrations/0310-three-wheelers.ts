import { type Kysely, sql } from 'kysely';

/** Three-wheelers (auto-rickshaws and small goods carriers) join the vehicle types. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table vehicle_models drop constraint vehicle_models_vehicle_type_check`.execute(db);
  await sql`
    alter table vehicle_models add constraint vehicle_models_vehicle_type_check
      check (vehicle_type in ('two-wheeler', 'three-wheeler', 'four-wheeler'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table vehicle_models drop constraint vehicle_models_vehicle_type_check`.execute(db);
  await sql`
    alter table vehicle_models add constraint vehicle_models_vehicle_type_check
      check (vehicle_type in ('two-wheeler', 'four-wheeler'))`.execute(db);
}
