import type { ApolloCache } from '@apollo/client';
import { useReactiveVar } from '@apollo/client/react';
import { useEffect } from 'react';
import {
  type GarageVehicle_VehicleFragment as Vehicle,
  useAddUserVehicleMutation,
  useGarageVehiclesByIdsQuery,
  useGarageViewerQuery,
  useRemoveUserVehicleMutation,
  useUserVehiclesQuery,
  UserVehiclesDocument,
  type UserVehiclesQuery,
} from '@web/__generated__/graphql';
import {
  addBrowserVehicle,
  garageIdsVar,
  garageOwnerVar,
  refreshGarage,
  removeBrowserVehicle,
} from '@web/shared/state/garage';

export type { Vehicle };

const NONE: Vehicle[] = [];

/** Writes a garage answered by a mutation over the `userVehicles` query's cache entry. */
export function writeUserVehicles(cache: ApolloCache, vehicles: readonly Vehicle[]): void {
  cache.writeQuery<UserVehiclesQuery>({ query: UserVehiclesDocument, data: { userVehicles: [...vehicles] } });
}

/** Error code of a failed garage change, or null on success. */
export type GarageResult = string | null;

/**
 * The shopper's garage: from the server (`userVehicles`) once the browser garage has been merged
 * into the signed-in account, otherwise the browser's ids resolved by `vehiclesByIds`. Each
 * answer refreshes the shared garage, which keeps the current vehicle only if it is still there.
 */
export function useGarage() {
  const viewer = useGarageViewerQuery({ fetchPolicy: 'cache-first' });
  const viewerId = viewer.data ? (viewer.data.viewer?.id ?? null) : undefined;
  const owner = useReactiveVar(garageOwnerVar);
  const ids = useReactiveVar(garageIdsVar);
  const server = Boolean(viewerId) && owner === viewerId;
  const account = useUserVehiclesQuery({ skip: !server, fetchPolicy: 'cache-and-network' });
  const browser = useGarageVehiclesByIdsQuery({
    variables: { ids },
    skip: server || viewerId !== null || ids.length === 0,
  });
  const [addMutation, adding] = useAddUserVehicleMutation();
  const [removeMutation, removing] = useRemoveUserVehicleMutation();

  const anonymous = viewerId === null;
  const vehicles: Vehicle[] | undefined = server
    ? account.data?.userVehicles
    : anonymous
      ? ids.length === 0
        ? NONE
        : (browser.data ?? browser.previousData)?.vehiclesByIds
      : undefined;
  // Only a complete answer refreshes the garage (a stale one could drop the current vehicle).
  const settled = server
    ? account.data?.userVehicles
    : !anonymous
      ? undefined
      : ids.length === 0
        ? NONE
        : browser.data?.vehiclesByIds;

  useEffect(() => {
    if (settled) refreshGarage(settled);
  }, [settled]);

  async function add(vehicle: Vehicle): Promise<GarageResult> {
    if (!server) return addBrowserVehicle(vehicle.id) ? null : 'GARAGE_FULL';
    const { data } = await addMutation({
      variables: { vehicleId: vehicle.id },
      update: (cache, { data: answer }) => answer && writeUserVehicles(cache, answer.addUserVehicle.vehicles),
    });
    return data?.addUserVehicle.errors[0]?.code ?? null;
  }

  async function remove(vehicleId: string): Promise<GarageResult> {
    if (!server) {
      removeBrowserVehicle(vehicleId);
      return null;
    }
    const { data } = await removeMutation({
      variables: { vehicleId },
      update: (cache, { data: answer }) => answer && writeUserVehicles(cache, answer.removeUserVehicle.vehicles),
    });
    return data?.removeUserVehicle.errors[0]?.code ?? null;
  }

  return {
    vehicles: vehicles ?? [],
    loading: vehicles === undefined,
    busy: adding.loading || removing.loading,
    /** True when the garage is the signed-in account's (on the server), so vehicles can carry a registration mark. */
    server,
    add,
    remove,
  };
}
