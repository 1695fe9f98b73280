import { type Kysely, sql } from 'kysely';

/**
 * Installation with a part (schema/cart.graphql `InstallationInput`):
 * - `service_packages.part_installation` marks the packages that fit a part bought from the
 *   shop (offered on the product page of a battery or tyre);
 * - `service_bookings.order_id` / `order_item` name the order and item a booking was placed
 *   with (null for bookings made on their own); cancelling the order cancels them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  await run(sql`alter table service_packages add column part_installation boolean not null default false`);
  await run(sql`alter table service_bookings add column order_id uuid references orders (id) on delete cascade`);
  await run(sql`alter table service_bookings add column order_item integer check (order_item >= 0)`);
  await run(sql`create index service_bookings_order on service_bookings (order_id, order_item)`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  await run(sql`drop index service_bookings_order`);
  await run(sql`alter table service_bookings drop column order_item`);
  await run(sql`alter table service_bookings drop column order_id`);
  await run(sql`alter table service_packages drop column part_installation`);
}
