import { type Kysely, sql } from 'kysely';
import type { DB } from '../store/schema';

export interface OptionValueJson {
  slug: string;
  name: string;
  color: string | null;
}

/** Batched reads of what hangs off products (used by the per-request loaders). */
export function createProductDetailsService(db: Kysely<DB>) {
  const ids = (productIds: readonly number[]) => [...productIds];
  return {
    images: (productIds: readonly number[]) =>
      db
        .selectFrom('product_images')
        .selectAll()
        .where('product_id', 'in', ids(productIds))
        .orderBy('position')
        .execute(),
    attributes: (productIds: readonly number[]) =>
      db
        .selectFrom('product_attributes')
        .selectAll()
        .where('product_id', 'in', ids(productIds))
        .orderBy('position')
        .execute(),
    /** Options with their values (in the same statement: lists show them on every card). */
    options: (productIds: readonly number[]) =>
      db
        .selectFrom('product_options as o')
        .selectAll('o')
        .select(
          sql<
            OptionValueJson[]
          >`coalesce((select json_agg(json_build_object('slug', v.slug, 'name', v.name, 'color', c.hex) order by v.position)
          from product_option_values v left join colors c on c.slug = v.color_slug where v.option_id = o.id), '[]')`.as(
            'values',
          ),
        )
        .where('o.product_id', 'in', ids(productIds))
        .orderBy('o.position')
        .execute(),
    tags: (productIds: readonly number[]) =>
      db
        .selectFrom('product_tags as pt')
        .innerJoin('tags as t', 't.id', 'pt.tag_id')
        .select(['pt.product_id', 't.name'])
        .where('pt.product_id', 'in', ids(productIds))
        .orderBy('pt.position')
        .execute(),
    directCategories: (productIds: readonly number[]) =>
      db
        .selectFrom('product_categories as pc')
        .innerJoin('categories as c', 'c.id', 'pc.category_id')
        .selectAll('c')
        .select('pc.product_id')
        .where('pc.product_id', 'in', ids(productIds))
        .where('pc.direct', '=', true)
        .orderBy('c.position')
        .execute(),
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
