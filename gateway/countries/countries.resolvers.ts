import type { Resolvers } from '../__generated__/resolvers-types';

export const countriesResolvers: Resolvers = {
  Query: {
    countries: (_parent, _args, { services }) => services.countries.list(),
  },
};
