import { useReactiveVar } from '@apollo/client/react';
import { useEffect } from 'react';
import {
  type SavedListKind,
  useAddToSavedListMutation,
  useClearSavedListMutation,
  useMergeSavedListsMutation,
  useRemoveFromSavedListMutation,
  useSavedListsLazyQuery,
} from '@web/__generated__/graphql';
import { compareVar, savedListsOwnerVar, wishlistVar } from '@web/shared/state/product-lists';
import { useViewer } from './use-viewer';

type Lists = { wishlist: string[]; compare: string[] };
const VARS = { WISHLIST: wishlistVar, COMPARE: compareVar } as const;
const KEYS = { WISHLIST: 'wishlist', COMPARE: 'compare' } as const;

/** What the server held after the last answer, for the account being mirrored; null until loaded. */
let synced: { owner: string; lists: Lists } | null = null;
let busy: Promise<unknown> = Promise.resolve();
let joining: string | null = null;

function show(lists: Lists) {
  wishlistVar(lists.wishlist);
  compareVar(lists.compare);
}

/**
 * Keeps the wishlist and compare list on the server for a signed-in shopper (decision 030):
 * - at sign-in the browser's lists are merged into the account's (no duplicates, the compare
 *   list's limit kept) and the browser then mirrors the account's lists;
 * - on every load while signed in, the account's lists are read again (they follow the shopper
 *   across devices);
 * - adding or removing while signed in is sent to the server;
 * - at sign-out the browser forgets the account's lists; guests keep their browser lists.
 */
export function useSavedListsSync() {
  const { viewer } = useViewer();
  const viewerId = viewer === undefined ? undefined : (viewer?.id ?? null);
  const [merge] = useMergeSavedListsMutation();
  const [load] = useSavedListsLazyQuery({ fetchPolicy: 'network-only' });
  const [add] = useAddToSavedListMutation();
  const [remove] = useRemoveFromSavedListMutation();
  const [clear] = useClearSavedListMutation();
  const wishlist = useReactiveVar(wishlistVar);
  const compare = useReactiveVar(compareVar);

  useEffect(() => {
    if (viewerId === undefined) return;
    if (viewerId === null) {
      if (savedListsOwnerVar() !== null) {
        savedListsOwnerVar(null);
        synced = null;
        show({ wishlist: [], compare: [] });
      }
      return;
    }
    if (synced?.owner === viewerId || joining === viewerId) return;
    joining = viewerId;
    const join =
      savedListsOwnerVar() === viewerId
        ? load().then(({ data }) => data?.savedLists)
        : merge({ variables: { wishlist: wishlistVar(), compare: compareVar() } }).then(
            ({ data }) => data?.mergeSavedLists.lists,
          );
    busy = join
      .then((lists) => {
        if (!lists) return;
        synced = { owner: viewerId, lists: { wishlist: [...lists.wishlist], compare: [...lists.compare] } };
        savedListsOwnerVar(viewerId);
        show(synced.lists);
      })
      .catch(() => undefined)
      .finally(() => {
        joining = null;
      });
  }, [viewerId, merge, load]);

  useEffect(() => {
    const current = synced;
    if (!viewerId || current?.owner !== viewerId) return;
    const wanted: Lists = { wishlist, compare };
    for (const list of ['WISHLIST', 'COMPARE'] as SavedListKind[]) {
      const key = KEYS[list];
      const before = current.lists[key];
      const added = wanted[key].filter((id) => !before.includes(id));
      const removed = before.filter((id) => !wanted[key].includes(id));
      if (added.length === 0 && removed.length === 0) continue;
      current.lists[key] = [...wanted[key]];
      for (const productId of added) {
        busy = busy
          .then(() => add({ variables: { list, productId } }))
          .then(({ data }) => {
            const answer = data?.addToSavedList;
            if (!answer || synced !== current) return;
            current.lists = { wishlist: [...answer.lists.wishlist], compare: [...answer.lists.compare] };
            // Refused (the list is full, the product is gone): show what the account holds.
            if (answer.errors.length > 0) VARS[list](current.lists[key]);
          })
          .catch(() => undefined);
      }
      if (wanted[key].length === 0) {
        busy = busy.then(() => clear({ variables: { list } })).catch(() => undefined);
        continue;
      }
      for (const productId of removed) {
        busy = busy.then(() => remove({ variables: { list, productId } })).catch(() => undefined);
      }
    }
  }, [viewerId, wishlist, compare, add, remove, clear]);
}
