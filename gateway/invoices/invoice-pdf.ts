/**
 * An issued invoice or credit note as a PDF (pdfkit; A4 portrait). The PDF uses the standard
 * Helvetica fonts: no font file with the rupee sign (₹) ships with our installed packages, so
 * amounts are written "Rs." in the totals and the table names its currency once ("Amounts in INR").
 * The document is drawn from the stored snapshot only: the same PDF every time it is downloaded.
 */
import PdfKit from 'pdfkit';
import { rateToDecimal } from '../../rules/gst/gst';
import { formatInrAmount } from '../../rules/money/inr';
import type { InvoiceDocument, DocumentLine } from './invoice-document';

const MARGIN = 40;
const A4_WIDTH = 595.28;
const CONTENT = A4_WIDTH - 2 * MARGIN;
const SAMPLE_NOTICE = 'SAMPLE — shop details are sample data, not a valid tax invoice';

const money = (paise: number) => formatInrAmount(paise);
const rupees = (paise: number) => `Rs. ${formatInrAmount(paise)}`;
const percent = (rateBp: number) => `${rateToDecimal(rateBp)}%`;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  value: (line: DocumentLine, index: number) => string;
}

function columns(doc: InvoiceDocument): Column[] {
  const taxes: Column[] =
    doc.supply === 'intra-state'
      ? [
          { title: 'CGST', width: 50, align: 'right', value: (l) => money(l.cgst) },
          { title: 'SGST', width: 50, align: 'right', value: (l) => money(l.sgst) },
        ]
      : [{ title: 'IGST', width: 60, align: 'right', value: (l) => money(l.igst) }];
  const fixed: Column[] = [
    { title: '#', width: 16, align: 'left', value: (_l, i) => String(i + 1) },
    { title: 'HSN/SAC', width: 44, align: 'left', value: (l) => l.code },
    { title: 'Qty', width: 26, align: 'right', value: (l) => String(l.quantity) },
    { title: 'Unit price (incl. GST)', width: 56, align: 'right', value: (l) => money(l.unitPrice) },
    { title: 'Taxable value', width: 58, align: 'right', value: (l) => money(l.taxable) },
    { title: 'Rate', width: 30, align: 'right', value: (l) => percent(l.rateBp) },
    ...taxes,
    { title: 'Total', width: 60, align: 'right', value: (l) => money(l.total) },
  ];
  const used = fixed.reduce((sum, c) => sum + c.width, 0);
  const description: Column = {
    title: 'Description',
    width: CONTENT - used,
    align: 'left',
    value: (l) => l.description,
  };
  return [fixed[0]!, description, ...fixed.slice(1)];
}

function table(pdf: PDFKit.PDFDocument, doc: InvoiceDocument): void {
  const cols = columns(doc);
  const row = (cells: string[], bold: boolean) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    const height = Math.max(...cells.map((text, i) => pdf.heightOfString(text, { width: cols[i]!.width - 4 }))) + 6;
    if (pdf.y + height > pdf.page.height - MARGIN - 20) pdf.addPage();
    const top = pdf.y;
    let x = MARGIN;
    cells.forEach((text, i) => {
      pdf.text(text, x + 2, top + 3, { width: cols[i]!.width - 4, align: cols[i]!.align });
      x += cols[i]!.width;
    });
    pdf
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + CONTENT, top + height)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    pdf.x = MARGIN;
    pdf.y = top + height;
  };
  row(
    cols.map((c) => c.title),
    true,
  );
  doc.lines.forEach((line, i) =>
    row(
      cols.map((c) => c.value(line, i)),
      false,
    ),
  );
}

function block(pdf: PDFKit.PDFDocument, x: number, y: number, width: number, title: string, lines: string[]): number {
  pdf.font('Helvetica-Bold').fontSize(9).text(title, x, y, { width });
  pdf.font('Helvetica').fontSize(9);
  for (const line of lines) pdf.text(line, { width });
  return pdf.y;
}

