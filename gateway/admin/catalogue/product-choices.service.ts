/**
 * What the product form chooses from (schema/admin/catalogue-choices.graphql): part types, the
 * colour palette, and vehicles by make and model, with the names of a product's chosen vehicles.
 * Reads only; the checks of a product's fields stay in catalogue-lookup.ts.
 */
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../store/schema';
import { MAX_SLUG_LENGTH } from '../../vehicles/vehicles.service';

export interface AdminVehicleView {
  id: string;
  year: number;
  make: string;
  model: string;
  engine: string;
}

export function createProductChoicesService(db: Kysely<DB>) {
  const vehicles = () =>
    db
      .selectFrom('vehicles as v')
      .innerJoin('vehicle_makes as mk', 'mk.slug', 'v.make_slug')
      .innerJoin('vehicle_models as md', (join) =>
        join.onRef('md.make_slug', '=', 'v.make_slug').onRef('md.slug', '=', 'v.model_slug'),
      )
      .select(['v.id', 'v.year', 'mk.name as make', 'md.name as model', 'v.engine']);
  const tooLong = (...slugs: string[]) => slugs.some((s) => s.length > MAX_SLUG_LENGTH);

  return {
    partTypes: () =>
      db
        .selectFrom('product_types')
        .select(['slug', 'name'])
        .orderBy(sql`lower(name)`)
        .execute(),
    colors: () => db.selectFrom('colors').select(['slug', 'name', 'hex']).orderBy('position').execute(),
    makes: () =>
      db
        .selectFrom('vehicle_makes')
        .select(['slug', 'name'])
        .orderBy(sql`lower(name)`)
        .execute(),
    models: async (make: string) =>
      tooLong(make)
        ? []
        : db
            .selectFrom('vehicle_models')
            .select(['slug', 'name'])
            .where('make_slug', '=', make)
            .orderBy(sql`lower(name)`)
            .execute(),
    /** Every vehicle of the model: newest year first, then the maker's order. */
    vehicles: async (make: string, model: string): Promise<AdminVehicleView[]> =>
      tooLong(make, model)
        ? []
        : vehicles()
            .where('v.make_slug', '=', make)
            .where('v.model_slug', '=', model)
            .orderBy('v.year', 'desc')
            .orderBy('v.position')
            .execute(),
    /** The vehicles with these ids that exist, by make, model, year (newest first) and engine order. */
    named: async (ids: readonly string[]): Promise<AdminVehicleView[]> =>
      ids.length === 0
        ? []
        : vehicles()
            .where(sql<boolean>`v.id = any(${[...new Set(ids)]}::text[])`)
            .orderBy(sql`lower(mk.name)`)
            .orderBy(sql`lower(md.name)`)
            .orderBy('v.year', 'desc')
            .orderBy('v.position')
            .execute(),
  };
}

export type ProductChoicesService = ReturnType<typeof createProductChoicesService>;
