import type { Resolvers } from '../__generated__/resolvers-types';
import { rateToDecimal } from '../../rules/gst/gst';
import { inr } from '../cart/totals-list';
import type { OrderView } from '../orders/orders.mappers';
import type { InvoiceDocument } from './invoice-document';
import { invoicePdfPath } from './invoice-pdf.route';
import { taxDocumentsLoader } from './invoices.loaders';
import type { TaxDocumentView } from './invoices.mappers';
import type { TaxDocumentRow } from './invoices.service';

const KIND = { invoice: 'INVOICE', 'credit-note': 'CREDIT_NOTE' } as const;

/**
 * An order's document for a viewer who may see the whole order (owner or token holder); null when
 * read by tracking (number and e-mail), which shows only `taxDocuments`.
 */
async function documentOf(
  view: OrderView,
  context: Parameters<typeof taxDocumentsLoader>[0],
  which: 'invoice' | 'creditNote',
) {
  if (view.access === 'tracking') return null;
  const row = (await taxDocumentsLoader(context).load(view.order.id))[which];
  return row ? { document: row.document, token: view.order.token } : null;
}

const summary = (row: TaxDocumentRow) => ({
  kind: KIND[row.document.kind],
  number: row.number,
  issueDate: row.document.issueDate,
});

/** Fields both documents share, read from the stored document. */
const documentFields = {
  kind: ({ document }: TaxDocumentView) => KIND[document.kind],
  number: ({ document }: TaxDocumentView) => document.number,
  financialYear: ({ document }: TaxDocumentView) => document.financialYear,
  issuedAt: ({ document }: TaxDocumentView) => document.issuedAt,
  issueDate: ({ document }: TaxDocumentView) => document.issueDate,
  sample: ({ document }: TaxDocumentView) => document.sample,
  seller: ({ document }: TaxDocumentView) => document.seller,
  buyer: ({ document }: TaxDocumentView) => document.buyer,
  orderNumber: ({ document }: TaxDocumentView) => document.order.number,
  placeOfSupply: ({ document }: TaxDocumentView) => document.placeOfSupply,
  supply: ({ document }: TaxDocumentView) =>
    document.supply === 'intra-state' ? ('INTRA_STATE' as const) : ('INTER_STATE' as const),
  lines: ({ document }: TaxDocumentView) => document.lines,
  byRate: ({ document }: TaxDocumentView) => document.byRate,
  totals: ({ document }: TaxDocumentView) => document.totals,
  amountInWords: ({ document }: TaxDocumentView) => document.amountInWords,
  pdfUrl: ({ document, token }: TaxDocumentView) => invoicePdfPath(token, document.kind),
};

const amounts = <T extends { taxable: number; cgst: number; sgst: number; igst: number }>() => ({
  taxableValue: (v: T) => inr(v.taxable),
  cgst: (v: T) => inr(v.cgst),
  sgst: (v: T) => inr(v.sgst),
  igst: (v: T) => inr(v.igst),
});

type Line = InvoiceDocument['lines'][number];
type Rate = InvoiceDocument['byRate'][number];
type Totals = InvoiceDocument['totals'];

export const invoicesResolvers: Resolvers = {
  Order: {
    invoice: (view, _args, context) => documentOf(view, context, 'invoice'),
    creditNote: (view, _args, context) => documentOf(view, context, 'creditNote'),
    taxDocuments: async (view, _args, context) => {
      const { invoice, creditNote } = await taxDocumentsLoader(context).load(view.order.id);
      return [invoice, creditNote].filter((row) => row !== null).map(summary);
    },
  },
  TaxDocument: {
    __resolveType: ({ document }) => (document.kind === 'invoice' ? 'Invoice' : 'CreditNote'),
  },
  Invoice: documentFields,
  CreditNote: {
    ...documentFields,
    invoiceNumber: ({ document }) => document.invoice!.number,
    invoiceDate: ({ document }) => document.invoice!.issueDate,
  },
  InvoiceLine: {
    kind: (line: Line) =>
      line.kind === 'goods' ? 'GOODS' : line.kind === 'installation' ? 'INSTALLATION' : 'DELIVERY',
    hsnSac: (line: Line) => line.code,
    unitPrice: (line: Line) => inr(line.unitPrice),
    rate: (line: Line) => rateToDecimal(line.rateBp),
    total: (line: Line) => inr(line.total),
    ...amounts<Line>(),
  },
  InvoiceRateSummary: {
    rate: (rate: Rate) => rateToDecimal(rate.rateBp),
    total: (rate: Rate) => inr(rate.gross),
    ...amounts<Rate>(),
  },
  InvoiceTotals: {
    tax: (totals: Totals) => inr(totals.tax),
    total: (totals: Totals) => inr(totals.total),
    ...amounts<Totals>(),
  },
};
