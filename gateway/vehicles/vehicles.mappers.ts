import type { RegistrationMark } from '../../rules/vehicles/registration-mark';
import type { Selectable } from 'kysely';
import type { DB } from '../store/schema';
import type { VinFailureReason } from '../../rules/vehicles/vin';

/** A vehicle row joined with its make's and model's names and type. */
export interface VehicleRow extends Selectable<DB['vehicles']> {
  make_name: string;
  model_name: string;
  vehicle_type: Selectable<DB['vehicle_models']>['vehicle_type'];
}

/**
 * One make and model of a product's fitting vehicles (`CompatibleModel`), read grouped by the
 * database: the model's years ascending and how many of its vehicles fit.
 */
export interface CompatibleModelRow {
  product_id: number;
  make_slug: string;
  model_slug: string;
  make_name: string;
  model_name: string;
  vehicle_type: VehicleRow['vehicle_type'];
  years: number[];
  vehicle_count: number;
}

export type VehicleMakeRow = Selectable<DB['vehicle_makes']>;
export type VehicleModelRow = Selectable<DB['vehicle_models']>;

/** The service's answer to a VIN lookup; the resolvers expose it as `VinLookup`. */
export interface VinLookupResult {
  vin: string;
  makes: VehicleMakeRow[];
  modelYears: number[];
  checkDigitVerified: boolean;
  reason: VinFailureReason | 'NO_MATCHING_VEHICLE' | null;
}

/** A parsed registration mark (rules/vehicles/registration-mark.ts), as `RegistrationMark` resolvers see it. */
export type RegistrationMarkValue = RegistrationMark;
