/**
 * Compact builders for the model tables. Engines are written as
 * `e(variant, label, powertrain, from, to)`; models as `model(make, slug, name, type, engines)`.
 */
import type { Powertrain, VehicleEngine, VehicleModel, VehicleType } from './types';

export function e(variant: string, label: string, powertrain: Powertrain, from: number, to: number): VehicleEngine {
  return { variant, label, powertrain, from, to };
}

export function model(
  makeSlug: string,
  slug: string,
  name: string,
  vehicleType: VehicleType,
  engines: VehicleEngine[],
): VehicleModel {
  return { key: `${makeSlug}/${slug}`, makeSlug, slug, name, vehicleType, engines };
}

type ModelBuilder = (slug: string, name: string, engines: VehicleEngine[]) => VehicleModel;

/** Builder of a make's four-wheeler models. */
export function car(makeSlug: string): ModelBuilder {
  return (slug, name, engines) => model(makeSlug, slug, name, 'four-wheeler', engines);
}

/** Builder of a make's two-wheeler models. */
export function bike(makeSlug: string): ModelBuilder {
  return (slug, name, engines) => model(makeSlug, slug, name, 'two-wheeler', engines);
}

/** Builder of a make's three-wheeler models (auto-rickshaws and small goods carriers). */
export function threeWheeler(makeSlug: string): ModelBuilder {
  return (slug, name, engines) => model(makeSlug, slug, name, 'three-wheeler', engines);
}
