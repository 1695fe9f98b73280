import type { Resolvers } from '../__generated__/resolvers-types';
import { RATE_LIMITED_ERRORS, withinLimit } from '../rate-limit/request-limits';

export const stockNoticesResolvers: Resolvers = {
  Query: {
    myStockNotices: (_parent, _args, { viewer, services }) => services.myStockNotices.list(viewer),
  },
  Mutation: {
    notifyWhenInStock: async (_parent, { input }, ctx) => {
      const email = input.email ?? ctx.viewer?.email ?? null;
      if (!(await withinLimit(ctx, 'notifyWhenInStock', email)))
        return { requested: false, errors: RATE_LIMITED_ERRORS };
      return ctx.services.stockNotices.request(input, { viewer: ctx.viewer, language: ctx.language });
    },
    cancelStockNotice: async (_parent, { token }, ctx) =>
      (await withinLimit(ctx, 'cancelStockNotice'))
        ? ctx.services.stockNotices.cancel(token)
        : { productName: null, errors: RATE_LIMITED_ERRORS },
    stopStockNotice: (_parent, { id }, { viewer, services }) => services.myStockNotices.stop(viewer, id),
  },
  StockNotice: {
    id: (notice) => String(notice.id),
  },
};
