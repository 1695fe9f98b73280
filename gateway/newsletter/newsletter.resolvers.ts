import type { Resolvers } from '../__generated__/resolvers-types';
import { RATE_LIMITED_ERRORS, withinLimit } from '../rate-limit/request-limits';

export const newsletterResolvers: Resolvers = {
  Mutation: {
    subscribeNewsletter: async (_parent, { email }, ctx) =>
      (await withinLimit(ctx, 'subscribeNewsletter', email))
        ? ctx.services.newsletter.subscribe(email)
        : { subscribed: false, errors: RATE_LIMITED_ERRORS },
  },
};
