import { type Kysely, sql } from 'kysely';

/**
 * Signed-in shoppers' wishlist and compare list: one row per (shopper, list, product), so adding
 * twice and merging are idempotent; `seq` keeps the order added. Rows go with their shopper or
 * their product.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table saved_products (
      user_id uuid not null references users (id) on delete cascade,
      list text not null check (list in ('wishlist', 'compare')),
      product_id integer not null references products (id) on delete cascade,
      seq bigint generated always as identity,
      added_at timestamptz not null default now(),
      primary key (user_id, list, product_id)
    )`.execute(db);
  await sql`create index saved_products_in_order on saved_products (user_id, list, seq)`.execute(db);
  await sql`create index saved_products_product on saved_products (product_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table saved_products`.execute(db);
}
