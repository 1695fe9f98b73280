import { type Kysely, sql } from 'kysely';

/**
 * `shop_reference_revision`: one row, bumped by every statement that changes what the layout of
 * every server-rendered page shows besides the catalogue's own revisions (0204, 0750): the shop's
 * name, contacts and hours (`shop_info` and its translations), the currencies and their rates, the
 * languages, and the categories' translated names. The gateway keeps the layout's GraphQL answers
 * per language under these three revisions (gateway/http/layout-answers.ts, docs/decisions/046), so
 * a change made through any process shows on the next page rendered.
 */
const TABLES = ['shop_info', 'shop_info_translations', 'currencies', 'languages', 'category_translations'];

export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  await run(sql`
    create table shop_reference_revision (
      singleton boolean primary key default true check (singleton),
      value bigint not null
    )`);
  await run(sql`insert into shop_reference_revision (value) values (1)`);
  await run(sql`
    create function shop_reference_bump() returns trigger language plpgsql as $$
    begin
      update shop_reference_revision set value = value + 1;
      return null;
    end $$`);
  for (const table of TABLES)
    await run(sql`
      create trigger ${sql.raw(`${table}_shop_reference_bump`)} after insert or update or delete on ${sql.raw(table)}
      for each statement execute function shop_reference_bump()`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  for (const table of TABLES)
    await run(sql`drop trigger ${sql.raw(`${table}_shop_reference_bump`)} on ${sql.raw(table)}`);
  await run(sql`drop function shop_reference_bump()`);
  await run(sql`drop table shop_reference_revision`);
}
