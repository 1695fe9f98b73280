import type { ColumnType, Generated } from 'kysely';
import type { DocumentSeries } from './document-number';
import type { InvoiceDocument } from './invoice-document';

/** A stored document: written once, never updated (migration 0430 refuses it). */
interface TaxDocumentTable {
  id: Generated<string>;
  order_id: string;
  number: string;
  financial_year: string;
  sequence: number;
  issued_at: ColumnType<Date, Date, never>;
  document: ColumnType<InvoiceDocument, string, never>;
}

/** Tax invoices, credit notes and their number counters (migration 0430). */
export interface InvoicesTables {
  document_counters: {
    series: DocumentSeries;
    financial_year: string;
    last_number: number;
  };
  invoices: TaxDocumentTable;
  credit_notes: TaxDocumentTable & { invoice_id: string };
}
