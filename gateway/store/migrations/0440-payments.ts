import { type Kysely, sql } from 'kysely';

/**
 * Payments (docs/decisions/028-payments.md).
 *
 * - Shop settings gain the UPI payee (VPA and name), the hold of unpaid UPI and bank-transfer
 *   orders, and the most a cash-on-delivery order may cost. The sample VPA's handle `@example`
 *   belongs to no bank, so no UPI app can send money to it by mistake.
 * - Orders gain a payment status beside their fulfilment status, the end of their hold, the
 *   reference the shopper says they paid with, and when the money was confirmed. Existing orders:
 *   cash on delivery COD_DUE (PAID once COMPLETED), bank transfers AWAITING_PAYMENT while PENDING
 *   (no hold: they never expire by themselves) and PAID once accepted, cancelled orders VOID.
 * - `payments` records each confirmed payment with its reference; a reference is unique within its
 *   kind (a bank's UTR, or a hosted gateway's payment id), so the same money is never counted twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  await run(sql`
    alter table shop_settings
      add column upi_vpa text not null default 'gaadiparts.sample@example'
        check (upi_vpa ~ '^[A-Za-z0-9._-]{2,255}@[A-Za-z][A-Za-z0-9.-]{1,63}$'),
      add column upi_payee_name text not null default 'GaadiParts Retail (SAMPLE)'
        check (char_length(upi_payee_name) between 1 and 99),
      add column payment_hold_minutes integer not null default 30 check (payment_hold_minutes between 5 and 1440),
      add column bank_transfer_hold_minutes integer not null default 1440
        check (bank_transfer_hold_minutes between 60 and 10080),
      add column cod_limit bigint not null default 1000000 check (cod_limit > 0)`);
  await run(sql`
    alter table orders
      add column payment_status text,
      add column hold_until timestamptz,
      add column payment_reference text check (char_length(payment_reference) <= 40),
      add column payment_reference_at timestamptz,
      add column paid_at timestamptz`);
  await run(sql`
    update orders set payment_status = case
      when status = 'CANCELLED' then 'VOID'
      when payment_method = 'cash-on-delivery' then case when status = 'COMPLETED' then 'PAID' else 'COD_DUE' end
      when status = 'PENDING' then 'AWAITING_PAYMENT'
      else 'PAID' end`);
  await run(sql`
    alter table orders
      alter column payment_status set not null,
      add constraint orders_payment_status check (payment_status in
        ('AWAITING_PAYMENT', 'COD_DUE', 'PAID', 'EXPIRED', 'VOID', 'REFUND_DUE', 'REFUNDED'))`);
  // The expiry job's scan: only orders still waiting for their money.
  await run(sql`create index orders_hold_until on orders (hold_until) where payment_status = 'AWAITING_PAYMENT'`);
  await run(sql`
    create table payments (
      id uuid primary key default gen_random_uuid(),
      order_id uuid not null unique references orders (id),
      method text not null,
      reference_kind text not null check (char_length(reference_kind) <= 40),
      reference text not null check (char_length(reference) between 1 and 100),
      amount bigint not null check (amount > 0),
      recorded_at timestamptz not null default now(),
      unique (reference_kind, reference)
    )`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  await run(sql`drop table payments`);
  await run(sql`drop index orders_hold_until`);
  for (const column of ['paid_at', 'payment_reference_at', 'payment_reference', 'hold_until', 'payment_status'])
    await run(sql`alter table orders drop column ${sql.ref(column)}`);
  for (const column of ['cod_limit', 'bank_transfer_hold_minutes', 'payment_hold_minutes', 'upi_payee_name', 'upi_vpa'])
    await run(sql`alter table shop_settings drop column ${sql.ref(column)}`);
}
