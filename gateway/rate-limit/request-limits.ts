import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../graphql/context';
import { type ActionWindows, createRateLimiter, type RateLimiter, type RedisLogger } from './rate-limiter';

/** Anonymous operations that invite guessing or flooding. */
export type RequestAction =
  | 'trackOrder'
  | 'subscribeNewsletter'
  | 'addProductReview'
  | 'bookService'
  | 'checkout'
  | 'cashOnDelivery'
  | 'paymentReference'
  | 'notifyWhenInStock'
  | 'cancelStockNotice';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

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
  // Orders hold stock and send e-mail: per client, contact e-mail and session (docs/decisions/027).
  checkout: {
    perClient: { points: 20, duration: HOUR },
    perEmail: { points: 10, duration: HOUR },
    perKey: { session: { points: 10, duration: HOUR } },
  },
  // Cash on delivery is paid only at the door: few per phone and delivery address in a day.
  cashOnDelivery: {
    perClient: { points: 10, duration: DAY },
    perKey: { phone: { points: 5, duration: DAY }, address: { points: 5, duration: DAY } },
  },
  // Payment references (UTR) typed by shoppers: a few corrections per order, no guessing of orders or UTRs.
  paymentReference: {
    perClient: { points: 20, duration: HOUR },
    perEmail: { points: 10, duration: HOUR },
    perKey: { order: { points: 5, duration: HOUR } },
  },
  // Back-in-stock requests send a confirmation e-mail: no flooding a stranger's inbox (decision 041).
  notifyWhenInStock: { perClient: { points: 20, duration: HOUR }, perEmail: { points: 5, duration: HOUR } },
  // Cancel links: a shopper clicks one; a guesser would need billions of tries.
  cancelStockNotice: { perClient: { points: 20, duration: HOUR } },
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
  keys?: Record<string, string | null | undefined>,
): Promise<boolean> {
  return context.services.requestLimits.consume(action, { client: context.auth.clientAddress, email, keys });
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
