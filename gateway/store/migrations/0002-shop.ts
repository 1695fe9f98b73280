import { type Kysely, sql } from 'kysely';

/** The shop's own information: contact details, currencies and interface languages. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table shop_info (
      id smallint primary key default 1 check (id = 1),
      name text not null,
      address text not null,
      email text not null,
      phone text not null,
      opening_hours jsonb not null
    )`.execute(db);
  await sql`
    create table currencies (
      code char(3) primary key,
      symbol text not null,
      name text not null,
      rate numeric(12, 6) not null check (rate > 0),
      position smallint not null,
      is_default boolean not null default false
    )`.execute(db);
  await sql`create unique index currencies_one_default on currencies (is_default) where is_default`.execute(db);
  await sql`
    create table languages (
      code text primary key,
      locale text not null unique,
      name text not null,
      icon text not null,
      direction text not null check (direction in ('ltr', 'rtl')),
      position smallint not null,
      is_default boolean not null default false
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table languages`.execute(db);
  await sql`drop table currencies`.execute(db);
  await sql`drop table shop_info`.execute(db);
}
