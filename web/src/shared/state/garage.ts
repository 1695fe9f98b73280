import { makeVar } from '@apollo/client';
import { useReactiveVar } from '@apollo/client/react';
import { persistedVar } from './persisted-state';

/**
 * The shopper's garage (spec section 4, decisions 006 and 008). Anonymous shoppers keep vehicle ids
 * in the browser; signed-in shoppers' garage lives on the server and the garage feature mirrors it
 * into `garageVehiclesVar`. The current vehicle is an id, kept while it is still in the garage.
 */
export const MAX_BROWSER_GARAGE = 50;

/** What every feature needs to name a vehicle ("2019 Swift 1.2L VXi Petrol"). */
export interface GarageVehicle {
  id: string;
  year: number;
  make: string;
  model: string;
  engine: string;
}

const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 120;

/** Vehicle ids of the browser (anonymous) garage, in the order added. */
export const garageIdsVar = persistedVar<string[]>('garage', [], (value) =>
  Array.isArray(value) && value.every(isId) ? [...new Set(value)].slice(0, MAX_BROWSER_GARAGE) : undefined,
);

/** Id of the current vehicle (spec: "current vehicle is set by id"), or null for all vehicles. */
export const currentVehicleVar = persistedVar<string | null>('currentVehicle', null, (value) =>
  value === null || isId(value) ? value : undefined,
);

/** Id of the signed-in shopper the browser garage was last merged into (null: anonymous). */
export const garageOwnerVar = persistedVar<string | null>('garageOwner', null, (value) =>
  value === null || isId(value) ? value : undefined,
);

/** The garage's vehicles as last loaded (browser or account garage); not persisted. */
export const garageVehiclesVar = makeVar<GarageVehicle[]>([]);

const sameIds = (a: readonly { id: string }[], b: readonly { id: string }[]) =>
  a.length === b.length && a.every((v, i) => v.id === b[i]!.id);

/**
 * Refreshes the garage's items. Spec section 4: the current vehicle is kept when it is still in
 * the garage, otherwise it becomes null (all vehicles).
 */
export function refreshGarage(vehicles: readonly GarageVehicle[]): void {
  if (!sameIds(garageVehiclesVar(), vehicles)) garageVehiclesVar([...vehicles]);
  const current = currentVehicleVar();
  if (current !== null && !vehicles.some((v) => v.id === current)) currentVehicleVar(null);
}

/** Sets the current vehicle by id (null: all vehicles); an id not in the garage is ignored. */
export function selectVehicle(id: string | null): void {
  if (id !== null && !garageVehiclesVar().some((v) => v.id === id)) return;
  if (currentVehicleVar() !== id) currentVehicleVar(id);
}

/** Adds an id to the browser garage (no duplicates); false when it is full. */
export function addBrowserVehicle(id: string): boolean {
  const ids = garageIdsVar();
  if (ids.includes(id)) return true;
  if (ids.length >= MAX_BROWSER_GARAGE) return false;
  garageIdsVar([...ids, id]);
  return true;
}

export function removeBrowserVehicle(id: string): void {
  const ids = garageIdsVar();
  if (ids.includes(id)) garageIdsVar(ids.filter((v) => v !== id));
}

/** "2019 Swift 1.2L VXi Petrol": model year, model and engine or variant. */
export function vehicleLabel(vehicle: Pick<GarageVehicle, 'year' | 'model' | 'engine'>): string {
  return `${vehicle.year} ${vehicle.model} ${vehicle.engine}`;
}

/** The current vehicle's id, for `fitment(vehicleId:)` and the list's vehicle filter. */
export function useCurrentVehicleId(): string | null {
  return useReactiveVar(currentVehicleVar);
}

/** The current vehicle with its label, or null (none chosen, or its details not loaded yet). */
export function useCurrentVehicle(): (GarageVehicle & { label: string }) | null {
  const id = useReactiveVar(currentVehicleVar);
  const vehicles = useReactiveVar(garageVehiclesVar);
  const vehicle = id ? vehicles.find((v) => v.id === id) : undefined;
  return vehicle ? { ...vehicle, label: vehicleLabel(vehicle) } : null;
}
