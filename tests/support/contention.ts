import { availableParallelism, loadavg } from 'node:os';

/**
 * Time budgets are set for the work a test does on a quiet machine. On a busy one (load average
 * above the number of cores when the run starts) they stretch in proportion, up to 4×, so that
 * waiting for a core does not fail a test (docs/decisions/029, 045).
 */
export const contention = Math.min(4, Math.max(1, loadavg()[0]! / availableParallelism()));

/** `ms` on a quiet machine, stretched by the contention when the run started. */
export function budget(ms: number): number {
  return Math.round(ms * contention);
}
