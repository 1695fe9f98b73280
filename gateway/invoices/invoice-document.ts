/**
 * The document of a tax invoice or credit note (pure): everything GST rules ask an invoice to
 * show, built once when it is issued and stored as it is (`invoices.document`), so that later
 * changes of the shop's settings or the catalogue never change an issued document.
 * Lines and amounts are the order's recorded GST breakdown (gateway/orders/order-tax.ts), so the
 * invoice shows the same paise as the order page, and its total is the order total.
 */
import { amountInWords } from '../../rules/money/amount-in-words';
import { type GstAmounts, type RateSummary, type SupplyType, sumAmounts } from '../../rules/gst/gst';
import { INDIAN_STATES, indianState, type IndianState } from '../../rules/india/states';
import type { AddressFields } from '../accounts/address-rules';
import type { OrderTax, OrderTaxLineKind } from '../orders/order-tax';
import type { ShopSettings } from '../shop/shop-settings';
import { type DocumentSeries, type FinancialYear, indiaDate } from './document-number';

/** A state as an invoice names it: "Karnataka (29)". */
export interface DocumentState {
  code: string;
  gstCode: string;
  name: string;
  /** Name and GST state code, as printed. */
  label: string;
}

export interface DocumentLine extends GstAmounts {
  kind: OrderTaxLineKind;
  description: string;
  /** HSN code of goods, SAC code of services. */
  code: string;
  quantity: number;
  /** Price per unit, GST included, paise. */
  unitPrice: number;
  rateBp: number;
  /** Amount of the line, GST included (= taxable + tax). */
  total: number;
}

export interface DocumentTotals extends GstAmounts {
  /** What the buyer pays: taxable + tax = the order total. */
  total: number;
}

export interface InvoiceDocument {
  version: 1;
  kind: DocumentSeries;
  number: string;
  /** "2026-27". */
  financialYear: string;
  /** The instant of issue (ISO 8601) and its day in India (YYYY-MM-DD). */
  issuedAt: string;
  issueDate: string;
  /** True while the shop's details are sample data: the document says it is not a valid tax invoice. */
  sample: boolean;
  seller: { legalName: string; addressLines: string[]; gstin: string; state: DocumentState };
  buyer: {
    name: string;
    businessName: string | null;
    gstin: string | null;
    addressLines: string[];
    state: DocumentState | null;
  };
  order: { number: number; placedAt: string };
  placeOfSupply: DocumentState;
  supply: SupplyType;
  lines: DocumentLine[];
  byRate: RateSummary[];
  totals: DocumentTotals;
  amountInWords: string;
  /** Credit note: the invoice it cancels in full (null on an invoice). */
  invoice: { number: string; issueDate: string } | null;
}

export function documentState(state: IndianState): DocumentState {
  return { code: state.code, gstCode: state.gstCode, name: state.name, label: `${state.name} (${state.gstCode})` };
}

/** The state of an address: stored as an ISO code ("KA") or a name ("Karnataka"). */
function addressState(address: AddressFields): IndianState | null {
  if (address.country !== 'IN' || !address.state) return null;
  const name = address.state.trim().toLowerCase();
  return indianState(address.state) ?? INDIAN_STATES.find((s) => s.name.toLowerCase() === name) ?? null;
}

export interface InvoiceOrder {
  number: number;
  created_at: Date;
  total: number;
  billing_address: AddressFields;
  buyer_gstin: string | null;
  buyer_business_name: string | null;
}

export interface IssuedAs {
  number: string;
  year: FinancialYear;
  issuedAt: Date;
}

/** The tax invoice of an order with a recorded GST breakdown. */
export function invoiceDocument(
  order: InvoiceOrder,
  tax: OrderTax,
  shop: ShopSettings,
  issued: IssuedAs,
): InvoiceDocument {
  const place = indianState(tax.placeOfSupply);
  if (!place) throw new Error(`order #${order.number}: unknown place of supply ${tax.placeOfSupply}`);
  const lines: DocumentLine[] = tax.lines.map((l) => ({
    kind: l.kind,
    description: l.description,
    code: l.code,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    rateBp: l.rateBp,
    taxable: l.taxable,
    cgst: l.cgst,
    sgst: l.sgst,
    igst: l.igst,
    tax: l.tax,
    total: l.gross,
  }));
  const sums = sumAmounts(lines);
  const totals: DocumentTotals = { ...sums, total: sums.taxable + sums.tax };
  if (totals.total !== order.total)
    throw new Error(
      `order #${order.number}: GST lines add up to ${totals.total} paise, the order total is ${order.total}`,
    );
  const a = order.billing_address;
  const buyerState = addressState(a);
  return {
    version: 1,
    kind: 'invoice',
    number: issued.number,
    financialYear: issued.year.name,
    issuedAt: issued.issuedAt.toISOString(),
    issueDate: indiaDate(issued.issuedAt),
    sample: shop.sample,
    seller: {
      legalName: shop.legalName,
      addressLines: shop.addressLines,
      gstin: shop.gstin,
      state: documentState(shop.state),
    },
    buyer: {
      name: `${a.firstName} ${a.lastName}`.trim(),
      businessName: order.buyer_business_name ?? (a.company || null),
      gstin: order.buyer_gstin,
      addressLines: [
        a.address1,
        a.address2,
        [a.city, a.postcode].filter(Boolean).join(' '),
        buyerState ? buyerState.name : [a.state, a.country].filter(Boolean).join(', '),
      ].filter((line): line is string => !!line),
      state: buyerState ? documentState(buyerState) : null,
    },
    order: { number: order.number, placedAt: order.created_at.toISOString() },
    placeOfSupply: documentState(place),
    supply: tax.supply,
    lines,
    byRate: tax.byRate,
    totals,
    amountInWords: amountInWords(totals.total),
    invoice: null,
  };
}

/**
 * The credit note cancelling an invoice in full: the invoice's buyer, place of supply, lines and
 * totals, under the shop's details of the day, its own number and a reference to the invoice.
 */
export function creditNoteDocument(invoice: InvoiceDocument, shop: ShopSettings, issued: IssuedAs): InvoiceDocument {
  return {
    ...invoice,
    kind: 'credit-note',
    number: issued.number,
    financialYear: issued.year.name,
    issuedAt: issued.issuedAt.toISOString(),
    issueDate: indiaDate(issued.issuedAt),
    sample: shop.sample,
    seller: {
      legalName: shop.legalName,
      addressLines: shop.addressLines,
      gstin: shop.gstin,
      state: documentState(shop.state),
    },
    invoice: { number: invoice.number, issueDate: invoice.issueDate },
  };
}
