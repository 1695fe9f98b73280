import { useApolloClient, useReactiveVar } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useGarageViewerQuery, useMergeUserVehiclesMutation } from '@web/__generated__/graphql';
import { garageIdsVar, garageOwnerVar, garageVehiclesVar } from '@web/shared/state/garage';
import { writeUserVehicles } from './use-garage';

/** Queries that list products and must follow every garage change (spec section 4). */
export const PRODUCT_LIST_QUERIES = ['ProductListPage'];

let merging: string | null = null;

/**
 * Runs next to the cart's sync (the header): the account feature resets the Apollo store on sign-in
 * and sign-out, so the viewer is fetched again then.
 * - a shopper signs in: the browser garage is merged into theirs (`mergeUserVehicles`, no
 *   duplicates) and the browser's copy is emptied, the account's garage is used from then on;
 * - signed out: the browser forgets which account it followed;
 * - every garage change refetches the product list.
 */
export function useGarageSync() {
  const client = useApolloClient();
  const [merge] = useMergeUserVehiclesMutation();
  const { data } = useGarageViewerQuery({ fetchPolicy: 'cache-first' });
  const viewerId = data ? (data.viewer?.id ?? null) : undefined;

  useEffect(() => {
    if (viewerId === undefined) return;
    if (viewerId === null) {
      if (garageOwnerVar() !== null) garageOwnerVar(null);
      return;
    }
    if (garageOwnerVar() === viewerId || merging === viewerId) return;
    merging = viewerId;
    void merge({
      variables: { vehicleIds: garageIdsVar() },
      update: (cache, { data: answer }) => answer && writeUserVehicles(cache, answer.mergeUserVehicles.vehicles),
    })
      .then(({ data: merged }) => {
        if (!merged) return;
        garageIdsVar([]);
        garageOwnerVar(viewerId);
      })
      .catch(() => undefined)
      .finally(() => {
        merging = null;
      });
  }, [merge, viewerId]);

  const vehicles = useReactiveVar(garageVehiclesVar);
  const key = vehicles.map((v) => v.id).join('|');
  const seen = useRef(key);
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    void client.refetchQueries({ include: PRODUCT_LIST_QUERIES }).catch(() => undefined);
  }, [client, key]);
}
