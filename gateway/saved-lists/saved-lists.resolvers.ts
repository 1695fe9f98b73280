import type { Resolvers, SavedListKind as SavedListKindEnum } from '../__generated__/resolvers-types';
import type { SavedListKind } from '../../rules/catalogue/saved-lists';

/** Most ids one merge may bring per list (a browser list is far smaller). */
export const MAX_MERGE_IDS = 100;

const KIND: Record<SavedListKindEnum, SavedListKind> = { WISHLIST: 'wishlist', COMPARE: 'compare' };

export const savedListsResolvers: Resolvers = {
  Query: {
    savedLists: (_parent, _args, { viewer, services }) => services.savedLists.lists(viewer?.id ?? null),
  },
  Mutation: {
    addToSavedList: (_parent, { list, productId }, { viewer, services }) =>
      services.savedLists.add(viewer?.id ?? null, KIND[list], productId),
    removeFromSavedList: (_parent, { list, productId }, { viewer, services }) =>
      services.savedLists.remove(viewer?.id ?? null, KIND[list], productId),
    clearSavedList: (_parent, { list }, { viewer, services }) =>
      services.savedLists.clear(viewer?.id ?? null, KIND[list]),
    mergeSavedLists: async (_parent, { wishlist, compare }, { viewer, services }) => {
      const userId = viewer?.id ?? null;
      if (userId !== null && (wishlist.length > MAX_MERGE_IDS || compare.length > MAX_MERGE_IDS)) {
        const field = wishlist.length > MAX_MERGE_IDS ? 'wishlist' : 'compare';
        return {
          lists: await services.savedLists.lists(userId),
          errors: [{ code: 'ERROR_FORM_OUT_OF_RANGE', field: [field] }],
        };
      }
      return services.savedLists.merge(userId, { wishlist, compare });
    },
  },
};
