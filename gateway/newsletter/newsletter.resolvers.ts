import type { Resolvers } from '../__generated__/resolvers-types';

export const newsletterResolvers: Resolvers = {
  Mutation: {
    subscribeNewsletter: (_parent, { email }, { services }) => services.newsletter.subscribe(email),
  },
};
