import type { Kysely } from 'kysely';
import type { DB } from '../store/schema';

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
