/**
 * GET /orders/<token>/invoice.pdf and /orders/<token>/credit-note.pdf: an order's issued document
 * as a PDF, for whoever holds the order's token (the same key as the order page; signed-in owners
 * have it on their order). 404 for an unknown token or an order without that document.
 * A Yoga plugin, so that the HTTP server and in-process tests (yoga.fetch) reach it alike.
 */
import type { Plugin } from 'graphql-yoga';
import type { DocumentSeries } from './document-number';
import { documentFileName } from './document-number';
import type { InvoiceDocument } from './invoice-document';
import { renderInvoicePdf } from './invoice-pdf';
import type { InvoicesService } from './invoices.service';

export const INVOICE_PDF_PATH = /^\/orders\/([\w-]{43})\/(invoice|credit-note)\.pdf$/;

/** The PDF address of an order's document, relative to the shop. */
export function invoicePdfPath(token: string, series: DocumentSeries): string {
  return `/orders/${token}/${series}.pdf`;
}

const notFound = () =>
  new Response(JSON.stringify({ error: 'not found' }), {
    status: 404,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });

/**
 * The document as a PDF response (HEAD: headers only). `inline` lets the back office open it in
 * the browser's viewer to print; the shop's link downloads it.
 */
export async function invoicePdfResponse(
  document: InvoiceDocument,
  method: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): Promise<Response> {
  const pdf = await renderInvoicePdf(document);
  return new Response(method === 'HEAD' ? null : new Uint8Array(pdf), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-length': String(pdf.length),
      'content-disposition': `${disposition}; filename="${documentFileName(document.number)}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

export function invoicePdfPlugin(invoices: InvoicesService): Plugin {
  return {
    async onRequest({ url, request, endResponse }) {
      if (!url.pathname.startsWith('/orders/')) return;
      const match = INVOICE_PDF_PATH.exec(url.pathname);
      if (!match || (request.method !== 'GET' && request.method !== 'HEAD')) return endResponse(notFound());
      const document = await invoices.byOrderToken(match[1]!, match[2] as DocumentSeries);
      if (!document) return endResponse(notFound());
      endResponse(await invoicePdfResponse(document, request.method));
    },
  };
}
