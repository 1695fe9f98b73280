import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../graphql/context';
import { type ActionWindows, createRateLimiter, type RateLimiter, type RedisLogger } from './rate-limiter';

/** Anonymous operations that invite guessing or flooding. */
export type RequestAction = 'trackOrder' | 'subscribeNewsletter' | 'addProductReview' | 'bookService';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Attempts per client address (and per e-mail address where the operation names one) in each
 * window; generous for a shopper, tight for a script (docs/decisions/012).
 */
export const REQUEST_LIMITS: Record<RequestAction, ActionWindows> = {
  // Order number + e-mail guessing: a shopper needs a few tries, a guesser thousands.
  trackOrder: { perClient: { points: 30, duration: 15 * MINUTE }, perEmail: { points: 10, duration: 15 * MINUTE } },
  // Signing up strangers' addresses.
  subscribeNewsletter: { perClient: { points: 10, duration: HOUR }, perEmail: { points: 5, duration: HOUR } },
  // Review spam (no e-mail: the author is a display name).
  addProductReview: { perClient: { points: 10, duration: HOUR } },
  // Filling the workshops' slots with fake bookings.
  bookService: { perClient: { points: 20, duration: HOUR }, perEmail: { points: 10, duration: HOUR } },
};

export type RequestLimits = RateLimiter<RequestAction>;

export function createRequestLimits(
  config: { redisUrl: string | null; requestLimitScale: number },
  logger?: RedisLogger,
): RequestLimits {
  return createRateLimiter(REQUEST_LIMITS, {
    redisUrl: config.redisUrl,
    scale: config.requestLimitScale,
    prefix: 'gp:rl:req',
    logger,
  });
}

/** Counts the request against the action's limits; true while it is within them. */
export function withinLimit(
  context: Pick<GatewayContext, 'services' | 'auth'>,
  action: RequestAction,
  email?: string | null,
): Promise<boolean> {
  return context.services.requestLimits.consume(action, { client: context.auth.clientAddress, email });
}

/** The payload errors of a mutation refused by its limit. */
export const RATE_LIMITED_ERRORS = [{ code: 'ERROR_RATE_LIMITED' as const, field: null }];

/**
 * A query has no errors list: it answers a GraphQL error with `extensions.code = RATE_LIMITED` and
 * `extensions.errorCode = ERROR_RATE_LIMITED` (like BAD_USER_INPUT in docs/decisions/003).
 */
export function rateLimitedError(): GraphQLError {
  return new GraphQLError('Too many requests; try again later.', {
    extensions: { code: 'RATE_LIMITED', errorCode: 'ERROR_RATE_LIMITED' },
  });
}
