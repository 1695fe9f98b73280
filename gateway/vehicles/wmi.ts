/**
 * World manufacturer identifier (WMI, VIN positions 1–3) lookup against the makes' `wmis` data.
 * The codes themselves, and how sure we are of each, are documented in seed/makes.ts.
 */
import { VEHICLE_MAKES } from './seed';
import type { VehicleMake } from './seed';

const WMI_PATTERN = /^[A-HJ-NPR-Z0-9]{3}$/;
const indexCache = new WeakMap<readonly VehicleMake[], ReadonlyMap<string, VehicleMake>>();

/** True for three characters of the VIN alphabet (ISO 3779: no I, O or Q). */
export function isWellFormedWmi(wmi: string): boolean {
  return WMI_PATTERN.test(wmi);
}

/** Map WMI → make. Throws if two makes claim the same WMI (the data must be unambiguous). */
export function buildWmiIndex(makes: readonly VehicleMake[]): ReadonlyMap<string, VehicleMake> {
  const index = new Map<string, VehicleMake>();
  for (const make of makes) {
    for (const wmi of make.wmis) {
      const owner = index.get(wmi);
      if (owner && owner.slug !== make.slug) {
        throw new Error(`WMI ${wmi} is claimed by both ${owner.slug} and ${make.slug}`);
      }
      index.set(wmi, make);
    }
  }
  return index;
}

function wmiIndex(makes: readonly VehicleMake[]): ReadonlyMap<string, VehicleMake> {
  let index = indexCache.get(makes);
  if (!index) {
    index = buildWmiIndex(makes);
    indexCache.set(makes, index);
  }
  return index;
}

/** The make whose Indian WMI this is (case-insensitive), or null when unknown. */
export function makeForWmi(
  wmi: string,
  makes: readonly VehicleMake[] = VEHICLE_MAKES,
): VehicleMake | null {
  return wmiIndex(makes).get(wmi.trim().toUpperCase()) ?? null;
}

/** Every WMI in the data, sorted. */
export function knownWmis(makes: readonly VehicleMake[] = VEHICLE_MAKES): string[] {
  return [...wmiIndex(makes).keys()].sort();
}
