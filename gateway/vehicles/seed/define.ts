/**
 * Compact builders for the model tables. Engines are written as
 * `e(variant, label, powertrain, from, to)`; models as `model(make, slug, name, type, vds, engines)`.
 */
import type { Powertrain, VehicleEngine, VehicleModel, VehicleType } from './types';

export function e(
  variant: string,
  label: string,
  powertrain: Powertrain,
  from: number,
  to: number,
): VehicleEngine {
  return { variant, label, powertrain, from, to };
}

export function model(
  makeSlug: string,
  slug: string,
  name: string,
  vehicleType: VehicleType,
  vdsPrefix: string,
  engines: VehicleEngine[],
  wmi?: string,
): VehicleModel {
  const base = { key: `${makeSlug}/${slug}`, makeSlug, slug, name, vehicleType, vdsPrefix, engines };
  return wmi === undefined ? base : { ...base, wmi };
}

type ModelBuilder = (slug: string, name: string, vds: string, engines: VehicleEngine[]) => VehicleModel;

/** Builder of a make's four-wheeler models (optionally pinned to one of the make's WMIs). */
export function car(makeSlug: string, wmi?: string): ModelBuilder {
  return (slug, name, vds, engines) => model(makeSlug, slug, name, 'four-wheeler', vds, engines, wmi);
}

/** Builder of a make's two-wheeler models (optionally pinned to one of the make's WMIs). */
export function bike(makeSlug: string, wmi?: string): ModelBuilder {
  return (slug, name, vds, engines) => model(makeSlug, slug, name, 'two-wheeler', vds, engines, wmi);
}
