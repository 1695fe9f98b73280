import { type Kysely, sql } from 'kysely';

/**
 * A change log for the gateway's in-memory facet index (docs/decisions/018): which products'
 * facet data (brand, price, discount, rounded rating, compatibility, colours, category links)
 * changed, and at which catalogue revision.
 *
 * - `catalogue_revision` is one row. Every statement that changes facet data bumps it; the row
 *   lock is held until commit, so revisions are handed out in commit order: a reader that sees
 *   revision R also sees every change numbered R or lower.
 * - `catalogue_changes` holds one row per product: the revision of its last change. A gateway
 *   that knows revision K reads the products changed after K and loads their current rows.
 *
 * Stock, sales and view counts, names and texts are not facet data: orders do not touch either
 * table and do not wait for each other on the revision row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  await run(sql`
    create table catalogue_revision (
      singleton boolean primary key default true check (singleton),
      value bigint not null
    )`);
  await run(sql`insert into catalogue_revision (value) values (1)`);
  await run(sql`
    create table catalogue_changes (
      product_id integer primary key,
      revision bigint not null
    )`);
  await run(sql`create index catalogue_changes_revision on catalogue_changes (revision)`);
  // Statement level: one bump per statement, however many rows it changed (bulk imports).
  await run(sql`
    create function catalogue_note_changes() returns trigger language plpgsql as $$
    declare
      next bigint;
    begin
      if not exists (select 1 from changed) then
        return null;
      end if;
      update catalogue_revision set value = value + 1 returning value into next;
      insert into catalogue_changes (product_id, revision)
      select distinct product_id, next from changed
      on conflict (product_id) do update set revision = excluded.revision;
      return null;
    end $$`);
  // Row level, for updates of products: PostgreSQL allows no transition table on a trigger with
  // a condition, and the condition keeps orders (stock) and sales counts out.
  await run(sql`
    create function catalogue_note_product_update() returns trigger language plpgsql as $$
    declare
      next bigint;
    begin
      update catalogue_revision set value = value + 1 returning value into next;
      insert into catalogue_changes (product_id, revision) values (new.id, next)
      on conflict (product_id) do update set revision = excluded.revision;
      return null;
    end $$`);
  await run(sql`
    create trigger catalogue_changes_product_update after update on products for each row
    when ((old.id, old.brand_id, old.price, old.has_discount, old.rating_rounded, old.compatibility)
      is distinct from (new.id, new.brand_id, new.price, new.has_discount, new.rating_rounded, new.compatibility))
    execute function catalogue_note_product_update()`);
  await run(sql`
    create function catalogue_note_products() returns trigger language plpgsql as $$
    declare
      next bigint;
    begin
      if tg_op = 'INSERT' then
        if not exists (select 1 from added) then return null; end if;
        update catalogue_revision set value = value + 1 returning value into next;
        insert into catalogue_changes (product_id, revision) select id, next from added
        on conflict (product_id) do update set revision = excluded.revision;
      else
        if not exists (select 1 from removed) then return null; end if;
        update catalogue_revision set value = value + 1 returning value into next;
        insert into catalogue_changes (product_id, revision) select id, next from removed
        on conflict (product_id) do update set revision = excluded.revision;
      end if;
      return null;
    end $$`);
  await run(sql`
    create trigger catalogue_changes_product_insert after insert on products
    referencing new table as added for each statement execute function catalogue_note_products()`);
  await run(sql`
    create trigger catalogue_changes_product_delete after delete on products
    referencing old table as removed for each statement execute function catalogue_note_products()`);
  await run(sql`
    create function catalogue_note_row_move() returns trigger language plpgsql as $$
    declare
      next bigint;
    begin
      update catalogue_revision set value = value + 1 returning value into next;
      insert into catalogue_changes (product_id, revision)
      select distinct id, next from unnest(array[old.product_id, new.product_id]) as moved(id)
      on conflict (product_id) do update set revision = excluded.revision;
      return null;
    end $$`);
  for (const [table, key] of [
    ['product_categories', 'category_id'],
    ['product_colors', 'color_slug'],
  ] as const) {
    const t = sql.raw(table);
    await run(sql`
      create trigger ${sql.raw(`catalogue_changes_${table}_insert`)} after insert on ${t}
      referencing new table as changed for each statement execute function catalogue_note_changes()`);
    await run(sql`
      create trigger ${sql.raw(`catalogue_changes_${table}_delete`)} after delete on ${t}
      referencing old table as changed for each statement execute function catalogue_note_changes()`);
    // Row level with a condition: the links' copied columns are updated by 0202's triggers
    // whenever a product changes, which must not count (nor wait on the revision) twice.
    await run(sql`
      create trigger ${sql.raw(`catalogue_changes_${table}_update`)} after update on ${t} for each row
      when ((old.product_id, old.${sql.raw(key)}) is distinct from (new.product_id, new.${sql.raw(key)}))
      execute function catalogue_note_row_move()`);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  for (const table of ['product_categories', 'product_colors']) {
    for (const suffix of ['insert', 'delete', 'update'])
      await run(sql`drop trigger ${sql.raw(`catalogue_changes_${table}_${suffix}`)} on ${sql.raw(table)}`);
  }
  await run(sql`drop trigger catalogue_changes_product_insert on products`);
  await run(sql`drop trigger catalogue_changes_product_delete on products`);
  await run(sql`drop trigger catalogue_changes_product_update on products`);
  await run(sql`drop function catalogue_note_row_move()`);
  await run(sql`drop function catalogue_note_products()`);
  await run(sql`drop function catalogue_note_product_update()`);
  await run(sql`drop function catalogue_note_changes()`);
  await run(sql`drop table catalogue_changes`);
  await run(sql`drop table catalogue_revision`);
}
