import { type Kysely, sql } from 'kysely';

/**
 * Prices include GST (docs/decisions/024-gst-prices-and-invoices.md). A new order records the GST its
 * amounts include (`tax_breakdown`, gateway/orders/order-tax.ts) and charges no tax on top
 * (`tax` = 0). Orders placed before keep their recorded `tax` and have no breakdown.
 * A business buyer may give a GSTIN and business name at checkout; they are printed on the invoice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  await run(sql`alter table orders add column tax_breakdown jsonb`);
  await run(sql`alter table orders add column buyer_gstin text check (buyer_gstin ~ '^[0-9]{2}[0-9A-Z]{13}$')`);
  await run(sql`alter table orders add column buyer_business_name text`);
  await run(sql`alter table orders add constraint orders_gst_no_tax_on_top check (tax_breakdown is null or tax = 0)`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => query.execute(db);
  await run(sql`alter table orders drop constraint orders_gst_no_tax_on_top`);
  for (const column of ['buyer_business_name', 'buyer_gstin', 'tax_breakdown'])
    await run(sql`alter table orders drop column ${sql.ref(column)}`);
}
