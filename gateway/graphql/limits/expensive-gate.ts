import { createConcurrencyLimit, QueueFullError } from '../../accounts/concurrency-limit';

/** Operations at or above `minCost` run `concurrency` at a time; `maxQueued` more wait; 0 turns the gate off. */
export interface ExpensiveGateOptions {
  minCost: number;
  concurrency: number;
  maxQueued: number;
}

/**
 * Expensive operations take turns (docs/decisions/027): the synchronous work of several large
 * answers (completing thousands of objects, sorting, serialising) would otherwise interleave on the
 * event loop and every cheap request — /healthz, a product page — would wait behind all of them.
 * One at a time, a cheap request waits at most for one piece of one of them.
 */
export function createExpensiveGate({ minCost, concurrency, maxQueued }: ExpensiveGateOptions) {
  const limit = concurrency > 0 ? createConcurrencyLimit(concurrency, maxQueued) : null;
  return {
    /** Whether an operation of this cost takes turns. */
    applies: (cost: number) => limit !== null && cost >= minCost,
    /** Runs the operation in its turn; throws QueueFullError when too many wait. */
    run: <T>(task: () => Promise<T>): Promise<T> => (limit ? limit.run(task) : task()),
    get waiting() {
      return limit?.queued ?? 0;
    },
  };
}

export type ExpensiveGate = ReturnType<typeof createExpensiveGate>;
export { QueueFullError };
