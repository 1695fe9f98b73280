/** Shared helpers for the vehicle tests. */
import { VEHICLES } from '../../../gateway/vehicles/seed';
import type { Vehicle } from '../../../gateway/vehicles/seed';
import { FITMENT_MODEL_KEYS } from '../../../gateway/catalogue/seed/types';
import { graphql } from '../../support/graphql';

/** A vehicle as the shop's API lists it. */
export const VEHICLE_FIELDS = graphql(`
  fragment VehicleFields on Vehicle {
    id
    year
    make
    makeSlug
    model
    modelSlug
    engine
    vehicleType
    powertrain
  }
`);

/** A fixed "today" so model-year candidates do not drift with the clock. */
export const NOW = new Date('2026-06-15T12:00:00Z');

/** The model keys the product data references (must exist in the seed). */
export const REQUIRED_MODEL_KEYS = FITMENT_MODEL_KEYS;

export function vehicle(key: string): Vehicle {
  const found = VEHICLES.find((v) => v.key === key);
  if (!found) throw new Error(`test fixture: no vehicle ${key}`);
  return found;
}

export function vehiclesOfModel(modelKey: string): Vehicle[] {
  return VEHICLES.filter((v) => `${v.makeSlug}/${v.modelSlug}` === modelKey);
}
