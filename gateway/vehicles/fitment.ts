/**
 * Part fitment: rules written in product data, expanded to vehicle keys, and the verdicts and
 * filter test of spec section 9 ("compatible if 'all' or the list includes the vehicle;
 * 'unknown' is incompatible").
 */
import { MODEL_KEYS, VEHICLES } from './seed';
import type { Powertrain, Vehicle, VehicleType } from './seed';

/**
 * - 'all': fits every vehicle (helmets, shampoo…)
 * - 'unknown': fitment not known
 * - object: a vehicle fits when it satisfies every given constraint (type AND powertrain AND
 *   model); an omitted constraint is not checked, an empty list matches nothing.
 *   `models` are model keys `make-slug/model-slug`.
 */
export type FitmentRule =
  | 'all'
  | 'unknown'
  | {
      vehicleTypes?: readonly VehicleType[];
      powertrains?: readonly Powertrain[];
      models?: readonly string[];
    };

export type FitmentConstraints = Exclude<FitmentRule, 'all' | 'unknown'>;

/** A product's stored compatibility: 'all', 'unknown' or the vehicle keys it fits. */
export type Compatibility = 'all' | 'unknown' | readonly string[];

export type FitmentVerdict = 'FITS' | 'DOES_NOT_FIT' | 'UNKNOWN';

/** Whether one vehicle satisfies every constraint of an object rule. */
export function vehicleMatchesRule(rule: FitmentConstraints, vehicle: Vehicle): boolean {
  if (rule.vehicleTypes && !rule.vehicleTypes.includes(vehicle.vehicleType)) return false;
  if (rule.powertrains && !rule.powertrains.includes(vehicle.powertrain)) return false;
  if (rule.models && !rule.models.includes(`${vehicle.makeSlug}/${vehicle.modelSlug}`)) return false;
  return true;
}

/**
 * Expands a rule: 'all' and 'unknown' pass through; an object rule becomes the keys of the
 * matching vehicles, in the order of `vehicles` (an explicit list, never collapsed to 'all').
 */
export function expandFitment(
  rule: FitmentRule,
  vehicles: readonly Vehicle[] = VEHICLES,
): 'all' | 'unknown' | string[] {
  if (rule === 'all' || rule === 'unknown') return rule;
  return vehicles.filter((vehicle) => vehicleMatchesRule(rule, vehicle)).map((v) => v.key);
}

/**
 * Three-way verdict for a product and the shopper's vehicle: no vehicle → UNKNOWN;
 * 'all' → FITS; 'unknown' → UNKNOWN; a list → FITS when it holds the vehicle, else DOES_NOT_FIT.
 */
export function fitmentVerdict(compatibility: Compatibility, vehicleKey: string | null | undefined): FitmentVerdict {
  if (vehicleKey === null || vehicleKey === undefined || vehicleKey === '') return 'UNKNOWN';
  if (compatibility === 'all') return 'FITS';
  if (compatibility === 'unknown') return 'UNKNOWN';
  return compatibility.includes(vehicleKey) ? 'FITS' : 'DOES_NOT_FIT';
}

/**
 * The vehicle filter (spec section 9): true for 'all' or a list holding the vehicle; 'unknown'
 * is incompatible. With no vehicle (null/undefined) the filter is inactive and everything passes.
 */
export function isCompatible(compatibility: Compatibility, vehicleKey: string | null | undefined): boolean {
  if (vehicleKey === null || vehicleKey === undefined) return true;
  if (compatibility === 'all') return true;
  if (compatibility === 'unknown') return false;
  return compatibility.includes(vehicleKey);
}

/** Model keys a rule names that the vehicle data does not know (for data validation). */
export function unknownModelKeys(rule: FitmentRule, modelKeys: readonly string[] = MODEL_KEYS): string[] {
  if (rule === 'all' || rule === 'unknown' || !rule.models) return [];
  const known = new Set(modelKeys);
  return rule.models.filter((key) => !known.has(key));
}
