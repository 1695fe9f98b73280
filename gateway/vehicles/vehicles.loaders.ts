import DataLoader from 'dataloader';
import type { GatewayContext } from '../graphql/context';
import { requestMemo } from '../graphql/request-memo';
import type { VehicleRow } from './vehicles.mappers';

const loaders = requestMemo<DataLoader<string, VehicleRow | null>>('vehicles');

/**
 * Per-request loader of vehicles by id: every `vehicle(id)` of one operation (aliases, garage
 * lines, product fitment lists) becomes one query. Keyed by the request's context object, so it
 * lives exactly as long as the request and never leaks rows between viewers.
 */
export function vehicleLoader(context: GatewayContext): DataLoader<string, VehicleRow | null> {
  const { vehicles } = context.services;
  return loaders(
    context,
    () =>
      new DataLoader(async (ids: readonly string[]) => {
        const rows = new Map((await vehicles.byIds(ids)).map((row) => [row.id, row]));
        return ids.map((id) => rows.get(id) ?? null);
      }),
  );
}

/** The vehicles that exist among `ids`, each once, in the order first asked. */
export async function loadVehicles(context: GatewayContext, ids: readonly string[]): Promise<VehicleRow[]> {
  const rows = await vehicleLoader(context).loadMany([...new Set(ids)]);
  const failure = rows.find((row) => row instanceof Error);
  if (failure) throw failure;
  return rows.filter((row): row is VehicleRow => row !== null && !(row instanceof Error));
}
