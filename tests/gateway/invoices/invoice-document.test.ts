import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryRate, lineTax, summaryByRate, supplyType } from '../../../rules/gst/gst';
import { indianState } from '../../../rules/india/states';
import { financialYearOf } from '../../../gateway/invoices/document-number';
import { creditNoteDocument, invoiceDocument, type InvoiceOrder } from '../../../gateway/invoices/invoice-document';
import { DELIVERY_SAC, type OrderTax, type OrderTaxLine } from '../../../gateway/orders/order-tax';
import type { ShopSettings } from '../../../gateway/shop/shop-settings';

const SHOP: ShopSettings = {
  sample: true,
  legalName: 'GaadiParts Retail Private Limited (SAMPLE)',
  addressLines: ['42, 2nd Cross, Peenya Industrial Area', 'Bengaluru 560058, Karnataka'],
  state: indianState('KA')!,
  gstin: '29AAACG1234F1Z0',
  deliveryFee: 2500,
  freeDeliveryThreshold: null,
  bank: { accountName: 'x', bankName: 'x', accountNumber: '1', ifsc: 'SBIN0000000' },
  payments: {
    upi: { vpa: 'gaadiparts.sample@example', payeeName: 'GaadiParts' },
    holdMinutes: { upi: 30, bankTransfer: 1440 },
    codLimit: 1_000_000,
  },
};

type Goods = { unitPrice: number; quantity: number; rateBp: number };

/** An order's GST breakdown as checkout records it (gateway/orders/order-tax.ts). */
function orderTax(goods: Goods[], placeOfSupply: string, delivery: number): OrderTax {
  const supply = supplyType('KA', placeOfSupply)!;
  const lines: OrderTaxLine[] = goods.map((g, item) => ({
    ...lineTax(g.unitPrice, g.quantity, g.rateBp, supply),
    kind: 'goods',
    item,
    description: `Part ${item + 1}`,
    code: '87089900',
    quantity: g.quantity,
    unitPrice: g.unitPrice,
  }));
  const rate = deliveryRate(lines);
  if (delivery > 0 && rate !== null)
    lines.push({
      ...lineTax(delivery, 1, rate, supply),
      kind: 'delivery',
      item: null,
      description: 'Delivery',
      code: DELIVERY_SAC,
      quantity: 1,
      unitPrice: delivery,
    });
  return { version: 1, placeOfSupply, shopState: 'KA', supply, lines, byRate: summaryByRate(lines) };
}

function order(tax: OrderTax): InvoiceOrder {
  return {
    number: 1042,
    created_at: new Date('2026-05-01T10:00:00Z'),
    total: tax.lines.reduce((sum, l) => sum + l.gross, 0),
    billing_address: {
      firstName: 'Asha',
      lastName: 'Rao',
      company: null,
      country: 'IN',
      address1: '12, 4th Main, Jayanagar',
      address2: null,
      city: 'Bengaluru',
      state: 'Karnataka',
      postcode: '560041',
      email: 'asha@example.in',
      phone: '+91 98450 12345',
    },
    buyer_gstin: '29ABCDE1234F1Z5',
    buyer_business_name: 'Rao Motors',
  };
}

const issuedAt = new Date('2026-05-02T05:00:00Z');
const issued = { number: 'GP/26-27/000001', year: financialYearOf(issuedAt), issuedAt };

