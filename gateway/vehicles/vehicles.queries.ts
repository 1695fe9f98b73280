/**
 * The vehicle reference data as both APIs read it: the shop's picker (year → make → model →
 * engine, vehicles.service.ts) and the back office's product form (make → model → every year and
 * engine, admin/catalogue/product-choices.service.ts). One place for the joins and the orders;
 * callers check their arguments first.
 */
import { type Kysely, sql } from 'kysely';
import type { DB } from '../store/schema';
import type { VehicleMakeRow, VehicleModelRow, VehicleRow } from './vehicles.mappers';

/** Vehicles joined with their make's and model's names and type: the shape of `VehicleRow`. */
export function selectVehicleRows(db: Kysely<DB>) {
  return db
    .selectFrom('vehicles as v')
    .innerJoin('vehicle_makes as mk', 'mk.slug', 'v.make_slug')
    .innerJoin('vehicle_models as md', (join) =>
      join.onRef('md.make_slug', '=', 'v.make_slug').onRef('md.slug', '=', 'v.model_slug'),
    )
    .selectAll('v')
    .select(['mk.name as make_name', 'md.name as model_name', 'md.vehicle_type']);
}

/** Makes by name (case-insensitive); with a year, only those with a vehicle in it. */
export function readMakes(db: Kysely<DB>, year?: number): Promise<VehicleMakeRow[]> {
  return db
    .selectFrom('vehicle_makes as mk')
    .selectAll('mk')
    .$if(year !== undefined, (makes) =>
      makes.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('vehicles as v')
            .select('v.id')
            .whereRef('v.make_slug', '=', 'mk.slug')
            .where('v.year', '=', year!),
        ),
      ),
    )
    .orderBy(sql`lower(mk.name)`)
    .execute();
}

/** Models of the make (slug) by name (case-insensitive); with a year, only those with a vehicle in it. */
export function readModels(db: Kysely<DB>, makeSlug: string, year?: number): Promise<VehicleModelRow[]> {
  return db
    .selectFrom('vehicle_models as md')
    .selectAll('md')
    .where('md.make_slug', '=', makeSlug)
    .$if(year !== undefined, (models) =>
      models.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('vehicles as v')
            .select('v.id')
            .whereRef('v.make_slug', '=', 'md.make_slug')
            .whereRef('v.model_slug', '=', 'md.slug')
            .where('v.year', '=', year!),
        ),
      ),
    )
    .orderBy(sql`lower(md.name)`)
    .execute();
}

/**
 * The vehicles of a model (make and model slugs): of one year in the maker's order, or without a
 * year every one, newest year first and then the maker's order.
 */
export function readModelVehicles(
  db: Kysely<DB>,
  makeSlug: string,
  modelSlug: string,
  year?: number,
): Promise<VehicleRow[]> {
  const vehicles = selectVehicleRows(db).where('v.make_slug', '=', makeSlug).where('v.model_slug', '=', modelSlug);
  return (year === undefined ? vehicles.orderBy('v.year', 'desc') : vehicles.where('v.year', '=', year))
    .orderBy('v.position')
    .execute();
}

/**
 * The vehicles that exist among `ids`, each once: in no particular order, or `byName` by make,
 * model, year (newest first) and the maker's order.
 */
export async function readVehiclesByIds(
  db: Kysely<DB>,
  ids: readonly string[],
  order?: 'byName',
): Promise<VehicleRow[]> {
  if (ids.length === 0) return [];
  const vehicles = selectVehicleRows(db).where('v.id', 'in', [...new Set(ids)]);
  if (order !== 'byName') return vehicles.execute();
  return vehicles
    .orderBy(sql`lower(mk.name)`)
    .orderBy(sql`lower(md.name)`)
    .orderBy('v.year', 'desc')
    .orderBy('v.position')
    .execute();
}
