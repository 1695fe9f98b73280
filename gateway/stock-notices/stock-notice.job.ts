import type { Logger } from 'pino';
import { type IntervalJob, startIntervalJob } from '../interval-job';
import type { StockNoticesService } from './stock-notices.service';

/** Sends the due e-mails now or on its timer (`runNow` resolves with how many were sent); `stop` waits for a run. */
export type StockNoticeJob = IntervalJob<number>;

/**
 * E-mails due back-in-stock requests (docs/decisions/041): a run at once (catching up after a
 * restart), then one every `intervalMs` (STOCK_NOTICE_INTERVAL; gateway/interval-job.ts). Requests
 * become due in the database, whichever process or path put the stock back.
 */
export function startStockNotices(
  service: Pick<StockNoticesService, 'sendDue'>,
  { logger, intervalMs }: { logger: Pick<Logger, 'error'>; intervalMs: number },
): StockNoticeJob {
  return startIntervalJob({ name: 'back-in-stock', run: () => service.sendDue(), onFailure: 0, intervalMs, logger });
}
