import type { CompatibleModelRow, VehicleRow } from './vehicles.mappers';

type Named = Pick<VehicleRow, 'make_name' | 'model_name'>;

/** By make name, then model name: the order of a product's fitment list. */
const byMakeAndModel = (a: Named, b: Named) =>
  a.make_name.localeCompare(b.make_name) || a.model_name.localeCompare(b.model_name);

/** Make, model, newest year first, then the maker's engine order as stored (a product's fitment list). */
export function sortVehicles(rows: readonly VehicleRow[]): VehicleRow[] {
  return [...rows].sort((a, b) => byMakeAndModel(a, b) || b.year - a.year);
}

/**
 * A product's fitting vehicles grouped by make and model (read grouped, one row per model), in the
 * fitment list's order. A part that fits 1,126 vehicles is some 65 models, which is what a product
 * page shows.
 */
export function sortModels(rows: readonly CompatibleModelRow[]): CompatibleModelRow[] {
  return [...rows].sort(byMakeAndModel);
}

/**
 * Engines of one model's fitting vehicles, as read newest year first (then in the maker's order),
 * without repeats: each engine where it is first met.
 */
export function distinctEngines(engines: readonly string[]): string[] {
  return [...new Set(engines)];
}
