import type { Resolvers } from '../__generated__/resolvers-types';
import { compatibleModels, sortVehicles } from '../vehicles/compatible-models';
import { fitmentVerdict } from '../vehicles/fitment';
import { loadVehicles } from '../vehicles/vehicles.loaders';
import { catalogueLoaders } from './catalogue.loaders';
import { gstRates } from './gst-rates';
import type { ProductAttributeRow } from './catalogue.mappers';

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
