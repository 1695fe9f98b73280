import type { Kysely } from 'kysely';
import type { DB } from '../store/schema';
import { expandFitment, fitmentVerdict, isCompatible } from './fitment';
import type { Compatibility, FitmentRule, FitmentVerdict } from './fitment';
import type { VehicleMakeRow, VehicleModelRow, VehicleRow, VinLookupResult } from './vehicles.mappers';
import { readMakes, readModels, readModelVehicles, readVehiclesByIds } from './vehicles.queries';
import { decodeVin, normalizeVin } from '../../rules/vehicles/vin';

/** Longest make or model slug we look up; anything longer cannot match and gives an empty list. */
export const MAX_SLUG_LENGTH = 100;
const MAX_VIN_ECHO = 32;

/** Vehicle reference data: the picker's cascade, lookups by id and by VIN. */
export function createVehiclesService(db: Kysely<DB>) {
  return {
    /** Model years that have vehicles, newest first. */
    async years(): Promise<number[]> {
      const rows = await db.selectFrom('vehicles').select('year').distinct().orderBy('year', 'desc').execute();
      return rows.map((row) => row.year);
    },

    /** Makes with a vehicle in the year, by name. */
    makes: (year: number): Promise<VehicleMakeRow[]> => readMakes(db, year),

    /** Models of the make with a vehicle in the year, by name. */
    models: (year: number, makeSlug: string): Promise<VehicleModelRow[]> => readModels(db, makeSlug, year),

    /** Engines / variants of the model in the year, in the maker's order. */
    list: (year: number, makeSlug: string, modelSlug: string): Promise<VehicleRow[]> =>
      readModelVehicles(db, makeSlug, modelSlug, year),

    /** The vehicles that exist among `ids`, in no particular order (see vehicles.loaders.ts). */
    byIds: (ids: readonly string[]): Promise<VehicleRow[]> => readVehiclesByIds(db, ids),

    /**
     * Decodes the VIN (maker and model year, rules/vehicles/vin.ts) and keeps the makes and years
     * we have vehicles of: the picker is narrowed to them and the shopper chooses the model.
     */
    async byVin(input: string, now: Date = new Date()): Promise<VinLookupResult> {
      // Anything past 17 characters is malformed anyway; keep the echo short.
      const vin = normalizeVin(input.slice(0, 4 * MAX_VIN_ECHO)).slice(0, MAX_VIN_ECHO);
      const decoded = decodeVin(vin, now);
      const none = { vin, makes: [], modelYears: [], checkDigitVerified: false };
      if (!decoded.ok) return { ...none, reason: decoded.reason };
      const found = await db
        .selectFrom('vehicles')
        .select(['make_slug', 'year'])
        .distinct()
        .where('make_slug', 'in', [...decoded.makes])
        .where('year', 'in', decoded.modelYears)
        .execute();
      if (found.length === 0) return { ...none, reason: 'NO_MATCHING_VEHICLE' };
      const slugs = new Set(found.map((row) => row.make_slug));
      const makeRows = await db
        .selectFrom('vehicle_makes')
        .selectAll()
        .where('slug', 'in', [...slugs])
        .execute();
      const order = (slug: string) => decoded.makes.indexOf(slug);
      return {
        vin: decoded.vin,
        makes: makeRows.sort((a, b) => order(a.slug) - order(b.slug)),
        modelYears: decoded.modelYears.filter((year) => found.some((row) => row.year === year)),
        checkDigitVerified: decoded.checkDigit === 'required',
        reason: null,
      };
    },
  };
}

export type VehiclesService = ReturnType<typeof createVehiclesService>;

/**
 * For the catalogue: a product's three-way fitment verdict for the shopper's vehicle
 * (no vehicle → UNKNOWN; 'all' → FITS; 'unknown' → UNKNOWN; a list → FITS or DOES_NOT_FIT).
 */
export function fitmentFor(compatibility: Compatibility, vehicleId: string | null | undefined): FitmentVerdict {
  return fitmentVerdict(compatibility, vehicleId);
}

/**
 * For the catalogue's vehicle filter (spec section 9): true when the product is 'all' or its list
 * holds the vehicle; 'unknown' never passes; no vehicle → the filter is off and everything passes.
 */
export function fitsVehicle(compatibility: Compatibility, vehicleId: string | null | undefined): boolean {
  return isCompatible(compatibility, vehicleId);
}

/**
 * For the catalogue's seeder: a product's fitment rule as stored compatibility — 'all', 'unknown'
 * or the ids of every vehicle the rule matches (an object rule never collapses to 'all').
 */
export function compatibleVehicleIds(rule: FitmentRule): Compatibility {
  return expandFitment(rule);
}
