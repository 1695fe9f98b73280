import { type ActionWindows, createRateLimiter, type RedisLogger } from '../rate-limit/rate-limiter';

export type LimitedAction = 'signIn' | 'signUp' | 'passwordReset';

/** Attempts allowed per e-mail address and per client address in each window (docs/decisions/012). */
export const RATE_LIMITS = {
  signIn: { perEmail: { points: 10, duration: 15 * 60 }, perClient: { points: 100, duration: 15 * 60 } },
  signUp: { perEmail: { points: 5, duration: 60 * 60 }, perClient: { points: 20, duration: 60 * 60 } },
  passwordReset: { perEmail: { points: 3, duration: 60 * 60 }, perClient: { points: 20, duration: 60 * 60 } },
} satisfies Record<LimitedAction, Required<Pick<ActionWindows, 'perClient' | 'perEmail'>>>;

export interface RateLimits {
  /** Counts one attempt; false when the e-mail or the client is over its limit. */
  consume(action: LimitedAction, email: string, client: string): Promise<boolean>;
  /** Forgets the e-mail's failed attempts (after a successful sign-in). */
  reset(action: LimitedAction, email: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The accounts domain's limits on the shared limiter (gateway/rate-limit): counters in Redis when
 * configured, so every gateway process shares them; otherwise in this process's memory.
 */
export function createRateLimits(redisUrl: string | null, scale = 1, logger?: RedisLogger): RateLimits {
  const limiter = createRateLimiter<LimitedAction>(RATE_LIMITS, { redisUrl, scale, prefix: 'gp:rl', logger });
  return {
    consume: (action, email, client) => limiter.consume(action, { client, email }),
    reset: (action, email) => limiter.reset(action, email),
    close: () => limiter.close(),
  };
}
