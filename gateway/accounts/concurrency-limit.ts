/** Raised when more work is waiting than the limiter accepts. */
export class QueueFullError extends Error {
  override name = 'QueueFullError';
}

/**
 * Runs at most `concurrency` tasks at once and queues at most `maxQueued` more; beyond that a
 * task is refused at once, so a burst cannot pile up unbounded memory.
 */
export function createConcurrencyLimit(concurrency: number, maxQueued: number) {
  let active = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    active--;
    waiting.shift()?.();
  };

  return {
    get active() {
      return active;
    },
    get queued() {
      return waiting.length;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= concurrency) {
        if (waiting.length >= maxQueued) throw new QueueFullError('too many tasks waiting');
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      active++;
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
