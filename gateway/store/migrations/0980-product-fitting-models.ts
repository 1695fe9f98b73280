import { type Kysely, sql } from 'kysely';

/**
 * `product_fitting_models`: each product's fitting vehicles grouped by make and model (years,
 * vehicle count), the grouping `Product.compatibleModels` answers from (docs/decisions/059). A
 * product page read 1,126 vehicle rows to group them into 65 models; it now reads the 65 rows.
 * The database keeps it: every statement that changes a product's fitment (`product_compatibility`)
 * or a vehicle (its id, year, make or model; a fitment row names a vehicle that may not exist yet,
 * decision 006) regroups the products it touches before it ends. Names and vehicle types are
 * joined when read, so editing a make or model needs no regrouping.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  await run(sql`
    create table product_fitting_models (
      product_id integer not null references products (id) on delete cascade,
      make_slug text not null,
      model_slug text not null,
      years smallint[] not null,
      vehicle_count integer not null,
      primary key (product_id, make_slug, model_slug)
    )`);
  // Groups once, upserts them and drops the groups no longer there, in one statement: two
  // statements regrouping one product at once meet on the key instead of failing on it.
  await run(sql`
    create function product_fitting_models_regroup(products integer[]) returns void language sql as $$
      -- Regroupings of one product wait for each other (PostgreSQL, several gateways): each locks its
      -- products first, and its grouping, a later statement, then sees what the one before committed.
      -- Without it two transactions adding vehicles of one model each counted only their own.
      select 1 from products p where p.id = any($1) order by p.id for no key update;
      with fresh as (
        select pc.product_id, v.make_slug, v.model_slug, array_agg(distinct v.year order by v.year) as years,
          count(*)::integer as vehicle_count
        from product_compatibility pc join vehicles v on v.id = pc.vehicle_id
        where pc.product_id = any(products)
        group by pc.product_id, v.make_slug, v.model_slug
      ), upserted as (
        insert into product_fitting_models (product_id, make_slug, model_slug, years, vehicle_count)
        select * from fresh
        on conflict (product_id, make_slug, model_slug) do update
          set years = excluded.years, vehicle_count = excluded.vehicle_count
          where (product_fitting_models.years, product_fitting_models.vehicle_count)
            is distinct from (excluded.years, excluded.vehicle_count)
      )
      delete from product_fitting_models f
      where f.product_id = any(products)
        and not exists (
          select 1 from fresh
          where fresh.product_id = f.product_id and fresh.make_slug = f.make_slug and fresh.model_slug = f.model_slug)
    $$`);
  await run(sql`
    create function product_fitting_models_fitment() returns trigger language plpgsql as $$
    begin
      perform product_fitting_models_regroup(array(select distinct product_id from changed));
      return null;
    end $$`);
  await run(sql`
    create function product_fitting_models_fitment_update() returns trigger language plpgsql as $$
    begin
      perform product_fitting_models_regroup(
        array(select product_id from before_change union select product_id from after_change));
      return null;
    end $$`);
  await run(sql`
    create function product_fitting_models_vehicles() returns trigger language plpgsql as $$
    begin
      perform product_fitting_models_regroup(array(
        select distinct pc.product_id from product_compatibility pc where pc.vehicle_id in (select id from changed)));
      return null;
    end $$`);
  await run(sql`
    create function product_fitting_models_vehicles_update() returns trigger language plpgsql as $$
    begin
      perform product_fitting_models_regroup(array(
        select distinct pc.product_id from product_compatibility pc
        where pc.vehicle_id in (select id from before_change union select id from after_change)));
      return null;
    end $$`);
  await run(sql`
    create function product_fitting_models_all() returns trigger language plpgsql as $$
    begin
      delete from product_fitting_models;
      perform product_fitting_models_regroup(array(select distinct product_id from product_compatibility));
      return null;
    end $$`);
  // PostgreSQL allows a transition table only on a trigger of one event: one trigger per event.
  for (const [table, prefix] of [
    ['product_compatibility', 'product_fitting_models_fitment'],
    ['vehicles', 'product_fitting_models_vehicles'],
  ] as const) {
    await run(sql`
      create trigger ${sql.raw(`${table}_fitting_insert`)} after insert on ${sql.raw(table)}
      referencing new table as changed for each statement execute function ${sql.raw(prefix)}()`);
    await run(sql`
      create trigger ${sql.raw(`${table}_fitting_delete`)} after delete on ${sql.raw(table)}
      referencing old table as changed for each statement execute function ${sql.raw(prefix)}()`);
    await run(sql`
      create trigger ${sql.raw(`${table}_fitting_update`)} after update on ${sql.raw(table)}
      referencing old table as before_change new table as after_change
      for each statement execute function ${sql.raw(`${prefix}_update`)}()`);
    await run(sql`
      create trigger ${sql.raw(`${table}_fitting_truncate`)} after truncate on ${sql.raw(table)}
      for each statement execute function product_fitting_models_all()`);
  }
  await run(sql`select product_fitting_models_regroup(array(select distinct product_id from product_compatibility))`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  for (const table of ['product_compatibility', 'vehicles'])
    for (const event of ['insert', 'delete', 'update', 'truncate'])
      await run(sql`drop trigger ${sql.raw(`${table}_fitting_${event}`)} on ${sql.raw(table)}`);
  for (const name of ['all', 'vehicles_update', 'vehicles', 'fitment_update', 'fitment'])
    await run(sql`drop function ${sql.raw(`product_fitting_models_${name}`)}()`);
  await run(sql`drop function product_fitting_models_regroup(integer[])`);
  await run(sql`drop table product_fitting_models`);
}
