/**
 * Shapes of the vehicle reference data (seed). Pure data: no database, GraphQL or HTTP code.
 */

export type VehicleType = 'two-wheeler' | 'three-wheeler' | 'four-wheeler';
export type Powertrain = 'petrol' | 'diesel' | 'cng' | 'electric';

export interface VehicleMake {
  slug: string;
  name: string;
  /** The WMIs (VIN positions 1–3) of a make are in rules/vehicles/wmi.ts. */
  vehicleTypes: readonly VehicleType[];
}

/** One engine / variant (or battery pack for EVs) of a model, sold over a range of model years. */
export interface VehicleEngine {
  /** Slug used as the last segment of the vehicle key, unique within the model. */
  variant: string;
  /** Display label, e.g. '1.2L K12M VXi Petrol' or '40.5 kWh Long Range'. */
  label: string;
  powertrain: Powertrain;
  /** First and last model year (inclusive). */
  from: number;
  to: number;
}

export interface VehicleModel {
  /** `make-slug/model-slug` */
  key: string;
  makeSlug: string;
  slug: string;
  name: string;
  vehicleType: VehicleType;
  engines: readonly VehicleEngine[];
}

export interface Vehicle {
  /** Stable id: `make-slug/model-slug/year/variant`, e.g. 'maruti-suzuki/swift/2019/1.2-vxi-petrol'. */
  key: string;
  year: number;
  makeSlug: string;
  make: string;
  modelSlug: string;
  model: string;
  /** Engine label, or variant/battery for EVs. */
  engine: string;
  vehicleType: VehicleType;
  powertrain: Powertrain;
}
