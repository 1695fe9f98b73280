import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** How many attempts one key may make in a window. */
export interface Window {
  points: number;
  /** Seconds. */
  duration: number;
}

/** An action's windows: always per client address, and per e-mail address where the action names one. */
export interface ActionWindows {
  perClient: Window;
  perEmail?: Window;
  /** Further keys the request names (a session, a phone number, a delivery address), each with its window. */
  perKey?: Record<string, Window>;
}

/** Who is asking: the client address, and the e-mail address the request is about (if any). */
export interface LimitKey {
  client: string;
  email?: string | null;
  /** Values of the action's `perKey` windows; stored hashed like e-mail addresses. Absent ones are not counted. */
  keys?: Record<string, string | null | undefined>;
}

export interface RateLimiter<A extends string> {
  /** Counts one attempt; false when the client or the e-mail is over its limit for the action. */
  consume(action: A, key: LimitKey): Promise<boolean>;
  /** Forgets an e-mail's attempts for the action (e.g. after a successful sign-in). */
  reset(action: A, email: string): Promise<void>;
  close(): Promise<void>;
}

export interface RateLimiterOptions {
  /** Counters live in Redis when set (shared by every gateway process), otherwise in memory. */
  redisUrl: string | null;
  /** Multiplies every window's points (config RATE_LIMIT_SCALE; 1 in production). */
  scale?: number;
  /** Redis key prefix, so two limiters never share counters. */
  prefix: string;
  /** Told when the Redis connection fails and when it is back (once per outage, not per retry). */
  logger?: RedisLogger;
}

export interface RedisLogger {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** E-mail addresses are not written to Redis in clear; case and surrounding spaces do not make a new key. */
export function emailKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}

/** Limiters of one process share one Redis connection per URL (opened by the first, closed by the last). */
const connections = new Map<string, { redis: Redis; users: number }>();

export function acquireRedis(url: string, logger: RedisLogger | undefined): Redis {
  let entry = connections.get(url);
  if (!entry) {
    // Commands wait for the connection (a fresh process must count in Redis from its first request);
    // if Redis stays unreachable they fail after one retry and the in-memory insurance limiter counts.
    const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
    // Without an 'error' listener ioredis reports every failed reconnect on the console.
    let failing = false;
    redis.on('error', (error: Error) => {
      if (!failing) logger?.warn({ err: error }, 'rate limits: Redis unreachable, counting in memory meanwhile');
      failing = true;
    });
    redis.on('ready', () => {
      if (failing) logger?.info({}, 'rate limits: Redis is back');
      failing = false;
    });
    entry = { redis, users: 0 };
    connections.set(url, entry);
  }
  entry.users += 1;
  return entry.redis;
}

export function releaseRedis(url: string): void {
  const entry = connections.get(url);
  if (!entry || --entry.users > 0) return;
  connections.delete(url);
  entry.redis.disconnect();
}

/**
 * Fixed-window counters per action and key (rate-limiter-flexible). With Redis, an in-memory
 * insurance limiter counts while Redis is unreachable.
 */
export function createRateLimiter<A extends string>(
  windows: Record<A, ActionWindows>,
  options: RateLimiterOptions,
): RateLimiter<A> {
  const redisUrl = options.redisUrl;
  const redis = redisUrl ? acquireRedis(redisUrl, options.logger) : null;
  let closed = false;
  const scale = options.scale ?? 1;
  const limiter = (keyPrefix: string, window: Window): RateLimiterAbstract => {
    const settings = {
      keyPrefix: `${options.prefix}:${keyPrefix}`,
      points: window.points * scale,
      duration: window.duration,
    };
    if (!redis) return new RateLimiterMemory(settings);
    return new RateLimiterRedis({ ...settings, storeClient: redis, insuranceLimiter: new RateLimiterMemory(settings) });
  };
  const limiters = new Map<
    string,
    { client: RateLimiterAbstract; email: RateLimiterAbstract | null; keys: [string, RateLimiterAbstract][] }
  >();
  for (const [action, w] of Object.entries(windows) as [A, ActionWindows][]) {
    limiters.set(action, {
      client: limiter(`${action}:client`, w.perClient),
      email: w.perEmail ? limiter(`${action}:email`, w.perEmail) : null,
      keys: Object.entries(w.perKey ?? {}).map(([name, window]) => [name, limiter(`${action}:${name}`, window)]),
    });
  }
  const of = (action: A) => {
    const found = limiters.get(action);
    if (!found) throw new Error(`no rate limit for ${action}`);
    return found;
  };

  const take = async (l: RateLimiterAbstract, key: string) => {
    try {
      await l.consume(key);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  };

  return {
    async consume(action, { client, email, keys }) {
      const { client: byClient, email: byEmail, keys: byKey } = of(action);
      const results = await Promise.all([
        take(byClient, client),
        byEmail && email != null ? take(byEmail, emailKey(email)) : true,
        ...byKey.map(([name, l]) => (keys?.[name] != null ? take(l, emailKey(keys[name]!)) : true)),
      ]);
      return results.every(Boolean);
    },
    async reset(action, email) {
      await of(action).email?.delete(emailKey(email));
    },
    async close() {
      if (closed || !redisUrl) return;
      closed = true;
      releaseRedis(redisUrl);
    },
  };
}
