/**
 * Issuing tax invoices and credit notes, inside the transaction that moves the order
 * (gateway/orders/orders.service.ts transitionOrder), and reading them back.
 * docs/decisions/026-tax-invoices.md
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import type { OrderStatus } from '../orders/order-status';
import type { OrderRow } from '../orders/orders.mappers';
import { loadShopSettings } from '../shop/shop-settings';
import type { DB } from '../store/schema';
import { type DocumentSeries, documentNumber, type FinancialYear, financialYearOf } from './document-number';
import { creditNoteDocument, type InvoiceDocument, invoiceDocument } from './invoice-document';

/** A stored invoice or credit note. */
export interface TaxDocumentRow {
  id: string;
  order_id: string;
  number: string;
  financial_year: string;
  sequence: number;
  issued_at: Date;
  document: InvoiceDocument;
}

/** What a status change issued (for the e-mail sent after the commit). */
export interface IssuedDocuments {
  invoice: TaxDocumentRow | null;
  creditNote: TaxDocumentRow | null;
}

/**
 * The next number of a series in a financial year. The counter row is incremented (or created at
 * 1) in the caller's transaction and stays locked until it ends: concurrent issuers wait in turn,
 * and a transaction that rolls back gives its number back. Gapless and never reused.
 */
export async function nextSequence(trx: Transaction<DB>, series: DocumentSeries, year: FinancialYear): Promise<number> {
  const row = await trx
    .insertInto('document_counters')
    .values({ series, financial_year: year.name, last_number: 1 })
    .onConflict((oc) =>
      oc.columns(['series', 'financial_year']).doUpdateSet({ last_number: sql`document_counters.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}

const invoiceOf = (db: Kysely<DB>, orderId: string) =>
  db.selectFrom('invoices').selectAll().where('order_id', '=', orderId).executeTakeFirst();

/**
 * Issues the order's tax invoice, once: an order that has one keeps it (a second confirmation
 * never makes a second invoice). Orders without a recorded GST breakdown (placed before prices
 * included GST) get none. Call with the order row locked (transitionOrder does).
 */
export async function issueInvoice(
  trx: Transaction<DB>,
  order: OrderRow,
  at = new Date(),
): Promise<TaxDocumentRow | null> {
  if (!order.tax_breakdown) return null;
  const existing = await invoiceOf(trx, order.id);
  if (existing) return existing;
  const shop = await loadShopSettings(trx);
  const year = financialYearOf(at);
  const sequence = await nextSequence(trx, 'invoice', year);
  const number = documentNumber('invoice', year, sequence);
  const document = invoiceDocument(order, order.tax_breakdown, shop, { number, year, issuedAt: at });
  return trx
    .insertInto('invoices')
    .values({
      order_id: order.id,
      number,
      financial_year: year.name,
      sequence,
      issued_at: at,
      document: JSON.stringify(document),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Issues the credit note cancelling the order's invoice, once; null when the order has no invoice. */
export async function issueCreditNote(
  trx: Transaction<DB>,
  order: OrderRow,
  at = new Date(),
): Promise<TaxDocumentRow | null> {
  const invoice = await invoiceOf(trx, order.id);
  if (!invoice) return null;
  const existing = await trx.selectFrom('credit_notes').selectAll().where('order_id', '=', order.id).executeTakeFirst();
  if (existing) return existing;
  const shop = await loadShopSettings(trx);
  const year = financialYearOf(at);
  const sequence = await nextSequence(trx, 'credit-note', year);
  const number = documentNumber('credit-note', year, sequence);
  const document = creditNoteDocument(invoice.document, shop, { number, year, issuedAt: at });
  return trx
    .insertInto('credit_notes')
    .values({
      invoice_id: invoice.id,
      order_id: order.id,
      number,
      financial_year: year.name,
      sequence,
      issued_at: at,
      document: JSON.stringify(document),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The tax documents a status change issues, in its transaction: a tax invoice when the order is
 * confirmed, a credit note when an invoiced order is cancelled.
 */
export async function issueTaxDocuments(
  trx: Transaction<DB>,
  to: OrderStatus,
  order: OrderRow,
): Promise<IssuedDocuments> {
  return {
    invoice: to === 'CONFIRMED' ? await issueInvoice(trx, order) : null,
    creditNote: to === 'CANCELLED' ? await issueCreditNote(trx, order) : null,
  };
}

/** Reads of issued documents. */
export function createInvoicesService(db: Kysely<DB>) {
  return {
    /** The invoices and credit notes of several orders, in two queries. */
    async ofOrders(orderIds: readonly string[]): Promise<Map<string, IssuedDocuments>> {
      const found = new Map<string, IssuedDocuments>(orderIds.map((id) => [id, { invoice: null, creditNote: null }]));
      if (orderIds.length === 0) return found;
      const [invoices, creditNotes] = await Promise.all([
        db
          .selectFrom('invoices')
          .selectAll()
          .where('order_id', 'in', [...orderIds])
          .execute(),
        db
          .selectFrom('credit_notes')
          .selectAll()
          .where('order_id', 'in', [...orderIds])
          .execute(),
      ]);
      for (const row of invoices) found.get(row.order_id)!.invoice = row;
      for (const row of creditNotes) found.get(row.order_id)!.creditNote = row;
      return found;
    },

    /** An order's invoice or credit note by the order's token (the PDF address); null when there is none. */
    async byOrderToken(token: string, series: DocumentSeries): Promise<InvoiceDocument | null> {
      if (!/^[\w-]{43}$/.test(token)) return null;
      const table = series === 'invoice' ? 'invoices' : 'credit_notes';
      const row = await db
        .selectFrom(table)
        .innerJoin('orders', 'orders.id', `${table}.order_id`)
        .select(`${table}.document`)
        .where('orders.token', '=', token)
        .executeTakeFirst();
      return row?.document ?? null;
    },

    /** An order's invoice or credit note by the order's number (the back office's PDF address, staff only). */
    async byOrderNumber(number: number, series: DocumentSeries): Promise<InvoiceDocument | null> {
      if (!Number.isSafeInteger(number) || number < 1) return null;
      const table = series === 'invoice' ? 'invoices' : 'credit_notes';
      const row = await db
        .selectFrom(table)
        .innerJoin('orders', 'orders.id', `${table}.order_id`)
        .select(`${table}.document`)
        .where('orders.number', '=', number)
        .executeTakeFirst();
      return row?.document ?? null;
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
