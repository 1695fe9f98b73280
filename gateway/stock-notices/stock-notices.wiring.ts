import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { createMailer } from '../mail/mailer';
import type { DB } from '../store/schema';
import { createStockNoticesService } from './stock-notices.service';

/** The back-in-stock domain, built once per gateway (the job in app.ts builds its own). */
export function createStockNoticeServices(db: Kysely<DB>, { config, logger }: { config: Config; logger: Logger }) {
  const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir }, logger);
  return { stockNotices: createStockNoticesService(db, { mailer, publicUrl: config.publicUrl, logger }) };
}
