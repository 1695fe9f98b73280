import type { CompatibleModel } from '../__generated__/resolvers-types';
import type { VehicleRow } from './vehicles.mappers';
import { VEHICLE_TYPES } from './vehicles.resolvers';

/** Make, model, newest year first, then the maker's engine order as stored (a product's fitment list). */
export function sortVehicles(rows: readonly VehicleRow[]): VehicleRow[] {
  return [...rows].sort(
    (a, b) => a.make_name.localeCompare(b.make_name) || a.model_name.localeCompare(b.model_name) || b.year - a.year,
  );
}

/**
 * Vehicles grouped by make and model (by make name, then model name): each model's years
 * ascending and engines in the order first met from the newest year, without repeats. A part
 * that fits 900 vehicles is some 60 models, which is what a product page shows.
 */
export function compatibleModels(vehicles: readonly VehicleRow[]): CompatibleModel[] {
  const groups = new Map<string, CompatibleModel & { yearSet: Set<number>; engineSet: Set<string> }>();
  for (const v of sortVehicles(vehicles)) {
    const key = `${v.make_slug}/${v.model_slug}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        make: v.make_name,
        makeSlug: v.make_slug,
        model: v.model_name,
        modelSlug: v.model_slug,
        vehicleType: VEHICLE_TYPES[v.vehicle_type],
        years: [],
        engines: [],
        yearSet: new Set(),
        engineSet: new Set(),
      };
      groups.set(key, group);
    }
    group.yearSet.add(v.year);
    group.engineSet.add(v.engine);
  }
  return [...groups.values()].map(({ yearSet, engineSet, ...group }) => ({
    ...group,
    years: [...yearSet].sort((a, b) => a - b),
    engines: [...engineSet],
  }));
}
