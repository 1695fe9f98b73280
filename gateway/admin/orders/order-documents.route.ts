/**
 * GET /admin/orders/<number>/invoice.pdf and /admin/orders/<number>/credit-note.pdf: an order's
 * tax invoice or credit note for the back office (docs/decisions/044), the same PDF the shopper
 * gets, opened in the browser to print. Authorised on the server by the staff session (the
 * `gp_staff` cookie, whose path is /admin) and role (`DOCUMENT_ROLES`), never by the shopper's
 * order token: 401 without a session, 403 for another role, 404 for an unknown order or a
 * document not issued. A Yoga plugin of the admin endpoint, so in-process tests reach it too.
 */
import type { Plugin } from 'graphql-yoga';
import type { DocumentSeries } from '../../invoices/document-number';
import { invoicePdfResponse } from '../../invoices/invoice-pdf.route';
import type { InvoicesService } from '../../invoices/invoices.service';
import { DOCUMENT_ROLES, mayRun } from '../operation-roles';
import { authenticateStaff } from '../staff/staff-request-auth';
import type { StaffSessions } from '../staff/staff-sessions';

export const ADMIN_DOCUMENT_PATH = /^\/admin\/orders\/(\d{1,9})\/(invoice|credit-note)\.pdf$/;

/** The back office's address of an order's document. */
export const adminDocumentPath = (number: number, series: DocumentSeries) => `/admin/orders/${number}/${series}.pdf`;

const answer = (status: number, error: string, cookies: string[] = []) => {
  const headers = new Headers({ 'content-type': 'application/json', 'cache-control': 'no-store' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(JSON.stringify({ error }), { status, headers });
};

export function orderDocumentsPlugin(deps: {
  invoices: InvoicesService;
  sessions: StaffSessions;
  trustProxyHops: number;
}): Plugin {
  return {
    async onRequest({ url, request, serverContext, endResponse }) {
      const match = ADMIN_DOCUMENT_PATH.exec(url.pathname);
      if (!match) return;
      if (request.method !== 'GET' && request.method !== 'HEAD') return endResponse(answer(405, 'method not allowed'));
      const { staff, auth } = await authenticateStaff(deps.sessions, request, serverContext ?? {}, deps.trustProxyHops);
      if (!staff) return endResponse(answer(401, 'AUTH_REQUIRED', auth.responseCookies));
      if (!mayRun(DOCUMENT_ROLES, staff.role)) return endResponse(answer(403, 'STAFF_FORBIDDEN'));
      const document = await deps.invoices.byOrderNumber(Number(match[1]), match[2] as DocumentSeries);
      if (!document) return endResponse(answer(404, 'PAGE_NOT_FOUND'));
      endResponse(await invoicePdfResponse(document, request.method, 'inline'));
    },
  };
}
