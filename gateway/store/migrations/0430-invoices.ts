import { type Kysely, sql } from 'kysely';

/**
 * Tax invoices and credit notes (docs/decisions/026-tax-invoices.md).
 *
 * - `document_counters` holds the last number of each series (invoice, credit-note) per financial
 *   year. Issuing increments the row (insert … on conflict do update … returning) inside the
 *   transaction that inserts the document: the row lock serialises concurrent issuers on every
 *   gateway process, and a rolled-back transaction rolls its increment back, so numbers are
 *   consecutive, gapless and never reused.
 * - `invoices`: one per order; `credit_notes`: one per invoice (an invoiced order cancelled).
 *   `document` is the whole document as issued (seller, buyer, place of supply, lines, totals,
 *   amount in words): later changes of settings or products never change an issued document.
 * - Issued documents are never changed or deleted: a trigger refuses UPDATE, DELETE and TRUNCATE.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  await run(sql`
    create table document_counters (
      series text not null check (series in ('invoice', 'credit-note')),
      financial_year text not null check (financial_year ~ '^[0-9]{4}-[0-9]{2}$'),
      last_number integer not null check (last_number > 0),
      primary key (series, financial_year)
    )`);
  await run(sql`
    create table invoices (
      id uuid primary key default gen_random_uuid(),
      order_id uuid not null unique references orders (id),
      number text not null unique check (char_length(number) <= 16),
      financial_year text not null,
      sequence integer not null check (sequence > 0),
      issued_at timestamptz not null,
      document jsonb not null,
      unique (financial_year, sequence)
    )`);
  await run(sql`
    create table credit_notes (
      id uuid primary key default gen_random_uuid(),
      invoice_id uuid not null unique references invoices (id),
      order_id uuid not null unique references orders (id),
      number text not null unique check (char_length(number) <= 16),
      financial_year text not null,
      sequence integer not null check (sequence > 0),
      issued_at timestamptz not null,
      document jsonb not null,
      unique (financial_year, sequence)
    )`);
  await run(sql`
    create function tax_documents_never_change() returns trigger language plpgsql as $$
    begin
      raise exception '% are never changed or deleted', tg_table_name using errcode = 'restrict_violation';
    end $$`);
  for (const table of ['invoices', 'credit_notes']) {
    await run(sql`create trigger ${sql.raw(`${table}_never_change`)} before update or delete on ${sql.table(table)}
      for each row execute function tax_documents_never_change()`);
    await run(sql`create trigger ${sql.raw(`${table}_never_truncated`)} before truncate on ${sql.table(table)}
      for each statement execute function tax_documents_never_change()`);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['credit_notes', 'invoices', 'document_counters'])
    await sql`drop table ${sql.table(table)}`.execute(db);
  await sql`drop function tax_documents_never_change()`.execute(db);
}
