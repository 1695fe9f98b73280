import {
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  Kind,
  type SelectionSetNode,
} from 'graphql';
import type { Resolvers } from '../__generated__/resolvers-types';
import { compatibleModels, sortVehicles } from '../vehicles/compatible-models';
import { fitmentVerdict } from '../vehicles/fitment';
import { loadVehicles } from '../vehicles/vehicles.loaders';
import { catalogueLoaders } from './catalogue.loaders';
import { gstRates } from './gst-rates';
import type { ProductAttributeRow } from './catalogue.mappers';
import type { ProductRelation } from './product-details.service';

const STOCK = { 'in-stock': 'IN_STOCK', 'out-of-stock': 'OUT_OF_STOCK', 'on-backorder': 'ON_BACKORDER' } as const;
const COMPATIBILITY = { all: 'ALL', unknown: 'UNKNOWN', list: 'LIST' } as const;

const inr = (amount: number) => ({ amount, currency: 'INR' });

/** Attributes grouped under their headings, in the order the groups first appear. */
function attributeGroups(rows: ProductAttributeRow[]) {
  const groups = new Map<string, { name: string; slug: string; attributes: ProductAttributeRow[] }>();
  for (const row of rows) {
    const group = groups.get(row.group_slug) ?? { name: row.group_name, slug: row.group_slug, attributes: [] };
    group.attributes.push(row);
    groups.set(row.group_slug, group);
  }
  return [...groups.values()];
}

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

/**
 * The relations that the selection of a field returning products will load (their images come
 * with the rows), so that the products' statement can read them along: a product page, a list.
 * `under`: the path from the field to its products (`['items']` for a product list).
 */
export function relationsSelected(info: GraphQLResolveInfo, under: readonly string[] = []): ProductRelation[] {
  // A field node belongs to a parsed document that Yoga caches, with its fragments: the answer
  // is the same for every request of that document.
  const node = info.fieldNodes.length === 1 ? info.fieldNodes[0]! : null;
  const key = under.join('.');
  const known = node && selectedByNode.get(node)?.get(key);
  if (known) return known;
  const wanted = walkSelection(info, under);
  if (node) {
    let byPath = selectedByNode.get(node);
    if (!byPath) selectedByNode.set(node, (byPath = new Map()));
    byPath.set(key, wanted);
  }
  return wanted;
}

const selectedByNode = new WeakMap<FieldNode, Map<string, ProductRelation[]>>();

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

/** Fields of Product and the types under it; relations go through the per-request loaders. */
export const productFieldResolvers: Resolvers = {
  Product: {
    id: (row) => String(row.id),
    partNumber: (row) => row.part_number,
    stock: (row) => STOCK[row.stock],
    price: (row) => inr(row.price),
    compareAtPrice: (row) => (row.compare_at_price === null ? null : inr(row.compare_at_price)),
    hsnCode: (row) => row.hsn_code,
    gstRate: (row, _args, context) => gstRates(context).decimal(row.hsn_code),
    images: async (row, _args, context) =>
      (row.image_urls ?? (await catalogueLoaders(context).images.load(row.id)).map((i) => i.url)).map((url) => ({
        url,
      })),
    badges: (row) => row.badges.map((b) => b.toUpperCase() as 'SALE' | 'NEW' | 'HOT'),
    rating: (row) => (row.review_count === 0 ? 0 : Math.round((row.rating_sum / row.review_count) * 10) / 10),
    reviews: (row) => row.review_count,
    brand: async (row, _args, context) => (await catalogueLoaders(context).brand.load(row.brand_id))!,
    type: async (row, _args, context) => ({
      ...(await catalogueLoaders(context).type.load(row.type_id))!,
      product_id: row.id,
    }),
    attributes: (row, _args, context) => catalogueLoaders(context).attributes.load(row.id),
    options: (row, _args, context) => catalogueLoaders(context).options.load(row.id),
    tags: async (row, _args, context) => (await catalogueLoaders(context).tags.load(row.id)).map((t) => t.name),
    categories: (row, _args, context) => catalogueLoaders(context).categories.load(row.id),
    compatibility: (row) => COMPATIBILITY[row.compatibility],
    compatibleVehicleIds: (row, _args, context) =>
      row.compatibility === 'list' ? catalogueLoaders(context).compatibleVehicles.load(row.id) : [],
    compatibleVehicles: async (row, _args, context) =>
      row.compatibility === 'list'
        ? sortVehicles(await loadVehicles(context, await catalogueLoaders(context).compatibleVehicles.load(row.id)))
        : [],
    compatibleModels: async (row, _args, context) =>
      row.compatibility === 'list'
        ? compatibleModels(await loadVehicles(context, await catalogueLoaders(context).compatibleVehicles.load(row.id)))
        : [],
    fitment: async (row, { vehicleId }, context) => {
      if (row.compatibility !== 'list' || !vehicleId)
        return fitmentVerdict(row.compatibility === 'list' ? [] : row.compatibility, vehicleId);
      const fits = await catalogueLoaders(context).fits.load(`${row.id}|${vehicleId}`);
      return fits ? 'FITS' : 'DOES_NOT_FIT';
    },
  },
  ProductType: {
    attributeGroups: async (row, _args, context) =>
      attributeGroups(await catalogueLoaders(context).attributes.load(row.product_id)),
  },
  ProductOption: {
    type: (row) => (row.type === 'color' ? 'COLOR' : 'DEFAULT'),
  },
  ProductOptionValue: {
    images: (value) => value.images.map((url) => ({ url })),
  },
};
