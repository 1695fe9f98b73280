import { type Kysely, sql } from 'kysely';

/**
 * Three-wheelers (auto-rickshaws) join the vehicle types, and a saved garage vehicle can carry the
 * shopper's Indian registration mark (normalised, e.g. 'MH12AB1234' or '22BH1234AA') as its label.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table vehicle_models drop constraint vehicle_models_vehicle_type_check`.execute(db);
  await sql`
    alter table vehicle_models add constraint vehicle_models_vehicle_type_check
      check (vehicle_type in ('two-wheeler', 'three-wheeler', 'four-wheeler'))`.execute(db);
  await sql`
    alter table user_vehicles add column registration_mark text
      check (registration_mark ~ '^[0-9A-Z]{4,12}$')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table user_vehicles drop column registration_mark`.execute(db);
  await sql`alter table vehicle_models drop constraint vehicle_models_vehicle_type_check`.execute(db);
  await sql`
    alter table vehicle_models add constraint vehicle_models_vehicle_type_check
      check (vehicle_type in ('two-wheeler', 'four-wheeler'))`.execute(db);
}
