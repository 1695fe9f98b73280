import { type Expression, type Kysely, sql } from 'kysely';
import type { DB } from '../store/schema';

export interface OptionValueJson {
  slug: string;
  name: string;
  color: string | null;
}

/** What hangs off a product and is read with the other relations of the same wave. */
export type ProductRelation = 'images' | 'attributes' | 'options' | 'tags' | 'categories';

/** Batched reads of what hangs off products (used by the per-request loaders). */
export function createProductDetailsService(db: Kysely<DB>) {
  const ids = (productIds: readonly number[]) => [...productIds];
  /** Each relation's rows (with `product_id`) and the order they come in (within a product). */
  const RELATIONS: Record<
    ProductRelation,
    (productIds: readonly number[]) => { rows: Expression<unknown>; order: string }
  > = {
    images: (productIds) => ({
      rows: db.selectFrom('product_images').selectAll().where('product_id', 'in', ids(productIds)),
      order: 'position',
    }),
    attributes: (productIds) => ({
      rows: db.selectFrom('product_attributes').selectAll().where('product_id', 'in', ids(productIds)),
      order: 'position',
    }),
    /** Options with their values (lists show them on every card). */
    options: (productIds) => ({
      rows: db
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
        .where('o.product_id', 'in', ids(productIds)),
      order: 'position',
    }),
    tags: (productIds) => ({
      rows: db
        .selectFrom('product_tags as pt')
        .innerJoin('tags as t', 't.id', 'pt.tag_id')
        .select(['pt.product_id', 't.name', 'pt.position'])
        .where('pt.product_id', 'in', ids(productIds)),
      order: 'position',
    }),
    /** The categories a product is filed in directly (not their ancestors). */
    categories: (productIds) => ({
      rows: db
        .selectFrom('product_categories as pc')
        .innerJoin('categories as c', 'c.id', 'pc.category_id')
        .selectAll('c')
        .select('pc.product_id')
        .where('pc.product_id', 'in', ids(productIds))
        .where('pc.direct', '=', true),
      order: 'position',
    }),
  };
  return {
    /**
     * The rows of every relation asked for, in ONE statement (a JSON array per relation): the
     * relations a GraphQL wave asks for cost one round trip instead of one each. No relation
     * row has a date column, so JSON returns the same values as a row would.
     */
    async relations(
      wanted: Partial<Record<ProductRelation, readonly number[]>>,
    ): Promise<Partial<Record<ProductRelation, unknown[]>>> {
      const asked = (Object.keys(wanted) as ProductRelation[]).filter((name) => wanted[name]!.length > 0);
      if (asked.length === 0) return {};
      const columns = asked.map((name) => {
        const { rows, order } = RELATIONS[name](wanted[name]!);
        return sql`(select coalesce(json_agg(x order by x.${sql.ref(order)}), '[]') from (${rows}) x)`.as(name);
      });
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
