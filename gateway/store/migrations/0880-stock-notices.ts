import { type Kysely, sql } from 'kysely';

/**
 * "Tell me when it is back in stock" (docs/decisions/041). One open request per product, chosen
 * options and address (`email_key`, lower case); a closed one (sent or cancelled) lets the shopper
 * ask again. The unsubscribe link's token is stored hashed.
 *
 * A product coming back in stock marks its open requests due, whatever changed it (the back
 * office, a CSV import, a cancelled or expired order, a script): a trigger on `products`, so no
 * path can forget it. The gateway's job e-mails due requests and closes them (stock-notice.job.ts).
 * "Back" means from not orderable (out of stock, or in stock with no units) to orderable.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  await run(sql`
    create table stock_notices (
      id integer generated always as identity primary key,
      product_id integer not null references products (id) on delete cascade,
      options text not null default '' check (length(options) <= 500),
      email text not null check (length(email) between 3 and 254),
      email_key text not null check (email_key = lower(email)),
      user_id uuid references users (id) on delete set null,
      language text not null check (language in ('en', 'hi', 'kn', 'ta', 'te')),
      token_hash text not null unique,
      created_at timestamptz not null default now(),
      due_at timestamptz,
      closed_at timestamptz,
      closed_reason text check (closed_reason in ('sent', 'cancelled')),
      check ((closed_at is null) = (closed_reason is null))
    )`);
  await run(sql`
    create unique index stock_notices_open on stock_notices (product_id, options, email_key)
    where closed_at is null`);
  await run(
    sql`create index stock_notices_due on stock_notices (due_at) where closed_at is null and due_at is not null`,
  );
  await run(sql`
    create function stock_notices_mark_due() returns trigger language plpgsql as $$
    begin
      update stock_notices set due_at = now()
      where product_id = new.id and closed_at is null and due_at is null;
      return null;
    end $$`);
  await run(sql`
    create trigger stock_notices_back_in_stock after update of stock, stock_quantity on products for each row
    when (
      (old.stock = 'out-of-stock' or (old.stock = 'in-stock' and old.stock_quantity <= 0))
      and (new.stock = 'on-backorder' or (new.stock = 'in-stock' and new.stock_quantity > 0))
    )
    execute function stock_notices_mark_due()`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger stock_notices_back_in_stock on products`.execute(db);
  await sql`drop function stock_notices_mark_due()`.execute(db);
  await sql`drop table stock_notices`.execute(db);
}
