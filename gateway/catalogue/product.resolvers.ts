import type { Resolvers } from '../__generated__/resolvers-types';
import { checkIntRange } from '../graphql/argument-errors';
import { sortVehicles } from '../vehicles/compatible-models';
import { fitmentVerdict } from '../vehicles/fitment';
import { loadVehicles } from '../vehicles/vehicles.loaders';
import { VEHICLE_TYPES } from '../vehicles/vehicles.resolvers';
import { MAX_SLUG_LENGTH } from '../vehicles/vehicles.service';
import { catalogueLoaders, modelVehiclesKey } from './catalogue.loaders';
import { gstRates } from './gst-rates';
import type { ProductAttributeRow } from './catalogue.mappers';
import { LIST_SIZES } from '../graphql/limits/list-sizes';

const STOCK = { 'in-stock': 'IN_STOCK', 'out-of-stock': 'OUT_OF_STOCK', 'on-backorder': 'ON_BACKORDER' } as const;
const COMPATIBILITY = { all: 'ALL', unknown: 'UNKNOWN', list: 'LIST' } as const;

/** Last `offset` of `Product.compatibleVehicles`: one before its most items (list-sizes.ts). */
const MAX_FITMENT_OFFSET = LIST_SIZES['Product.compatibleVehicles']!.max - 1;

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
    compatibleVehicles: async (row, { offset, model }, context) => {
      checkIntRange(offset ?? 0, 0, MAX_FITMENT_OFFSET, 'offset');
      if (row.compatibility !== 'list') return [];
      if (model && (model.makeSlug.length > MAX_SLUG_LENGTH || model.modelSlug.length > MAX_SLUG_LENGTH)) return [];
      const loaders = catalogueLoaders(context);
      const ids = model
        ? await loaders.modelVehicleIds.load(modelVehiclesKey(row.id, model.makeSlug, model.modelSlug))
        : await loaders.compatibleVehicles.load(row.id);
      // The field guard cuts the page to `limit` (list-sizes.ts).
      return sortVehicles(await loadVehicles(context, ids)).slice(offset ?? 0);
    },
    compatibleModels: (row, _args, context) =>
      row.compatibility === 'list' ? catalogueLoaders(context).compatibleModels.load(row.id) : [],
    fitment: async (row, { vehicleId }, context) => {
      if (row.compatibility !== 'list' || !vehicleId)
        return fitmentVerdict(row.compatibility === 'list' ? [] : row.compatibility, vehicleId);
      const fits = await catalogueLoaders(context).fits.load(`${row.id}|${vehicleId}`);
      return fits ? 'FITS' : 'DOES_NOT_FIT';
    },
  },
  CompatibleModel: {
    make: (row) => row.make_name,
    makeSlug: (row) => row.make_slug,
    model: (row) => row.model_name,
    modelSlug: (row) => row.model_slug,
    vehicleType: (row) => VEHICLE_TYPES[row.vehicle_type],
    vehicleCount: (row) => row.vehicle_count,
    engines: async (row, _args, context) =>
      (await catalogueLoaders(context).modelEngines.load(row.product_id)).get(`${row.make_slug}/${row.model_slug}`) ??
      [],
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
