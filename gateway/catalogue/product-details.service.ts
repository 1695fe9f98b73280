import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { DB } from '../store/schema';

export interface OptionValueJson {
  slug: string;
  name: string;
  color: string | null;
  /** Public paths of the value's own pictures (migration 0850), main one first; empty when it has none. */
  images: string[];
}

/** What hangs off a product and is read with the other relations of the same wave. */
const PRODUCT_RELATIONS = ['images', 'attributes', 'options', 'tags', 'categories'] as const;
export type ProductRelation = (typeof PRODUCT_RELATIONS)[number];

/** Whose rows a relation reads: the products with these ids, or the product `p` of the statement around it. */
type ProductsOf = readonly number[] | 'outer';

const belongsTo = (column: string, products: ProductsOf) =>
  products === 'outer'
    ? sql<SqlBool>`${sql.ref(column)} = p.id`
    : sql<SqlBool>`${sql.ref(column)} in (${sql.join(products)})`;

/** Each relation's rows, with `product_id` and `position` (their order within a product). */
function relationRows(db: Kysely<DB>, name: ProductRelation, products: ProductsOf): Expression<unknown> {
  switch (name) {
    case 'images':
      return db.selectFrom('product_images').selectAll().where(belongsTo('product_id', products));
    case 'attributes':
      return db.selectFrom('product_attributes').selectAll().where(belongsTo('product_id', products));
    /** Options with their values (lists show them on every card). */
    case 'options':
      return db
        .selectFrom('product_options as o')
        .selectAll('o')
        .select(
          sql<
            OptionValueJson[]
          >`coalesce((select json_agg(json_build_object('slug', v.slug, 'name', v.name, 'color', c.hex,
            'images', coalesce((select json_agg(i.url order by i.position) from product_option_value_images i
              where i.option_id = v.option_id and i.value_position = v.position), '[]')) order by v.position)
          from product_option_values v left join colors c on c.slug = v.color_slug where v.option_id = o.id), '[]')`.as(
            'values',
          ),
        )
        .where(belongsTo('o.product_id', products));
    case 'tags':
      return db
        .selectFrom('product_tags as pt')
        .innerJoin('tags as t', 't.id', 'pt.tag_id')
        .select(['pt.product_id', 't.name', 'pt.position'])
        .where(belongsTo('pt.product_id', products));
    /** The categories a product is filed in directly (not their ancestors). */
    case 'categories':
      return db
        .selectFrom('product_categories as pc')
        .innerJoin('categories as c', 'c.id', 'pc.category_id')
        .selectAll('c')
        .select('pc.product_id')
        .where(belongsTo('pc.product_id', products))
        .where('pc.direct', '=', sql.lit(true));
  }
}

/** A relation's rows as one JSON array (a scalar subquery). No relation row has a date column, so JSON returns the same values as a row would. */
function relationJson(db: Kysely<DB>, name: ProductRelation, products: ProductsOf) {
  const rows = relationRows(db, name, products);
  return sql<unknown[]>`(select coalesce(json_agg(x order by x.position), '[]') from (${rows}) x)`;
}

/** The column under which a statement on products reads a relation along with each product. */
export const relationColumn = (name: ProductRelation) => `relation_${name}` as const;

/** Batched reads of what hangs off products (used by the per-request loaders). */
export function createProductDetailsService(db: Kysely<DB>) {
  const ids = (productIds: readonly number[]) => [...productIds];
  // Built once: the columns have no values of their own, and building them was most of a product
  // page's query-building time (kysely builders are immutable, so one serves every statement).
  const outerColumns = new Map(
    PRODUCT_RELATIONS.map((name) => [
      name,
      name === 'categories'
        ? // Only the ids: the rows are reference data the gateway holds (catalogueLoaders primes them).
          sql<
            number[]
          >`array(select pc.category_id from product_categories pc where pc.product_id = p.id and pc.direct = true)`.as(
            relationColumn(name),
          )
        : relationJson(db, name, 'outer').as(relationColumn(name)),
    ]),
  );
  return {
    /**
     * The rows of every relation asked for, in ONE statement (a JSON array per relation): the
     * relations a GraphQL wave asks for cost one round trip instead of one each.
     */
    async relations(
      wanted: Partial<Record<ProductRelation, readonly number[]>>,
    ): Promise<Partial<Record<ProductRelation, unknown[]>>> {
      const asked = (Object.keys(wanted) as ProductRelation[]).filter((name) => wanted[name]!.length > 0);
      if (asked.length === 0) return {};
      const columns = asked.map((name) => relationJson(db, name, wanted[name]!).as(name));
      const { rows } = await sql<Record<ProductRelation, unknown[]>>`select ${sql.join(columns)}`.execute(db);
      return rows[0]!;
    },
    /**
     * The relations as columns of a statement on products aliased `p` (relationColumn names them):
     * a product page reads its product and what hangs off it in one statement. Each holds the
     * relation's rows as JSON, but `categories` holds the ids of the product's direct categories.
     */
    relationColumns: (names: readonly ProductRelation[]) => names.map((name) => outerColumns.get(name)!),
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
