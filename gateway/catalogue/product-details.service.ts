import { type Kysely, sql } from 'kysely';
import type { DB } from '../store/schema';
import { type ProductRelation, relationsOf } from './product-query';

/** Batched reads of what hangs off products (used by the per-request loaders). */
export function createProductDetailsService(db: Kysely<DB>) {
  const ids = (productIds: readonly number[]) => [...productIds];
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
