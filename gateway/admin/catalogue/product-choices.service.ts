/**
 * What the product form chooses from (schema/admin/catalogue-choices.graphql): part types, the
 * colour palette, and vehicles by make and model, with the names of a product's chosen vehicles.
 * Reads only; the vehicles as the shop reads them (vehicles/vehicles.queries.ts). The checks of a
 * product's fields stay in catalogue-lookup.ts.
 */
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../store/schema';
import type { VehicleRow } from '../../vehicles/vehicles.mappers';
import { readMakes, readModels, readModelVehicles, readVehiclesByIds } from '../../vehicles/vehicles.queries';
import { MAX_SLUG_LENGTH } from '../../vehicles/vehicles.service';

export interface AdminVehicleView {
  id: string;
  year: number;
  make: string;
  model: string;
  engine: string;
}

/** The admin API's vehicle: the shop's row with only the names the form shows. */
const adminVehicle = (row: VehicleRow): AdminVehicleView => ({
  id: row.id,
  year: row.year,
  make: row.make_name,
  model: row.model_name,
  engine: row.engine,
});

export function createProductChoicesService(db: Kysely<DB>) {
  const tooLong = (...slugs: string[]) => slugs.some((s) => s.length > MAX_SLUG_LENGTH);

  return {
    partTypes: () =>
      db
        .selectFrom('product_types')
        .select(['slug', 'name'])
        .orderBy(sql`lower(name)`)
        .execute(),
    colors: () => db.selectFrom('colors').select(['slug', 'name', 'hex']).orderBy('position').execute(),
    makes: () => readMakes(db),
    models: async (make: string) => (tooLong(make) ? [] : readModels(db, make)),
    /** Every vehicle of the model: newest year first, then the maker's order. */
    vehicles: async (make: string, model: string): Promise<AdminVehicleView[]> =>
      tooLong(make, model) ? [] : (await readModelVehicles(db, make, model)).map(adminVehicle),
    /** The vehicles with these ids that exist, by make, model, year (newest first) and engine order. */
    named: async (ids: readonly string[]): Promise<AdminVehicleView[]> =>
      (await readVehiclesByIds(db, ids, 'byName')).map(adminVehicle),
  };
}

export type ProductChoicesService = ReturnType<typeof createProductChoicesService>;
