import type { Logger } from 'pino';
import type { StockNoticesService } from './stock-notices.service';

export interface StockNoticeJob {
  /** Sends the due e-mails now (also what the timer does); resolves with how many were sent. */
  runNow(): Promise<number>;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * E-mails due back-in-stock requests (docs/decisions/041): a run at once (catching up after a
 * restart), then one every `intervalMs` (STOCK_NOTICE_INTERVAL). Requests become due in the
 * database, whichever process or path put the stock back; the timer never keeps the process alive.
 */
export function startStockNotices(
  service: Pick<StockNoticesService, 'sendDue'>,
  { logger, intervalMs }: { logger: Pick<Logger, 'error'>; intervalMs: number },
): StockNoticeJob {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let running: Promise<number> = Promise.resolve(0);
  const runNow = () => {
    running = running
      .then(() => service.sendDue())
      .catch((err: unknown) => {
        logger.error({ err }, 'back-in-stock run failed');
        return 0;
      });
    return running;
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void runNow().finally(schedule), intervalMs);
    timer.unref();
  };
  void runNow().finally(schedule);
  return {
    runNow,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
