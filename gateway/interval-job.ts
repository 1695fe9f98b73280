import type { Logger } from 'pino';

/** A job the gateway runs on a timer (payment expiry, back-in-stock e-mails). */
export interface IntervalJob<T> {
  /** Runs once now, after any run in progress (also what the timer does); resolves with its result. */
  runNow(): Promise<T>;
  /** Stops the timer and waits for a run in progress; no run starts on the timer afterwards. */
  stop(): Promise<void>;
}

export interface IntervalJobOptions<T> {
  /** Names the job in the log line of a failed run: "<name> run failed". */
  name: string;
  run: () => Promise<T>;
  /** What a failed run resolves with (it is logged, never thrown to the timer). */
  onFailure: T;
  /** Milliseconds from the end of one run to the start of the next. */
  intervalMs: number;
  logger: Pick<Logger, 'error'>;
}

/**
 * Starts a job: a run at once (catching up after a restart), then one `intervalMs` after each run
 * ends. Runs never overlap, whether the timer or `runNow` starts them: each waits for the one
 * before. The timer never keeps the process alive; `stop` ends it before the database closes.
 */
export function startIntervalJob<T>({
  name,
  run,
  onFailure,
  intervalMs,
  logger,
}: IntervalJobOptions<T>): IntervalJob<T> {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let running: Promise<T> = Promise.resolve(onFailure);

  const runNow = () => {
    running = running
      .then(() => run())
      .catch((err: unknown) => {
        logger.error({ err }, `${name} run failed`);
        return onFailure;
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
