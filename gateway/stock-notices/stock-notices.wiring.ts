import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { createBackgroundJobs } from '../accounts/background-jobs';
import type { Config } from '../config';
import { createMailer } from '../mail/mailer';
import type { DB } from '../store/schema';
import { createMyStockNoticesService } from './my-stock-notices.service';
import { createStockNoticesService } from './stock-notices.service';

/** The back-in-stock domain, built once per gateway (the job in app.ts builds its own). */
export function createStockNoticeServices(db: Kysely<DB>, { config, logger }: { config: Config; logger: Logger }) {
  const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir }, logger);
  // Confirmation e-mails go out after the answer, so its timing never tells a new request from an open one.
  const stockNoticeJobs = createBackgroundJobs(logger);
  return {
    stockNotices: createStockNoticesService(db, { mailer, publicUrl: config.publicUrl, logger, jobs: stockNoticeJobs }),
    myStockNotices: createMyStockNoticesService(db),
    stockNoticeJobs,
  };
}