describe('invoice document', () => {
  it('shows what a GST invoice must: seller, buyer, place of supply, HSN/SAC lines, CGST + SGST within Karnataka', () => {
    const tax = orderTax([{ unitPrice: 24_900, quantity: 2, rateBp: 1800 }], 'KA', 2500);
    const doc = invoiceDocument(order(tax), tax, SHOP, issued);
    expect(doc).toMatchObject({
      kind: 'invoice',
      number: 'GP/26-27/000001',
      financialYear: '2026-27',
      issueDate: '2026-05-02',
      sample: true,
      seller: { gstin: '29AAACG1234F1Z0', state: { label: 'Karnataka (29)' } },
      buyer: { name: 'Asha Rao', businessName: 'Rao Motors', gstin: '29ABCDE1234F1Z5', state: { gstCode: '29' } },
      placeOfSupply: { code: 'KA', gstCode: '29', name: 'Karnataka', label: 'Karnataka (29)' },
      supply: 'intra-state',
      invoice: null,
    });
    expect(doc.lines.map((l) => [l.code, l.quantity, l.unitPrice, l.total])).toEqual([
      ['87089900', 2, 24_900, 49_800],
      [DELIVERY_SAC, 1, 2500, 2500],
    ]);
    expect(doc.lines.every((l) => l.igst === 0 && l.cgst + l.sgst === l.tax)).toBe(true);
    expect(doc.totals.total).toBe(52_300);
    expect(doc.amountInWords).toBe('Rupees Five Hundred Twenty-Three Only');
  });

  it('charges IGST across states and names the place of supply', () => {
    const tax = orderTax([{ unitPrice: 1_19_900, quantity: 1, rateBp: 2800 }], 'TN', 0);
    const doc = invoiceDocument(order(tax), tax, SHOP, issued);
    expect(doc.placeOfSupply.label).toBe('Tamil Nadu (33)');
    expect(doc.supply).toBe('inter-state');
    expect(doc.totals.cgst + doc.totals.sgst).toBe(0);
    expect(doc.totals.igst).toBe(doc.totals.tax);
  });

  it('has totals that add up exactly to the order total, for any order', () => {
    const goods = fc.record({
      unitPrice: fc.integer({ min: 1, max: 50_00_000 }),
      quantity: fc.integer({ min: 1, max: 20 }),
      rateBp: fc.constantFrom(0, 500, 1200, 1800, 2800),
    });
    fc.assert(
      fc.property(
        fc.array(goods, { minLength: 1, maxLength: 8 }),
        fc.constantFrom('KA', 'MH', 'DL'),
        fc.constantFrom(0, 2500),
        (items, place, delivery) => {
          const tax = orderTax(items, place, delivery);
          const o = order(tax);
          const doc = invoiceDocument(o, tax, SHOP, issued);
          const sum = (key: 'taxable' | 'cgst' | 'sgst' | 'igst') => doc.lines.reduce((s, l) => s + l[key], 0);
          expect(doc.totals.total).toBe(o.total);
          expect(doc.totals.taxable + doc.totals.cgst + doc.totals.sgst + doc.totals.igst).toBe(o.total);
          expect([sum('taxable'), sum('cgst'), sum('sgst'), sum('igst')]).toEqual([
            doc.totals.taxable,
            doc.totals.cgst,
            doc.totals.sgst,
            doc.totals.igst,
          ]);
        },
      ),
    );
  });

  it('refuses to issue an invoice whose lines do not make the order total', () => {
    const tax = orderTax([{ unitPrice: 24_900, quantity: 1, rateBp: 1800 }], 'KA', 0);
    expect(() => invoiceDocument({ ...order(tax), total: 25_000 }, tax, SHOP, issued)).toThrow(/add up/);
  });

  it('a credit note repeats the invoice and names it', () => {
    const tax = orderTax([{ unitPrice: 24_900, quantity: 1, rateBp: 1800 }], 'KA', 0);
    const invoice = invoiceDocument(order(tax), tax, SHOP, issued);
    const at = new Date('2027-04-01T00:00:00+05:30');
    const note = creditNoteDocument(invoice, SHOP, {
      number: 'CN/27-28/000001',
      year: financialYearOf(at),
      issuedAt: at,
    });
    expect(note).toMatchObject({
      kind: 'credit-note',
      number: 'CN/27-28/000001',
      financialYear: '2027-28',
      issueDate: '2027-04-01',
      invoice: { number: 'GP/26-27/000001', issueDate: '2026-05-02' },
      lines: invoice.lines,
      totals: invoice.totals,
    });
  });
});
