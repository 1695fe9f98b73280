/**
 * Shapes of the vehicle reference data (seed). Pure data: no database, GraphQL or HTTP code.
 */

export type VehicleType = 'two-wheeler' | 'four-wheeler';
export type Powertrain = 'petrol' | 'diesel' | 'cng' | 'electric';

export interface VehicleMake {
  slug: string;
  name: string;
  /**
   * World manufacturer identifiers (VIN positions 1–3) this make's Indian-built vehicles carry.
   * Each WMI belongs to exactly one make in our data.
   */
  wmis: readonly string[];
  /**
   * Whether the make's VINs carry the North-American check digit in position 9.
   * Indian rules (CMVR / AIS-065) do not require it, so it is validated only where this is true.
   */
  usesCheckDigit: boolean;
  /** Plant letter we put in VIN position 11 when building demo VINs (cosmetic, never decoded). */
  plantCode: string;
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
  /**
   * Our reference table of manufacturer VDS model codes: the first 2–3 characters of the VDS
   * (VIN positions 4–…) that identify this model within its make. Prefix-free within a make.
   * The character right after it is the engine code (see `ENGINE_CODES` in vin-match.ts).
   */
  vdsPrefix: string;
  /** Set when the make has several WMIs and this model is built under one of them only. */
  wmi?: string;
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
