import type { InvoiceDocument } from './invoice-document';

/** What the Invoice / CreditNote resolvers receive (codegen mapper): the document and its order's token. */
export interface TaxDocumentView {
  document: InvoiceDocument;
  /** The order's token, for the PDF address. */
  token: string;
}
