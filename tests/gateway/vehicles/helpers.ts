/** Shared helpers for the vehicle unit tests. */
import { VEHICLES } from '../../../gateway/vehicles/seed';
import type { Vehicle } from '../../../gateway/vehicles/seed';
import { computeCheckDigit } from '../../../gateway/vehicles/vin';
import { FITMENT_MODEL_KEYS } from '../../../gateway/catalogue/seed/types';

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

/** Replaces the character at 1-based VIN position `position`. */
export function withChar(vin: string, position: number, char: string): string {
  return vin.slice(0, position - 1) + char + vin.slice(position);
}

/** Re-computes position 9 after editing a VIN. */
export function withValidCheckDigit(vin: string): string {
  return withChar(vin, 9, computeCheckDigit(vin));
}
