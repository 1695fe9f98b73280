import type { Logger } from 'pino';

/**
 * Work that runs after the answer (e-mails, the account look-up of a reset request), so an answer's
 * timing never depends on it. Jobs start on a later turn of the event loop, one at a time; a full
 * queue drops new jobs (logged), so a burst cannot hold unbounded memory.
 */
export interface BackgroundJobs {
  run(job: () => Promise<void>): void;
  /** Jobs queued or running. */
  readonly pending: number;
  /** Resolves when every queued job has finished (shutdown, tests). */
  idle(): Promise<void>;
}

export function createBackgroundJobs(logger: Logger, maxQueued = 1000): BackgroundJobs {
  const queue: (() => Promise<void>)[] = [];
  let running = false;
  let active = 0;
  let waiters: (() => void)[] = [];

  const next = async () => {
    running = true;
    for (let job = queue.shift(); job; job = queue.shift()) {
      active = 1;
      await job().catch((err: unknown) => logger.error({ err }, 'a background job failed'));
      active = 0;
    }
    running = false;
    for (const resolve of waiters) resolve();
    waiters = [];
  };

  return {
    run(job) {
      if (queue.length >= maxQueued) {
        logger.error({ queued: queue.length }, 'background queue full: job dropped');
        return;
      }
      queue.push(job);
      if (!running) {
        running = true;
        setImmediate(() => void next());
      }
    },
    get pending() {
      return queue.length + active;
    },
    idle() {
      return running || queue.length ? new Promise((resolve) => waiters.push(resolve)) : Promise.resolve();
    },
  };
}
