/**
 * After a status change has committed: e-mails the shopper the tax invoice it issued. A mail
 * failure is logged and never undoes the confirmation (the invoice stays issued).
 */
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Mailer } from '../mail/mailer';
import type { OrderRow } from '../orders/orders.mappers';
import type { DB } from '../store/schema';
import { invoiceMail } from './invoice-mail';
import type { IssuedDocuments } from './invoices.service';

export interface InvoiceNoticeDeps {
  db: Kysely<DB>;
  mailer: Mailer;
  logger: Pick<Logger, 'error'>;
  publicUrl: string;
}

export async function sendInvoiceNotice(
  deps: InvoiceNoticeDeps,
  order: OrderRow,
  issued: IssuedDocuments,
): Promise<void> {
  if (!issued.invoice) return;
  try {
    const user = order.user_id
      ? await deps.db.selectFrom('users').select('language').where('id', '=', order.user_id).executeTakeFirst()
      : undefined;
    await deps.mailer.sendMail(invoiceMail(order, issued.invoice, user?.language ?? null, deps.publicUrl));
  } catch (err) {
    deps.logger.error({ err, order: order.number }, 'tax invoice e-mail failed');
  }
}
