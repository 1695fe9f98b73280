import { type Kysely, sql } from 'kysely';

/**
 * Orders, their items and signed-in shoppers' saved carts (docs/decisions/009-checkout-and-orders.md).
 *
 * - `number` is the highest existing plus one, chosen under a transaction-scoped advisory lock;
 *   the unique constraint is the backstop.
 * - `token` is 32 random bytes (256 bits) in base64url: the only way a guest reaches an order.
 * - `(idempotency_scope, idempotency_key)` is unique: the scope is `user:<id>` for a signed-in
 *   shopper, `email:<lower-case e-mail>` for a guest; `request_hash` detects a reused key.
 * - Money is bigint paise (a big order can pass 2^31 paise); INR only. `display_currency` and
 *   `display_rate` record what the shopper was shown, never what was charged.
 * - Items copy the product's name, SKU and price at the time: later catalogue edits never
 *   change an order. `stock_taken` is what the order took from `products.stock_quantity`
 *   (0 for back-order items) and is what cancelling gives back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  await run(sql`
    create table orders (
      id uuid primary key default gen_random_uuid(),
      number integer not null unique check (number > 0),
      token text not null unique,
      user_id uuid references users (id) on delete set null,
      email text not null,
      status text not null default 'PENDING'
        check (status in ('PENDING', 'CONFIRMED', 'SHIPPED', 'COMPLETED', 'CANCELLED')),
      payment_method text not null,
      currency text not null default 'INR' check (currency = 'INR'),
      quantity integer not null check (quantity > 0),
      subtotal bigint not null check (subtotal >= 0),
      shipping bigint not null check (shipping >= 0),
      tax bigint not null check (tax >= 0),
      total bigint not null check (total = subtotal + shipping + tax),
      display_currency text,
      display_rate numeric,
      shipping_address jsonb not null,
      billing_address jsonb not null,
      idempotency_scope text not null,
      idempotency_key text not null,
      request_hash text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (idempotency_scope, idempotency_key)
    )`);
  await run(sql`create index orders_user on orders (user_id, created_at desc, number desc)`);
  await run(sql`create index orders_email on orders (lower(email), number)`);
  await run(sql`
    create table order_items (
      order_id uuid not null references orders (id) on delete cascade,
      position smallint not null,
      product_id integer references products (id) on delete set null,
      product_name text not null,
      product_slug text not null,
      sku text not null,
      options jsonb not null,
      unit_price bigint not null check (unit_price >= 0),
      quantity integer not null check (quantity > 0),
      total bigint not null check (total = unit_price * quantity),
      stock_taken integer not null check (stock_taken between 0 and quantity),
      primary key (order_id, position)
    )`);
  await run(sql`create index order_items_product on order_items (product_id)`);
  await run(sql`
    create table saved_carts (
      user_id uuid primary key references users (id) on delete cascade,
      lines jsonb not null,
      updated_at timestamptz not null default now()
    )`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['saved_carts', 'order_items', 'orders']) await sql`drop table ${sql.table(table)}`.execute(db);
}
