/**
 * Matching a decoded VIN to seeded vehicles, and building demo VINs for seeded vehicles.
 *
 * Our VDS encoding (VIN positions 4–8), per model in the seed:
 *   model.vdsPrefix (2–3 chars, our reference table of manufacturer VDS model codes)
 *   + engine code (ENGINE_CODES[index of the engine in model.engines])
 *   + filler ('1') up to 5 characters.
 * The WMI picks the make, the prefix the model, the year candidates (position 10) the model
 * years, and the engine code the exact variant. Position 9 of built VINs always carries the
 * North-American check digit, so they validate whether or not the make requires it.
 */
import { VEHICLE_MAKES, VEHICLE_MODELS, VEHICLES, vehicleKey } from './seed';
import type { Vehicle, VehicleMake, VehicleModel } from './seed';
import { computeCheckDigit, decodeVin, modelYearCode } from './vin';
import type { VinDecodeResult, VinFailureReason } from './vin';

/** Engine code alphabet: the n-th engine of a model is ENGINE_CODES[n]. */
export const ENGINE_CODES = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const VDS_FILLER = '1';
const VDS_LENGTH = 5;
const MAX_SERIAL = 999_999;

export type VinMatchFailureReason = VinFailureReason | 'NO_MATCHING_VEHICLE';

export interface VinMatchSuccess {
  ok: true;
  vin: string;
  makeSlug: string;
  /** `make-slug/model-slug` */
  modelKey: string;
  /** Best match (newest year first, then engine order). */
  vehicle: Vehicle;
  /** Every candidate: one when `exact`, else all variants of the model for the candidate years. */
  vehicles: Vehicle[];
  /** True when the engine code identified the variant. */
  exact: boolean;
}

export interface VinMatchFailure {
  ok: false;
  reason: VinMatchFailureReason;
}

export type VinMatchResult = VinMatchSuccess | VinMatchFailure;

/** The model a decoded VIN's make + VDS designates (longest matching prefix), or null. */
export function modelForVds(
  makeSlug: string,
  wmi: string,
  vds: string,
  models: readonly VehicleModel[] = VEHICLE_MODELS,
): VehicleModel | null {
  let best: VehicleModel | null = null;
  for (const model of models) {
    if (model.makeSlug !== makeSlug || !vds.startsWith(model.vdsPrefix)) continue;
    if (model.wmi !== undefined && model.wmi !== wmi) continue;
    if (!best || model.vdsPrefix.length > best.vdsPrefix.length) best = model;
  }
  return best;
}

/** Matches a decoded VIN (decodeVin's result) against the vehicle list. */
export function matchVehiclesByVin(
  decoded: VinDecodeResult,
  vehicles: readonly Vehicle[] = VEHICLES,
  models: readonly VehicleModel[] = VEHICLE_MODELS,
): VinMatchResult {
  if (!decoded.ok) return decoded;
  const noMatch: VinMatchFailure = { ok: false, reason: 'NO_MATCHING_VEHICLE' };
  const model = modelForVds(decoded.makeSlug, decoded.wmi, decoded.vds, models);
  if (!model) return noMatch;

  const years = new Set(decoded.modelYears);
  const candidates = vehicles
    .filter((v) => v.makeSlug === model.makeSlug && v.modelSlug === model.slug && years.has(v.year))
    .sort((a, b) => b.year - a.year);
  if (candidates.length === 0) return noMatch;

  const engineIndex = ENGINE_CODES.indexOf(decoded.vds.charAt(model.vdsPrefix.length));
  const engine = engineIndex >= 0 ? model.engines[engineIndex] : undefined;
  const exactMatches = engine
    ? candidates.filter((v) => v.key === vehicleKey(model.makeSlug, model.slug, v.year, engine.variant))
    : [];
  const exact = exactMatches.length > 0;
  const result = exact ? exactMatches : candidates;
  const [vehicle] = result;
  if (!vehicle) return noMatch;
  return { ok: true, vin: decoded.vin, makeSlug: model.makeSlug, modelKey: model.key, vehicle, vehicles: result, exact };
}

/** decodeVin + matchVehiclesByVin in one call. */
export function findVehicleByVin(input: string, now: Date = new Date()): VinMatchResult {
  return matchVehiclesByVin(decodeVin(input, now));
}

/**
 * Builds a valid VIN for a seeded vehicle: WMI, our VDS encoding, check digit, model-year code,
 * the make's plant code and `serial` (integer 0–999999, zero-padded to positions 12–17).
 */
export function encodeVinForVehicle(
  vehicle: Vehicle,
  serial: number,
  makes: readonly VehicleMake[] = VEHICLE_MAKES,
  models: readonly VehicleModel[] = VEHICLE_MODELS,
): string {
  if (!Number.isInteger(serial) || serial < 0 || serial > MAX_SERIAL) {
    throw new RangeError(`VIN serial must be an integer 0–${MAX_SERIAL}, got ${serial}`);
  }
  const make = makes.find((m) => m.slug === vehicle.makeSlug);
  const model = models.find((m) => m.makeSlug === vehicle.makeSlug && m.slug === vehicle.modelSlug);
  if (!make || !model) throw new Error(`No seeded make/model for vehicle ${vehicle.key}`);
  const engineIndex = model.engines.findIndex(
    (engine) => vehicleKey(make.slug, model.slug, vehicle.year, engine.variant) === vehicle.key,
  );
  const engineCode = ENGINE_CODES.charAt(engineIndex);
  const wmi = model.wmi ?? make.wmis[0];
  if (engineIndex < 0 || engineCode === '' || wmi === undefined) {
    throw new Error(`Cannot encode a VIN for vehicle ${vehicle.key}`);
  }
  const vds = (model.vdsPrefix + engineCode).padEnd(VDS_LENGTH, VDS_FILLER);
  const vis = modelYearCode(vehicle.year) + make.plantCode + String(serial).padStart(6, '0');
  const draft = `${wmi}${vds}0${vis}`;
  return `${draft.slice(0, 8)}${computeCheckDigit(draft)}${draft.slice(9)}`;
}
