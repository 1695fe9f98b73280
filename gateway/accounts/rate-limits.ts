import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export type LimitedAction = 'signIn' | 'signUp' | 'passwordReset';

interface Window {
  points: number;
  /** Seconds. */
  duration: number;
}

/** Attempts allowed per e-mail address and per client address in each window. */
export const RATE_LIMITS: Record<LimitedAction, { perEmail: Window; perClient: Window }> = {
  signIn: { perEmail: { points: 10, duration: 15 * 60 }, perClient: { points: 100, duration: 15 * 60 } },
  signUp: { perEmail: { points: 5, duration: 60 * 60 }, perClient: { points: 20, duration: 60 * 60 } },
  passwordReset: { perEmail: { points: 3, duration: 60 * 60 }, perClient: { points: 20, duration: 60 * 60 } },
};

export interface RateLimits {
  /** Counts one attempt; false when the e-mail or the client is over its limit. */
  consume(action: LimitedAction, email: string, client: string): Promise<boolean>;
  /** Forgets the e-mail's failed attempts (after a successful sign-in). */
  reset(action: LimitedAction, email: string): Promise<void>;
  close(): Promise<void>;
}

/** E-mail addresses are not written to Redis in clear. */
function emailKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}

/**
 * Counters live in Redis when configured, so every gateway process shares them (an in-memory
 * limiter steps in while Redis is unreachable); otherwise in this process's memory.
 */
export function createRateLimits(redisUrl: string | null): RateLimits {
  // Commands wait for the connection (a fresh process must count in Redis from its first request);
  // if Redis stays unreachable they fail after one retry and the in-memory insurance limiter counts.
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 }) : null;
  const limiter = (keyPrefix: string, window: Window): RateLimiterAbstract => {
    const options = { keyPrefix: `gp:rl:${keyPrefix}`, ...window };
    if (!redis) return new RateLimiterMemory(options);
    return new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) });
  };
  const limiters = Object.fromEntries(
    Object.entries(RATE_LIMITS).map(([action, w]) => [
      action,
      { email: limiter(`${action}:email`, w.perEmail), client: limiter(`${action}:client`, w.perClient) },
    ]),
  ) as Record<LimitedAction, { email: RateLimiterAbstract; client: RateLimiterAbstract }>;

  const consume = async (l: RateLimiterAbstract, key: string) => {
    try {
      await l.consume(key);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  };

  return {
    async consume(action, email, client) {
      const [byEmail, byClient] = await Promise.all([
        consume(limiters[action].email, emailKey(email)),
        consume(limiters[action].client, client),
      ]);
      return byEmail && byClient;
    },
    async reset(action, email) {
      await limiters[action].email.delete(emailKey(email));
    },
    async close() {
      redis?.disconnect();
    },
  };
}
