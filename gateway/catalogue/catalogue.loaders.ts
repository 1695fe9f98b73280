import type { GatewayContext } from '../graphql/context';
import { byKey, groupBy, requestLoaders } from '../graphql/request-loaders';
import { requestMemo } from '../graphql/request-memo';
import type { CategoryRow, ProductAttributeRow, ProductOptionRow } from './catalogue.mappers';
import { type ProductQuery, type ProductRelation, relationColumn } from './product-query';
import { distinctEngines, sortModels } from '../vehicles/compatible-models';

type ProductImageRow = { product_id: number; position: number; url: string };

/** Every product in a list costs one query per relation. */
const loader = requestLoaders('catalogue DataLoaders', { maxBatchSize: 1000 });

/**
 * One relation of products (images, options, …). Every relation asked for in the same tick goes
 * into one batch, read by one statement (ProductDetailsService.relations).
 */
function relation<R extends { product_id: number }>(context: GatewayContext, name: ProductRelation) {
  const batch = loader(context, 'relations', async (keys: readonly string[]) => {
    const wanted: Partial<Record<ProductRelation, number[]>> = {};
    const parsed = keys.map((key) => {
      const [rel, id] = key.split('|') as [ProductRelation, string];
      (wanted[rel] ??= []).push(Number(id));
      return { rel, id: Number(id) };
    });
    const found = await context.services.productDetails.relations(wanted);
    const grouped = new Map<string, unknown[]>(keys.map((key) => [key, []]));
    for (const rel of Object.keys(found) as ProductRelation[]) {
      for (const row of found[rel]!) grouped.get(`${rel}|${(row as { product_id: number }).product_id}`)?.push(row);
    }
    return parsed.map(({ rel, id }) => grouped.get(`${rel}|${id}`)!);
  });
  return {
    load: (productId: number) => batch.load(`${name}|${productId}`) as Promise<R[]>,
    /** Rows already read with the product (ProductQuery.columns): no statement needed. */
    prime: (productId: number, rows: unknown[] | Promise<unknown[]>) => void batch.prime(`${name}|${productId}`, rows),
  };
}

/** The `modelVehicleIds` loader's key of one product's vehicles of one model. */
export const modelVehiclesKey = (productId: number, makeSlug: string, modelSlug: string) =>
  JSON.stringify([productId, makeSlug, modelSlug]);

const perContext = requestMemo<CatalogueLoaders>('catalogue loaders');

/** The request's catalogue loaders, built once per request (resolvers ask for them per field). */
export function catalogueLoaders(context: GatewayContext): CatalogueLoaders {
  return perContext(context, () => createLoaders(context));
}

type CatalogueLoaders = ReturnType<typeof createLoaders>;

function createLoaders(context: GatewayContext) {
  const { catalogue, catalogueReference: reference, productDetails: details } = context.services;
  const relations = {
    images: relation<ProductImageRow>(context, 'images'),
    attributes: relation<ProductAttributeRow>(context, 'attributes'),
    options: relation<ProductOptionRow>(context, 'options'),
    tags: relation<{ product_id: number; name: string }>(context, 'tags'),
    categories: relation<CategoryRow & { product_id: number }>(context, 'categories'),
  };
  // Products with a category the reference data does not hold yet: their categories, batched.
  const uncachedCategories = loader(context, 'uncached categories', async (productIds: readonly number[]) => {
    const rows = ((await details.relations({ categories: [...productIds] })).categories ?? []) as {
      product_id: number;
    }[];
    return groupBy(productIds, rows, (row) => row.product_id);
  });
  /** A product's direct categories from their ids, in the order of their position (as read in SQL). */
  const directCategories = async (productId: number, ids: number[]): Promise<unknown[]> => {
    const { categoryById } = await reference.get();
    const rows = ids.map((id) => categoryById.get(id));
    if (rows.some((row) => row === undefined)) return uncachedCategories.load(productId);
    return (rows as CategoryRow[])
      .map((row) => ({ ...row, product_id: productId }))
      .sort((a, b) => a.position - b.position || a.id - b.id);
  };
  return {
    ...relations,
    /**
     * Hands the relations the products' statement read along with them (`query.columns`) to
     * their loaders. Categories come as ids, and their rows from the reference cache; a category
     * the cache does not hold (yet) sends the product's categories to the database after all.
     */
    primeRelations(products: readonly ({ id: number } & Record<string, unknown>)[], query: ProductQuery) {
      for (const product of products)
        for (const name of query.relations) {
          const column = product[relationColumn(name)] as unknown[];
          if (name !== 'categories') relations[name].prime(product.id, column);
          else relations.categories.prime(product.id, directCategories(product.id, column as number[]));
        }
    },
    // Brands, shop categories and part types come from the reference cache (catalogue-reference.ts).
    brand: loader(context, 'brand', async (ids: readonly number[]) => {
      const { brandById } = await reference.get();
      return ids.map((id) => brandById.get(id) ?? null);
    }),
    category: loader(context, 'category', async (ids: readonly number[]) => {
      const { categoryById } = await reference.get();
      return ids.map((id) => categoryById.get(id) ?? null);
    }),
    children: loader(context, 'children', async (ids: readonly number[]) =>
      groupBy(ids, await catalogue.childrenOf(ids), (r) => r.parent_id!),
    ),
    itemCount: loader(context, 'itemCount', async (ids: readonly number[]) =>
      byKey(ids, await catalogue.itemCounts(ids), (r) => r.category_id).map((r) => r?.n ?? 0),
    ),
    type: loader(context, 'type', async (ids: readonly number[]) => {
      const { typeById } = await reference.get();
      return ids.map((id) => typeById.get(id) ?? null);
    }),
    compatibleVehicles: loader(context, 'compatibleVehicles', async (ids: readonly number[]) =>
      groupBy(ids, await details.compatibleVehicles(ids), (r) => r.product_id).map((rows) =>
        rows.map((r) => r.vehicle_id),
      ),
    ),
    compatibleModels: loader(context, 'compatibleModels', async (ids: readonly number[]) =>
      groupBy(ids, await details.compatibleModels(ids), (r) => r.product_id).map(sortModels),
    ),
    /** Engines of each product's fitting vehicles, by model (`makeSlug/modelSlug`). */
    modelEngines: loader(context, 'modelEngines', async (ids: readonly number[]) =>
      groupBy(ids, await details.modelEngines(ids), (r) => r.product_id).map(
        (rows) => new Map(rows.map((r) => [`${r.make_slug}/${r.model_slug}`, distinctEngines(r.engines)])),
      ),
    ),
    /** Ids of a product's fitting vehicles of one model, by vehicle id; keyed by `modelVehiclesKey`. */
    modelVehicleIds: loader(context, 'modelVehicleIds', async (keys: readonly string[]) => {
      const wanted = keys.map((key) => {
        const [productId, makeSlug, modelSlug] = JSON.parse(key) as [number, string, string];
        return { productId, makeSlug, modelSlug };
      });
      const rows = await details.modelVehicleIds(wanted);
      return groupBy(keys, rows, (r) => modelVehiclesKey(r.product_id, r.make_slug, r.model_slug)).map((found) =>
        found.map((r) => r.vehicle_id),
      );
    }),
    fits: loader(context, 'fits', async (pairs: readonly string[]) => {
      const parsed = pairs.map((key) => ({
        productId: Number(key.split('|')[0]),
        vehicleId: key.slice(key.indexOf('|') + 1),
      }));
      const rows = await details.fits(parsed);
      const found = new Set(rows.map((r) => `${r.product_id}|${r.vehicle_id}`));
      return pairs.map((key) => found.has(key));
    }),
  };
}
