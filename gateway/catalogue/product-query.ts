/**
 * What a GraphQL operation reads of the products it returns, and the SQL that reads it along with
 * the product rows (docs/subsystems/catalogue-read-path.md, "Rows and relations"). The one place
 * that walks an operation's syntax tree and the one place that holds the relations' statements:
 * resolvers ask `productQuery(info)`, services read `columns` along with their rows, and the
 * per-request loaders (catalogue.loaders.ts) take the relations read so from `relationColumn`.
 */
import { type AliasedRawBuilder, type Expression, expressionBuilder, sql, type SqlBool } from 'kysely';
import {
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  Kind,
  type SelectionSetNode,
} from 'graphql';
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

const eb = expressionBuilder<DB, never>();

const belongsTo = (column: string, products: ProductsOf) =>
  products === 'outer'
    ? sql<SqlBool>`${sql.ref(column)} = p.id`
    : sql<SqlBool>`${sql.ref(column)} in (${sql.join(products)})`;

/** Each relation's rows, with `product_id` and `position` (their order within a product). */
function relationRows(name: ProductRelation, products: ProductsOf): Expression<unknown> {
  switch (name) {
    case 'images':
      return eb.selectFrom('product_images').selectAll().where(belongsTo('product_id', products));
    case 'attributes':
      return eb.selectFrom('product_attributes').selectAll().where(belongsTo('product_id', products));
    /** Options with their values (lists show them on every card). */
    case 'options':
      return eb
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
      return eb
        .selectFrom('product_tags as pt')
        .innerJoin('tags as t', 't.id', 'pt.tag_id')
        .select(['pt.product_id', 't.name', 'pt.position'])
        .where(belongsTo('pt.product_id', products));
    /** The categories a product is filed in directly (not their ancestors). */
    case 'categories':
      return eb
        .selectFrom('product_categories as pc')
        .innerJoin('categories as c', 'c.id', 'pc.category_id')
        .selectAll('c')
        .select('pc.product_id')
        .where(belongsTo('pc.product_id', products))
        .where('pc.direct', '=', sql.lit(true));
  }
}

/** A relation's rows as one JSON array (a scalar subquery). No relation row has a date column, so JSON returns the same values as a row would. */
const relationJson = (name: ProductRelation, products: ProductsOf) =>
  sql<unknown[]>`(select coalesce(json_agg(x order by x.position), '[]') from (${relationRows(name, products)}) x)`;

/**
 * The columns of one statement that read the relations of these products, one JSON array each
 * (ProductDetailsService.relations: every relation a GraphQL wave asks for in one round trip).
 */
export const relationsOf = (wanted: Partial<Record<ProductRelation, readonly number[]>>) =>
  (Object.keys(wanted) as ProductRelation[])
    .filter((name) => wanted[name]!.length > 0)
    .map((name) => relationJson(name, wanted[name]!).as(name));

/** The column under which a statement on products reads a relation along with each product. */
export const relationColumn = (name: ProductRelation) => `relation_${name}` as const;

/**
 * Each relation as a column of a statement on products aliased `p`. Built once: they have no
 * values of their own, and building them was most of a product page's query-building time.
 * `categories` holds only the ids of the direct categories: their rows are reference data the
 * gateway holds (catalogueLoaders primes them).
 */
const OUTER_COLUMNS = new Map<ProductRelation, AliasedRawBuilder<unknown, string>>(
  PRODUCT_RELATIONS.map((name) => [
    name,
    name === 'categories'
      ? sql<
          number[]
        >`array(select pc.category_id from product_categories pc where pc.product_id = p.id and pc.direct = true)`.as(
          relationColumn(name),
        )
      : relationJson(name, 'outer').as(relationColumn(name)),
  ]),
);

/** What an operation reads of its products beyond their rows: the relations and the columns that read them along. */
export interface ProductQuery {
  relations: readonly ProductRelation[];
  /** Columns for a statement on products aliased `p`, named by relationColumn. */
  columns: readonly AliasedRawBuilder<unknown, string>[];
  /** One string per set of relations (statements built per query are kept under it). */
  key: string;
}

const queryOf = (relations: readonly ProductRelation[]): ProductQuery => ({
  relations,
  columns: relations.map((name) => OUTER_COLUMNS.get(name)!),
  key: relations.join(','),
});

/** Product rows only: relations go through the per-request loaders. */
export const ROWS_ONLY: ProductQuery = queryOf([]);

/** The fields the selection sets ask for, through fragments, each with its own selection sets. */
function fieldsIn(
  sets: readonly SelectionSetNode[],
  fragments: Record<string, FragmentDefinitionNode>,
): Map<string, SelectionSetNode[]> {
  const fields = new Map<string, SelectionSetNode[]>();
  const visit = (set: SelectionSetNode | undefined) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        const sub = fields.get(selection.name.value) ?? [];
        if (selection.selectionSet) sub.push(selection.selectionSet);
        fields.set(selection.name.value, sub);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
      else visit(fragments[selection.name.value]?.selectionSet);
    }
  };
  for (const set of sets) visit(set);
  return fields;
}

const selectedByNode = new WeakMap<FieldNode, Map<string, ProductQuery>>();

/**
 * What the selection of a field returning products will load (their images come with the rows),
 * so that the products' statement can read it along: a product page, a list. `under`: the path
 * from the field to its products (`['items']` for a product list).
 */
export function productQuery(info: GraphQLResolveInfo, under: readonly string[] = []): ProductQuery {
  // A field node belongs to a parsed document that Yoga caches, with its fragments: the answer
  // is the same for every request of that document.
  const node = info.fieldNodes.length === 1 ? info.fieldNodes[0]! : null;
  const key = under.join('.');
  const known = node && selectedByNode.get(node)?.get(key);
  if (known) return known;
  const wanted = queryOf(walkSelection(info, under));
  if (node) {
    let byPath = selectedByNode.get(node);
    if (!byPath) selectedByNode.set(node, (byPath = new Map()));
    byPath.set(key, wanted);
  }
  return wanted;
}

function walkSelection(info: GraphQLResolveInfo, under: readonly string[]): ProductRelation[] {
  let sets = info.fieldNodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
  for (const name of under) sets = fieldsIn(sets, info.fragments).get(name) ?? [];
  const fields = fieldsIn(sets, info.fragments);
  const wanted = (['options', 'tags', 'categories', 'attributes'] as const).filter((name) => fields.has(name));
  const type = fields.get('type');
  if (type && !wanted.includes('attributes') && fieldsIn(type, info.fragments).has('attributeGroups'))
    wanted.push('attributes');
  return wanted;
}
