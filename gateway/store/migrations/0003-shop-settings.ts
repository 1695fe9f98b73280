import { type Kysely, sql } from 'kysely';

/**
 * The shop's settings as data (docs/decisions/024-gst-prices-and-invoices.md): its legal identity for
 * tax invoices (legal name, registered address, state of registration, GSTIN), the delivery fee
 * and free-delivery threshold, and the bank account for transfers. One row. The row written here
 * holds visibly sample values (`sample` = true: invoices then say they are samples) until the owner
 * enters the real ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table shop_settings (
      id smallint primary key default 1 check (id = 1),
      sample boolean not null,
      legal_name text not null,
      address_lines text[] not null,
      state_code text not null,
      gstin text not null check (gstin ~ '^[0-9]{2}[0-9A-Z]{13}$'),
      delivery_fee bigint not null check (delivery_fee >= 0),
      free_delivery_threshold bigint check (free_delivery_threshold > 0),
      bank_account_name text not null,
      bank_name text not null,
      bank_account_number text not null,
      bank_ifsc text not null,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    insert into shop_settings (id, sample, legal_name, address_lines, state_code, gstin, delivery_fee,
      free_delivery_threshold, bank_account_name, bank_name, bank_account_number, bank_ifsc)
    values (1, true, 'GaadiParts Retail Private Limited (SAMPLE)',
      array['42, 2nd Cross, Peenya Industrial Area', 'Bengaluru 560058, Karnataka'], 'KA',
      '29AAACG1234F1Z0', 2500, null, 'GaadiParts Retail Pvt Ltd (SAMPLE)',
      'State Bank of India, Jayanagar, Bengaluru (SAMPLE)', '00000041234567890', 'SBIN0000000')
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table shop_settings`.execute(db);
}
