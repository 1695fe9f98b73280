import { type Kysely, sql } from 'kysely';
import type { DB } from '../store/schema';
import { fittingModels } from './fitting-models.sql';
import { type ProductRelation, relationsOf } from './product-query';

/** Batched reads of what hangs off products (used by the per-request loaders). */
export function createProductDetailsService(
  db: Kysely<DB>,
  options: { fitmentTable: boolean } = { fitmentTable: true },
) {
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
    /** Each product's fitting vehicles grouped by make and model (fitting-models.sql.ts). */
    compatibleModels: fittingModels(db, { stored: options.fitmentTable }),
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
