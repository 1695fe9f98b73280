/**
 * Vehicle reference data for India: makes, models (with engines per model year) and the generated vehicle list. Pure data, safe to import anywhere.
 */
import { VEHICLE_MAKES } from './makes';
import { MARUTI_HYUNDAI_MODELS } from './models-maruti-hyundai';
import { MORE_CAR_MODELS } from './models-more-cars';
import { MORE_MAKE_MODELS } from './models-more-makes';
import { TATA_MAHINDRA_MODELS } from './models-tata-mahindra';
import { MORE_TWO_WHEELER_MODELS } from './models-two-wheelers-more';
import { TWO_WHEELER_MODELS } from './models-two-wheelers';
import type { Vehicle, VehicleMake, VehicleModel } from './types';
import { generateVehicles } from './vehicles';

export type { Powertrain, Vehicle, VehicleEngine, VehicleMake, VehicleModel, VehicleType } from './types';
export { VEHICLE_MAKES } from './makes';
export { generateVehicles, modelYears, vehicleKey } from './vehicles';

export const VEHICLE_MODELS: readonly VehicleModel[] = [
  ...MARUTI_HYUNDAI_MODELS,
  ...TATA_MAHINDRA_MODELS,
  ...MORE_CAR_MODELS,
  ...TWO_WHEELER_MODELS,
  ...MORE_TWO_WHEELER_MODELS,
  ...MORE_MAKE_MODELS,
];

/** Every model key (`make-slug/model-slug`), in seed order. */
export const MODEL_KEYS: readonly string[] = VEHICLE_MODELS.map((model) => model.key);

/** Every vehicle (model × model year × engine/variant). */
export const VEHICLES: readonly Vehicle[] = generateVehicles(VEHICLE_MAKES, VEHICLE_MODELS);

export const VEHICLE_BY_KEY: ReadonlyMap<string, Vehicle> = new Map(VEHICLES.map((vehicle) => [vehicle.key, vehicle]));

const MAKE_BY_SLUG = new Map(VEHICLE_MAKES.map((make) => [make.slug, make]));
const MODEL_BY_KEY = new Map(VEHICLE_MODELS.map((model) => [model.key, model]));

export function findMake(slug: string): VehicleMake | undefined {
  return MAKE_BY_SLUG.get(slug);
}

/** Model by `make-slug/model-slug`. */
export function findModel(modelKey: string): VehicleModel | undefined {
  return MODEL_BY_KEY.get(modelKey);
}

/** `make-slug/model-slug` of a vehicle. */
export function modelKeyOf(vehicle: Pick<Vehicle, 'makeSlug' | 'modelSlug'>): string {
  return `${vehicle.makeSlug}/${vehicle.modelSlug}`;
}
