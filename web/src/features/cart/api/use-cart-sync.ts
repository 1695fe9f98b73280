import { useReactiveVar } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import {
  useCartViewerQuery,
  useMergeCartMutation,
  useSaveCartMutation,
  useSavedCartLazyQuery,
} from '@web/__generated__/graphql';
import { cartOwnerVar, cartVar } from '@web/shared/state/cart';
import { fromServerLines, toLineInputs } from '@web/shared/state/cart-lines';

/** Saves wait this long after the last change (hold-to-repeat makes many). */
export const SAVE_DELAY_MS = 400;

/**
 * Signed-in shoppers' carts live on the server too (issue 7). The account feature resets the
 * Apollo store on sign-in and sign-out, so the viewer query here is fetched again then:
 * - a new shopper in this browser: the browser cart is merged into the saved one (`mergeCart`);
 * - the same shopper again (reload, another tab): the saved cart replaces the browser's copy;
 * - signed out: the browser forgets the account's cart;
 * - while signed in, every change is saved (`saveCart`).
 */
export function useCartSync() {
  const [loadSaved] = useSavedCartLazyQuery({ fetchPolicy: 'network-only' });
  const [merge] = useMergeCartMutation();
  const [save] = useSaveCartMutation();
  const { data } = useCartViewerQuery({ fetchPolicy: 'cache-first' });
  const viewerId = data ? (data.viewer?.id ?? null) : undefined;
  const owner = useReactiveVar(cartOwnerVar);
  const lines = useReactiveVar(cartVar);
  const synced = useRef<string | null>(null);

  useEffect(() => {
    if (viewerId === undefined) return;
    if (viewerId === null) {
      if (cartOwnerVar() !== null) {
        cartOwnerVar(null);
        cartVar([]);
      }
      return;
    }
    let cancelled = false;
    const adopt = (server: Parameters<typeof fromServerLines>[0]) => {
      if (cancelled) return;
      const next = fromServerLines(server);
      synced.current = JSON.stringify(toLineInputs(next));
      cartVar(next);
      cartOwnerVar(viewerId);
    };
    if (cartOwnerVar() === viewerId) {
      void loadSaved()
        .then(({ data: saved }) => saved?.savedCart && adopt(saved.savedCart.lines))
        .catch(() => undefined);
    } else {
      void merge({ variables: { lines: toLineInputs(cartVar()) } })
        .then(({ data: merged }) => merged?.mergeCart.cart && adopt(merged.mergeCart.cart.lines))
        .catch(() => undefined);
    }
    return () => {
      cancelled = true;
    };
  }, [loadSaved, merge, viewerId]);

  useEffect(() => {
    if (!viewerId || owner !== viewerId) return;
    const inputs = toLineInputs(lines);
    const key = JSON.stringify(inputs);
    if (key === synced.current) return;
    const timer = setTimeout(() => {
      synced.current = key;
      void save({ variables: { lines: inputs } }).catch(() => {
        synced.current = null;
      });
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [save, viewerId, owner, lines]);
}
