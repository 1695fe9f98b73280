import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { acquireRedis, emailKey, releaseRedis, type RateLimiterOptions, type Window } from './rate-limiter';

/**
 * Counters that are read before an attempt and added to only when it fails (or when something was
 * actually done, e.g. an e-mail sent): unlike `RateLimiter.consume`, asking does not count.
 */
export interface Counters<N extends string> {
  /** Whether the key has reached its window's points. */
  reached(name: N, key: string): Promise<boolean>;
  /** Counts one event for the key. */
  add(name: N, key: string): Promise<void>;
  /** Forgets the key's events. */
  clear(name: N, key: string): Promise<void>;
  close(): Promise<void>;
}

/** Fixed windows per counter name; keys are stored hashed. Redis when configured, as the rate limiter. */
export function createCounters<N extends string>(windows: Record<N, Window>, options: RateLimiterOptions): Counters<N> {
  const redisUrl = options.redisUrl;
  const redis = redisUrl ? acquireRedis(redisUrl, options.logger) : null;
  let closed = false;
  const counters = new Map<string, { limiter: RateLimiterAbstract; points: number }>();
  for (const [name, window] of Object.entries(windows) as [N, Window][]) {
    const points = window.points * (options.scale ?? 1);
    const settings = { keyPrefix: `${options.prefix}:${name}`, points, duration: window.duration };
    const limiter = redis
      ? new RateLimiterRedis({ ...settings, storeClient: redis, insuranceLimiter: new RateLimiterMemory(settings) })
      : new RateLimiterMemory(settings);
    counters.set(name, { limiter, points });
  }
  const of = (name: N) => {
    const found = counters.get(name);
    if (!found) throw new Error(`no counter ${name}`);
    return found;
  };
  return {
    async reached(name, key) {
      const { limiter, points } = of(name);
      const res = await limiter.get(emailKey(key));
      return (res?.consumedPoints ?? 0) >= points;
    },
    async add(name, key) {
      await of(name).limiter.penalty(emailKey(key), 1);
    },
    async clear(name, key) {
      await of(name).limiter.delete(emailKey(key));
    },
    async close() {
      if (closed || !redisUrl) return;
      closed = true;
      releaseRedis(redisUrl);
    },
  };
}
