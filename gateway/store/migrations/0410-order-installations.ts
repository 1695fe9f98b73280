import { type Kysely, sql } from 'kysely';

/**
 * Orders can carry installation bookings (schema/cart.graphql `InstallationInput`):
 * `installation` is the sum of the booked packages' prices (INR paise, taxes included, not taxed
 * again) and is part of `total`. Existing orders have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  await run(sql`alter table orders add column installation bigint not null default 0 check (installation >= 0)`);
  // 0400's `total = subtotal + shipping + tax` (the engines name it orders_check) now includes installation.
  await run(sql`alter table orders drop constraint if exists orders_check`);
  await run(
    sql`alter table orders add constraint orders_total_check check (total = subtotal + shipping + tax + installation)`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  await run(sql`alter table orders drop constraint orders_total_check`);
  await run(sql`alter table orders drop column installation`);
  await run(sql`alter table orders add constraint orders_check check (total = subtotal + shipping + tax)`);
}
