import { type Counters, createCounters } from '../rate-limit/counters';
import { type ActionWindows, createRateLimiter, type RedisLogger, type Window } from '../rate-limit/rate-limiter';

export type LimitedAction = 'signIn' | 'signUp' | 'passwordReset' | 'guestOrderClaim';

/**
 * Attempts allowed per client address (and per e-mail, or per e-mail from one address) in each window,
 * counted before the attempt (docs/decisions/012, 027). None of them is per e-mail alone for sign-in
 * or reset requests: strangers' attempts must not use up the owner's.
 */
export const RATE_LIMITS = {
  signIn: { perClient: { points: 100, duration: 15 * 60 } },
  signUp: { perEmail: { points: 5, duration: 60 * 60 }, perClient: { points: 20, duration: 60 * 60 } },
  passwordReset: {
    perClient: { points: 20, duration: 60 * 60 },
    perKey: { emailAndClient: { points: 3, duration: 60 * 60 } },
  },
  /** Claim links for guest orders: only the signed-in owner asks, so a limit per e-mail is safe here. */
  guestOrderClaim: { perEmail: { points: 3, duration: 60 * 60 }, perClient: { points: 20, duration: 60 * 60 } },
} satisfies Record<LimitedAction, ActionWindows>;

export type CountedEvent = 'signInFailedHere' | 'signInFailedAnywhere' | 'signInFailedOnDevice' | 'resetMailSent';

/**
 * Events counted after the fact (docs/decisions/027): failed sign-ins of one account from one
 * address, from every address, and from one of the owner's known browsers; reset e-mails sent.
 */
export const COUNTED_LIMITS = {
  /** One address against one account: that address waits. */
  signInFailedHere: { points: 10, duration: 15 * 60 },
  /** Every address against one account: browsers that never signed in to it wait; known ones do not. */
  signInFailedAnywhere: { points: 50, duration: 60 * 60 },
  /** A known browser of the account (a stolen device cookie buys no more guesses than an address). */
  signInFailedOnDevice: { points: 10, duration: 15 * 60 },
  /** Reset e-mails actually sent to one address; beyond it the owner already has valid links in the inbox. */
  resetMailSent: { points: 5, duration: 60 * 60 },
} satisfies Record<CountedEvent, Window>;

export interface RateLimits {
  /** Counts one attempt; false when the client (or the e-mail from this client) is over its limit. */
  consume(action: LimitedAction, email: string, client: string): Promise<boolean>;
  /** Failed sign-ins and sent reset e-mails. */
  counters: Counters<CountedEvent>;
  close(): Promise<void>;
}

/**
 * The accounts domain's limits on the shared limiter (gateway/rate-limit): counters in Redis when
 * configured, so every gateway process shares them; otherwise in this process's memory.
 */
export function createRateLimits(redisUrl: string | null, scale = 1, logger?: RedisLogger): RateLimits {
  const limiter = createRateLimiter<LimitedAction>(RATE_LIMITS, { redisUrl, scale, prefix: 'gp:rl', logger });
  const counters = createCounters<CountedEvent>(COUNTED_LIMITS, { redisUrl, prefix: 'gp:rl', logger });
  return {
    consume: (action, email, client) =>
      limiter.consume(action, { client, email, keys: { emailAndClient: `${email} ${client}` } }),
    counters,
    close: async () => {
      await Promise.all([limiter.close(), counters.close()]);
    },
  };
}
