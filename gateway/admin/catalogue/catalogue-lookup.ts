/**
 * What the checks of a product need from the store, read once per operation (a CSV import of
 * thousands of rows asks it once): brands, part types, shop categories with their ancestors,
 * colours, GST rates, and which SKUs and slugs are taken by which product.
 */
import { type Kysely, sql } from 'kysely';
import { istDate, rateOn, type GstRateRow } from '../../../rules/gst/rates';
import type { ProductFieldError, ProductFields } from '../../../rules/catalogue/product-fields';
import type { DB } from '../../store/schema';
import type { CatalogueAdminErrorCode } from './catalogue-admin-errors';

export interface CatalogueLookup {
  brandId: Map<string, { id: number; name: string }>;
  typeId: Map<string, number>;
  /** Category slug → id, name, and the ids of it and its ancestors (the links a product gets). */
  category: Map<string, { id: number; name: string; withAncestors: number[] }>;
  colors: Set<string>;
  gstRates: GstRateRow[];
  /** SKU → product id, slug → product id (archived products keep theirs). */
  skuOwner: Map<string, number>;
  slugOwner: Map<string, number>;
  /** Product id → its slug; the ids of archived products. */
  slugOf: Map<number, string>;
  archivedIds: Set<number>;
  /** Vehicle ids that exist, among those asked for. */
  vehicles: Set<string>;
}

export interface StoreError {
  code: CatalogueAdminErrorCode;
  field: string[];
}

export async function loadCatalogueLookup(db: Kysely<DB>, vehicleIds: readonly string[]): Promise<CatalogueLookup> {
  const [brands, types, categories, colors, rates, products, vehicles] = await Promise.all([
    db.selectFrom('brands').select(['id', 'slug', 'name']).execute(),
    db.selectFrom('product_types').select(['id', 'slug']).execute(),
    db.selectFrom('categories').select(['id', 'slug', 'name', 'parent_id']).where('type', '=', 'shop').execute(),
    db.selectFrom('colors').select('slug').execute(),
    db
      .selectFrom('gst_rates')
      .select(['code', sql<string>`effective_from::text`.as('effectiveFrom'), 'rate_bp as rateBp'])
      .execute(),
    db.selectFrom('products').select(['id', 'sku', 'slug', 'archived_at']).execute(),
    vehicleIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('vehicles')
          .select('id')
          .where(sql<boolean>`id = any(${[...new Set(vehicleIds)]}::text[])`)
          .execute(),
  ]);
  const byId = new Map(categories.map((c) => [c.id, c]));
  const chain = (id: number): number[] => {
    const parent = byId.get(id)?.parent_id;
    return parent ? [id, ...chain(parent)] : [id];
  };
  return {
    brandId: new Map(brands.map((b) => [b.slug, { id: b.id, name: b.name }])),
    typeId: new Map(types.map((t) => [t.slug, t.id])),
    category: new Map(categories.map((c) => [c.slug, { id: c.id, name: c.name, withAncestors: chain(c.id) }])),
    colors: new Set(colors.map((c) => c.slug)),
    gstRates: rates,
    skuOwner: new Map(products.map((p) => [p.sku, p.id])),
    slugOwner: new Map(products.map((p) => [p.slug, p.id])),
    slugOf: new Map(products.map((p) => [p.id, p.slug])),
    archivedIds: new Set(products.filter((p) => p.archived_at !== null).map((p) => p.id)),
    vehicles: new Set(vehicles.map((v) => v.id)),
  };
}

/**
 * The problems of checked fields that only the store can tell (the product `self` may keep its
 * own SKU and slug). Codes are the admin schema's.
 */
export function checkAgainstStore(p: ProductFields, lookup: CatalogueLookup, self: number | null): StoreError[] {
  const errors: StoreError[] = [];
  const taken = (owner: number | undefined) => owner !== undefined && owner !== self;
  if (taken(lookup.skuOwner.get(p.sku))) errors.push({ code: 'SKU_TAKEN', field: ['sku'] });
  if (p.slug !== '' && taken(lookup.slugOwner.get(p.slug))) errors.push({ code: 'SLUG_TAKEN', field: ['slug'] });
  if (!lookup.brandId.has(p.brand)) errors.push({ code: 'BRAND_NOT_FOUND', field: ['brand'] });
  if (!lookup.typeId.has(p.type)) errors.push({ code: 'PART_TYPE_NOT_FOUND', field: ['type'] });
  p.categories.forEach((slug, i) => {
    if (!lookup.category.has(slug)) errors.push({ code: 'CATEGORY_NOT_FOUND', field: ['categories', String(i)] });
  });
  if (rateOn(lookup.gstRates, p.hsnCode, istDate(new Date())) === null)
    errors.push({ code: 'HSN_NO_GST_RATE', field: ['hsnCode'] });
  p.vehicles.forEach((id, i) => {
    if (!lookup.vehicles.has(id)) errors.push({ code: 'VEHICLE_NOT_FOUND', field: ['vehicles', String(i)] });
  });
  p.options.forEach((o, i) =>
    o.values.forEach((v, j) => {
      if (v.color && !lookup.colors.has(v.color))
        errors.push({ code: 'COLOR_NOT_FOUND', field: ['options', String(i), 'values', String(j), 'color'] });
    }),
  );
  return errors;
}

/** Field errors of the pure rules, as the admin schema's codes (they share their names). */
export const asStoreErrors = (errors: ProductFieldError[]): StoreError[] => errors;
