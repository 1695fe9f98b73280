/**
 * The timer behind the payment-expiry and back-in-stock jobs (gateway/interval-job.ts): a run at
 * once, then one an interval after each run ends; runs never overlap; a failed run is logged and
 * the next one still comes; stop waits for the run in progress and no run starts afterwards.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogFn } from 'pino';
import { startIntervalJob } from '../../gateway/interval-job';

/** A run the test finishes by hand, counting how many are in progress at once. */
function controlledRuns() {
  const finishers: (() => void)[] = [];
  let active = 0;
  let mostAtOnce = 0;
  let started = 0;
  const run = () =>
    new Promise<number>((resolve) => {
      started += 1;
      active += 1;
      mostAtOnce = Math.max(mostAtOnce, active);
      const n = started;
      finishers.push(() => {
        active -= 1;
        resolve(n);
      });
    });
  return {
    run,
    finishNext: async () => {
      finishers.shift()!();
      await vi.advanceTimersByTimeAsync(0);
    },
    get started() {
      return started;
    },
    get mostAtOnce() {
      return mostAtOnce;
    },
  };
}

const logger = () => ({ error: vi.fn<LogFn>() });

describe('startIntervalJob', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at once, then an interval after each run ends', async () => {
    const run = vi.fn<() => Promise<number>>(async () => 1);
    const job = startIntervalJob({ name: 'test', run, onFailure: 0, intervalMs: 1_000, logger: logger() });
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(run).toHaveBeenCalledTimes(5);
    await job.stop();
  });

  it('never overlaps runs: a slow run delays the timer, and runNow waits for the run in progress', async () => {
    const runs = controlledRuns();
    const job = startIntervalJob({ name: 'test', run: runs.run, onFailure: 0, intervalMs: 100, logger: logger() });
    await vi.advanceTimersByTimeAsync(0);
    expect(runs.started).toBe(1);
    // The first run takes far longer than the interval: no second one starts meanwhile.
    await vi.advanceTimersByTimeAsync(1_000);
    const asked = job.runNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs.started).toBe(1);
    await runs.finishNext();
    expect(runs.started).toBe(2);
    await runs.finishNext();
    expect(await asked).toBe(2);
    // The timer's next run comes an interval after the first one ended, and alone.
    await vi.advanceTimersByTimeAsync(100);
    expect(runs.started).toBe(3);
    expect(runs.mostAtOnce).toBe(1);
    const stopped = job.stop();
    await runs.finishNext();
    await stopped;
  });

  it('logs a failed run, answers onFailure, and runs again on time', async () => {
    const log = logger();
    const run = vi.fn<() => Promise<number>>().mockRejectedValueOnce(new Error('database gone')).mockResolvedValue(7);
    const job = startIntervalJob({ name: 'sample job', run, onFailure: -1, intervalMs: 50, logger: log });
    await vi.advanceTimersByTimeAsync(0);
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'sample job run failed');
    await vi.advanceTimersByTimeAsync(50);
    expect(run).toHaveBeenCalledTimes(2);
    expect(await job.runNow()).toBe(7);
    await job.stop();
  });

  it('stops cleanly: waits for the run in progress, and no run starts afterwards', async () => {
    const runs = controlledRuns();
    const job = startIntervalJob({ name: 'test', run: runs.run, onFailure: 0, intervalMs: 100, logger: logger() });
    await vi.advanceTimersByTimeAsync(0);
    let stoppedAt: number | null = null;
    const stopping = job.stop().then(() => {
      stoppedAt = runs.started;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stoppedAt).toBeNull();
    await runs.finishNext();
    await stopping;
    expect(stoppedAt).toBe(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs.started).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not keep the process alive: its timer is unreferenced', async () => {
    vi.useRealTimers();
    const setTimer = vi.spyOn(globalThis, 'setTimeout');
    const job = startIntervalJob({
      name: 'test',
      run: async () => 0,
      onFailure: 0,
      intervalMs: 60_000,
      logger: logger(),
    });
    const ours = () => setTimer.mock.calls.findIndex((call) => call[1] === 60_000);
    await vi.waitFor(() => expect(ours()).toBeGreaterThanOrEqual(0));
    const handle = setTimer.mock.results[ours()]!.value as NodeJS.Timeout;
    expect(handle.hasRef()).toBe(false);
    await job.stop();
    setTimer.mockRestore();
  });
});
