import { type Kysely, sql } from 'kysely';

/**
 * Two changes of the back office (one migration number was given to this work):
 *
 * - Orders keep the reference of the refund staff sent for a cancelled paid order (the UTR or UPI
 *   reference of the money sent back) and when it was recorded.
 * - The shop's registered address in parts (docs/decisions/064), so the owner can edit it in the back
 * office: `address_lines` keeps building, street and area (one or two lines), `address_city` and
 * `address_pin_code` the rest; the state is `state_code`. Invoices print the lines, then
 * "<city> <PIN>, <state>". The sample row is split the same way; a row whose lines were written
 * otherwise keeps them whole (city and PIN null) until the owner enters the address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table orders
      add column refund_reference text check (refund_reference ~ '^[A-Z0-9]{12,22}$'),
      add column refunded_at timestamptz`.execute(db);
  await sql`
    alter table shop_settings
      add column address_city text check (char_length(address_city) between 1 and 60),
      add column address_pin_code text check (address_pin_code ~ '^[1-9][0-9]{5}$')`.execute(db);
  await sql`
    update shop_settings
      set address_lines = array['42, 2nd Cross, Peenya Industrial Area'], address_city = 'Bengaluru',
        address_pin_code = '560058'
      where address_lines = array['42, 2nd Cross, Peenya Industrial Area', 'Bengaluru 560058, Karnataka']`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    update shop_settings
      set address_lines = address_lines || array[address_city || ' ' || address_pin_code]
      where address_city is not null`.execute(db);
  await sql`alter table shop_settings drop column address_city, drop column address_pin_code`.execute(db);
  await sql`alter table orders drop column refund_reference, drop column refunded_at`.execute(db);
}