function totals(pdf: PDFKit.PDFDocument, doc: InvoiceDocument): void {
  const t = doc.totals;
  const rows: [string, string][] = [
    ['Taxable value', rupees(t.taxable)],
    ...(doc.supply === 'intra-state'
      ? ([
          ['CGST', rupees(t.cgst)],
          ['SGST', rupees(t.sgst)],
        ] as [string, string][])
      : ([['IGST', rupees(t.igst)]] as [string, string][])),
    [doc.kind === 'invoice' ? 'Invoice total' : 'Credit note total', rupees(t.total)],
  ];
  pdf.moveDown(0.8);
  const x = MARGIN + CONTENT - 240;
  for (const [i, [label, value]] of rows.entries()) {
    const last = i === rows.length - 1;
    const y = pdf.y;
    pdf.font(last ? 'Helvetica-Bold' : 'Helvetica').fontSize(last ? 10 : 9);
    pdf.text(label, x, y, { width: 130 });
    pdf.text(value, x + 130, y, { width: 110, align: 'right' });
  }
  pdf.x = MARGIN;
  pdf.moveDown(0.6);
  pdf.font('Helvetica-Bold').fontSize(9).text('Amount in words: ', MARGIN, pdf.y, { continued: true });
  pdf.font('Helvetica').text(doc.amountInWords, { width: CONTENT });
  pdf.moveDown(0.6);
  pdf
    .font('Helvetica')
    .fontSize(8)
    .text(
      `GST by rate: ${doc.byRate
        .map((r) => `${percent(r.rateBp)} on ${rupees(r.taxable)}: ${rupees(r.cgst + r.sgst + r.igst)}`)
        .join('; ')}`,
      { width: CONTENT },
    );
}

/** The PDF of an issued document, as bytes. */
export function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const title = doc.kind === 'invoice' ? 'Tax Invoice' : 'Credit Note';
  const pdf = new PdfKit({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${title} ${doc.number}`,
      Author: doc.seller.legalName,
      CreationDate: new Date(doc.issuedAt),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  if (doc.sample) {
    pdf.rect(MARGIN, MARGIN, CONTENT, 22).fill('#fde8e8');
    pdf
      .fillColor('#b00020')
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(SAMPLE_NOTICE, MARGIN, MARGIN + 6, {
        width: CONTENT,
        align: 'center',
      });
    pdf.fillColor('black');
    pdf.y = MARGIN + 32;
  }
  pdf.font('Helvetica-Bold').fontSize(16).text(title.toUpperCase(), MARGIN, pdf.y, { width: CONTENT, align: 'center' });
  pdf.moveDown(0.5);

  const top = pdf.y;
  const half = CONTENT / 2 - 10;
  const left = block(pdf, MARGIN, top, half, doc.seller.legalName, [
    ...doc.seller.addressLines,
    `State: ${doc.seller.state.label}`,
    `GSTIN: ${doc.seller.gstin}`,
  ]);
  const facts = [
    `${title} no.: ${doc.number}`,
    `Date: ${doc.issueDate}`,
    ...(doc.invoice ? [`Against invoice: ${doc.invoice.number} of ${doc.invoice.issueDate}`] : []),
    `Order no.: ${doc.order.number}`,
    `Place of supply: ${doc.placeOfSupply.label}`,
    `Supply: ${doc.supply === 'intra-state' ? 'intra-state (CGST + SGST)' : 'inter-state (IGST)'}`,
    'Reverse charge: No',
  ];
  const right = block(pdf, MARGIN + half + 20, top, half, doc.kind === 'invoice' ? 'Invoice' : 'Credit note', facts);
  pdf.y = Math.max(left, right) + 10;

  const buyer = doc.buyer;
  block(pdf, MARGIN, pdf.y, CONTENT, 'Bill to', [
    ...(buyer.businessName ? [buyer.businessName] : []),
    buyer.name,
    ...buyer.addressLines,
    ...(buyer.state ? [`State: ${buyer.state.label}`] : []),
    ...(buyer.gstin ? [`GSTIN: ${buyer.gstin}`] : []),
  ]);
  pdf.moveDown(0.8);
  pdf.font('Helvetica').fontSize(8).text('Amounts in INR. Prices include GST.', MARGIN, pdf.y, { width: CONTENT });
  pdf.moveDown(0.3);

  table(pdf, doc);
  totals(pdf, doc);

  pdf.moveDown(1.5);
  pdf
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#555555')
    .text(
      doc.kind === 'invoice'
        ? 'This is a computer-generated invoice and needs no signature.'
        : `This credit note cancels invoice ${doc.invoice?.number ?? ''} in full (order cancelled).`,
      { width: CONTENT },
    );
  if (doc.sample) pdf.fillColor('#b00020').text(SAMPLE_NOTICE, { width: CONTENT });
  pdf.end();
  return done;
}
