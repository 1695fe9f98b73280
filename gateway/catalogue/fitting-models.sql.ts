import { type Kysely, sql } from 'kysely';
import type { DB } from '../store/schema';
import type { CompatibleModelRow } from '../vehicles/vehicles.mappers';

/**
 * Each product's fitting vehicles grouped by make and model, one row per model with its years and
 * how many vehicles fit (`Product.compatibleModels`), in no particular order. Two ways, the same
 * rows (docs/decisions/059): `FITMENT_TABLE` chooses.
 */
export type FittingModelsRead = (productIds: readonly number[]) => Promise<CompatibleModelRow[]>;

/** The groups the database keeps (`product_fitting_models`, migration 0980): one row per model read. */
export const storedFittingModels =
  (db: Kysely<DB>): FittingModelsRead =>
  (productIds) =>
    db
      .selectFrom('product_fitting_models as f')
      .innerJoin('vehicle_makes as mk', 'mk.slug', 'f.make_slug')
      .innerJoin('vehicle_models as md', (join) =>
        join.onRef('md.make_slug', '=', 'f.make_slug').onRef('md.slug', '=', 'f.model_slug'),
      )
      .select(['f.product_id', 'f.make_slug', 'f.model_slug', 'mk.name as make_name', 'md.name as model_name'])
      .select(['md.vehicle_type', 'f.years', 'f.vehicle_count'])
      .where('f.product_id', 'in', [...new Set(productIds)])
      .execute();

/** The fitting vehicles grouped when read (decision 055): every fitting vehicle row is read. */
export const groupedFittingModels =
  (db: Kysely<DB>): FittingModelsRead =>
  (productIds) =>
    db
      .selectFrom('product_compatibility as pc')
      .innerJoin('vehicles as v', 'v.id', 'pc.vehicle_id')
      .innerJoin('vehicle_makes as mk', 'mk.slug', 'v.make_slug')
      .innerJoin('vehicle_models as md', (join) =>
        join.onRef('md.make_slug', '=', 'v.make_slug').onRef('md.slug', '=', 'v.model_slug'),
      )
      .select(['pc.product_id', 'v.make_slug', 'v.model_slug', 'mk.name as make_name', 'md.name as model_name'])
      .select('md.vehicle_type')
      .select(sql<number[]>`array_agg(distinct v.year order by v.year)`.as('years'))
      .select(sql<number>`count(*)::integer`.as('vehicle_count'))
      .where('pc.product_id', 'in', [...new Set(productIds)])
      .groupBy(['pc.product_id', 'v.make_slug', 'v.model_slug', 'mk.name', 'md.name', 'md.vehicle_type'])
      .execute();

/** The one place that chooses: the kept groups when `FITMENT_TABLE` is on, else grouping when read. */
export const fittingModels = (db: Kysely<DB>, { stored }: { stored: boolean }): FittingModelsRead =>
  stored ? storedFittingModels(db) : groupedFittingModels(db);
