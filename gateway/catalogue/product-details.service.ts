import { type Kysely, sql } from 'kysely';
import type { DB } from '../store/schema';

/** Batched reads of what hangs off products (used by the per-request loaders). */
export function createProductDetailsService(db: Kysely<DB>) {
  const ids = (productIds: readonly number[]) => [...productIds];
  return {
    images: (productIds: readonly number[]) =>
      db.selectFrom('product_images').selectAll().where('product_id', 'in', ids(productIds)).orderBy('position').execute(),
    attributes: (productIds: readonly number[]) =>
      db.selectFrom('product_attributes').selectAll().where('product_id', 'in', ids(productIds)).orderBy('position').execute(),
    options: (productIds: readonly number[]) =>
      db.selectFrom('product_options').selectAll().where('product_id', 'in', ids(productIds)).orderBy('position').execute(),
    optionValues: (optionIds: readonly number[]) =>
      db.selectFrom('product_option_values as v').leftJoin('colors as c', 'c.slug', 'v.color_slug')
        .selectAll('v').select('c.hex').where('v.option_id', 'in', [...optionIds]).orderBy('v.position').execute(),
    tags: (productIds: readonly number[]) =>
      db.selectFrom('product_tags as pt').innerJoin('tags as t', 't.id', 'pt.tag_id')
        .select(['pt.product_id', 't.name']).where('pt.product_id', 'in', ids(productIds)).orderBy('pt.position').execute(),
    directCategories: (productIds: readonly number[]) =>
      db.selectFrom('product_categories as pc').innerJoin('categories as c', 'c.id', 'pc.category_id')
        .selectAll('c').select('pc.product_id').where('pc.product_id', 'in', ids(productIds)).where('pc.direct', '=', true)
        .orderBy('c.position').execute(),
    types: (typeIds: readonly number[]) =>
      db.selectFrom('product_types').selectAll().where('id', 'in', [...typeIds]).execute(),
    compatibleVehicles: (productIds: readonly number[]) =>
      db.selectFrom('product_compatibility').select(['product_id', 'vehicle_id']).where('product_id', 'in', ids(productIds))
        .orderBy('vehicle_id').execute(),
    /** Whether each product fits the vehicle (only LIST products need a look-up). */
    fits: (pairs: readonly { productId: number; vehicleId: string }[]) =>
      db.selectFrom('product_compatibility').select(['product_id', 'vehicle_id'])
        .where(sql<boolean>`(product_id, vehicle_id) in (${sql.join(pairs.map((p) => sql`(${p.productId}, ${p.vehicleId})`))})`)
        .execute(),
  };
}

export type ProductDetailsService = ReturnType<typeof createProductDetailsService>;
