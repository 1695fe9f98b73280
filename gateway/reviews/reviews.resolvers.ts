import type { Resolvers } from '../__generated__/resolvers-types';
import { LANGUAGES } from '../accounts/account-rules';
import { badUserInput } from '../graphql/argument-errors';
import { pageInfo, pageRequest } from '../graphql/page-info';
import { RATE_LIMITED_ERRORS, withinLimit } from '../rate-limit/request-limits';
import { initials } from './review-rules';

/** Most reviews one page returns. */
export const MAX_REVIEWS_PER_PAGE = 50;

/** Product ids are positive 32-bit integers; anything else names no product. */
function productIdOf(id: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(id)) return null;
  const value = Number(id);
  return value <= 2_147_483_647 ? value : null;
}

/** A language argument: absent, or one of the five (else ERROR_FORM_INVALID on `field`). */
function languageArg(value: string | null | undefined, field: string): string | null {
  if (value == null) return null;
  if (!(LANGUAGES as readonly string[]).includes(value)) throw badUserInput('ERROR_FORM_INVALID', [field]);
  return value;
}

export const reviewsResolvers: Resolvers = {
  Query: {
    async productReviews(_parent, args, { services }) {
      const request = pageRequest(args.page, args.limit, MAX_REVIEWS_PER_PAGE);
      const languages = {
        only: languageArg(args.language, 'language'),
        first: languageArg(args.languageFirst, 'languageFirst'),
      };
      const productId = productIdOf(args.productId);
      if (productId === null) return null;
      const found = await services.reviews.page(productId, args.sort, request, languages);
      return found && { items: found.rows, pageInfo: pageInfo(request, found.total), sort: args.sort };
    },
  },
  Mutation: {
    addProductReview: async (_parent, { productId, ...input }, ctx) =>
      (await withinLimit(ctx, 'addProductReview'))
        ? ctx.services.reviews.add(productIdOf(productId), input, ctx.language)
        : { review: null, product: null, errors: RATE_LIMITED_ERRORS },
  },
  Review: {
    date: (row) => row.created_at,
    avatar: (row) => initials(row.author),
  },
};
