/**
 * The generated vehicle list: one vehicle per (model, model year, engine/variant) sold that year.
 */
import type { Vehicle, VehicleMake, VehicleModel } from './types';

export function vehicleKey(makeSlug: string, modelSlug: string, year: number, variant: string): string {
  return `${makeSlug}/${modelSlug}/${year}/${variant}`;
}

/** Model years in which at least one engine of the model was sold, ascending. */
export function modelYears(model: VehicleModel): number[] {
  const years = new Set<number>();
  for (const engine of model.engines) {
    for (let year = engine.from; year <= engine.to; year++) years.add(year);
  }
  return [...years].sort((a, b) => a - b);
}

/** Expands models into vehicles, in model order, then year ascending, then engine order. */
export function generateVehicles(makes: readonly VehicleMake[], models: readonly VehicleModel[]): Vehicle[] {
  const makeBySlug = new Map(makes.map((make) => [make.slug, make]));
  const vehicles: Vehicle[] = [];
  for (const model of models) {
    const make = makeBySlug.get(model.makeSlug);
    if (!make) throw new Error(`Vehicle model ${model.key} has unknown make ${model.makeSlug}`);
    for (const year of modelYears(model)) {
      for (const engine of model.engines) {
        if (year < engine.from || year > engine.to) continue;
        vehicles.push({
          key: vehicleKey(make.slug, model.slug, year, engine.variant),
          year,
          makeSlug: make.slug,
          make: make.name,
          modelSlug: model.slug,
          model: model.name,
          engine: engine.label,
          vehicleType: model.vehicleType,
          powertrain: engine.powertrain,
        });
      }
    }
  }
  return vehicles;
}
