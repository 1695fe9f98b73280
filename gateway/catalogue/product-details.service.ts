import { type Kysely, sql } from 'kysely';
import type { DB } from '../store/schema';
import type { CompatibleModelRow } from '../vehicles/vehicles.mappers';
import { type ProductRelation, relationsOf } from './product-query';

/** Batched reads of what hangs off products (used by the per-request loaders). */
export function createProductDetailsService(db: Kysely<DB>) {
  const ids = (productIds: readonly number[]) => [...productIds];
  /** The products' fitting vehicles that exist (`pc`, `v`). */
  const fittingVehicles = (productIds: readonly number[]) =>
    db
      .selectFrom('product_compatibility as pc')
      .innerJoin('vehicles as v', 'v.id', 'pc.vehicle_id')
      .where('pc.product_id', 'in', [...new Set(productIds)]);
  return {
    /**
     * The rows of every relation asked for, in ONE statement (a JSON array per relation): the
     * relations a GraphQL wave asks for cost one round trip instead of one each.
     */
    async relations(
      wanted: Partial<Record<ProductRelation, readonly number[]>>,
    ): Promise<Partial<Record<ProductRelation, unknown[]>>> {
      const columns = relationsOf(wanted);
      if (columns.length === 0) return {};
      const { rows } = await sql<Record<ProductRelation, unknown[]>>`select ${sql.join(columns)}`.execute(db);
      return rows[0]!;
    },
    types: (typeIds: readonly number[]) =>
      db
        .selectFrom('product_types')
        .selectAll()
        .where('id', 'in', [...typeIds])
        .execute(),
    compatibleVehicles: (productIds: readonly number[]) =>
      db
        .selectFrom('product_compatibility')
        .select(['product_id', 'vehicle_id'])
        .where('product_id', 'in', ids(productIds))
        .orderBy('vehicle_id')
        .execute(),
    /**
     * Each product's fitting vehicles grouped by make and model, one row per model with its years
     * and how many vehicles fit: the database groups them, so no vehicle row leaves it.
     */
    compatibleModels: (productIds: readonly number[]): Promise<CompatibleModelRow[]> =>
      fittingVehicles(productIds)
        .innerJoin('vehicle_makes as mk', 'mk.slug', 'v.make_slug')
        .innerJoin('vehicle_models as md', (join) =>
          join.onRef('md.make_slug', '=', 'v.make_slug').onRef('md.slug', '=', 'v.model_slug'),
        )
        .select(['pc.product_id', 'v.make_slug', 'v.model_slug', 'mk.name as make_name', 'md.name as model_name'])
        .select('md.vehicle_type')
        .select(sql<number[]>`array_agg(distinct v.year order by v.year)`.as('years'))
        .select(sql<number>`count(*)::integer`.as('vehicle_count'))
        .groupBy(['pc.product_id', 'v.make_slug', 'v.model_slug', 'mk.name', 'md.name', 'md.vehicle_type'])
        .execute(),
    /** The engines of each product's fitting vehicles per model, newest year first, then by vehicle id. */
    modelEngines: (productIds: readonly number[]) =>
      fittingVehicles(productIds)
        .select(['pc.product_id', 'v.make_slug', 'v.model_slug'])
        .select(sql<string[]>`array_agg(v.engine order by v.year desc, v.id)`.as('engines'))
        .groupBy(['pc.product_id', 'v.make_slug', 'v.model_slug'])
        .execute(),
    /** The ids of the vehicles of one model that each product fits, by vehicle id. */
    modelVehicleIds: (wanted: readonly { productId: number; makeSlug: string; modelSlug: string }[]) =>
      fittingVehicles(wanted.map((w) => w.productId))
        .select(['pc.product_id', 'v.make_slug', 'v.model_slug', 'v.id as vehicle_id'])
        .where(
          sql<boolean>`(pc.product_id, v.make_slug, v.model_slug) in (${sql.join(
            wanted.map((w) => sql`(${w.productId}, ${w.makeSlug}, ${w.modelSlug})`),
          )})`,
        )
        .orderBy('v.id')
        .execute(),
    /** Whether each product fits the vehicle (only LIST products need a look-up). */
    fits: (pairs: readonly { productId: number; vehicleId: string }[]) =>
      db
        .selectFrom('product_compatibility')
        .select(['product_id', 'vehicle_id'])
        .where(
          sql<boolean>`(product_id, vehicle_id) in (${sql.join(pairs.map((p) => sql`(${p.productId}, ${p.vehicleId})`))})`,
        )
        .execute(),
  };
}

export type ProductDetailsService = ReturnType<typeof createProductDetailsService>;
