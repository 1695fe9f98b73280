import { type Kysely, sql } from 'kysely';

/**
 * Vehicle reference data: makes, models and vehicles (model × year × engine). Vehicle ids are
 * the seed's stable text keys (docs/decisions). The picker's cascade reads
 * years → makes(year) → models(year, make) → vehicles(year, make, model), all served by the
 * (year, make_slug, model_slug) index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table vehicle_makes (
      slug text primary key,
      name text not null,
      position smallint not null
    )`.execute(db);
  await sql`
    create table vehicle_models (
      make_slug text not null references vehicle_makes (slug),
      slug text not null,
      name text not null,
      vehicle_type text not null check (vehicle_type in ('two-wheeler', 'four-wheeler')),
      position smallint not null,
      primary key (make_slug, slug)
    )`.execute(db);
  await sql`
    create table vehicles (
      id text primary key,
      year smallint not null,
      make_slug text not null,
      model_slug text not null,
      engine text not null,
      powertrain text not null check (powertrain in ('petrol', 'diesel', 'cng', 'electric')),
      position smallint not null,
      foreign key (make_slug, model_slug) references vehicle_models (make_slug, slug)
    )`.execute(db);
  await sql`create index vehicles_cascade on vehicles (year, make_slug, model_slug, position)`.execute(db);
  await sql`create index vehicles_model on vehicles (make_slug, model_slug)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table vehicles`.execute(db);
  await sql`drop table vehicle_models`.execute(db);
  await sql`drop table vehicle_makes`.execute(db);
}
