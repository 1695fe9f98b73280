import type { Compatibility, OptionType, ProductInput, Resolvers, StockStatus } from '../../__generated__/admin-types';
import type { ProductFields } from '../../../rules/catalogue/product-fields';
import { actorOf } from '../admin-context';
import { adminBadInput } from '../admin-errors';
import type { ProductChange, ProductEdit } from './admin-products.service';
import { MAX_CSV_BYTES } from './product-csv';
import { rowId } from './row-id';

const STOCK: Record<StockStatus, ProductFields['stockStatus']> = {
  IN_STOCK: 'in-stock',
  OUT_OF_STOCK: 'out-of-stock',
  ON_BACKORDER: 'on-backorder',
};
const COMPATIBILITY: Record<Compatibility, ProductFields['compatibility']> = {
  ALL: 'all',
  UNKNOWN: 'unknown',
  LIST: 'list',
};
const invert = <K extends string, V extends string>(map: Record<K, V>) =>
  Object.fromEntries(Object.entries(map).map(([k, v]) => [v, k])) as Record<V, K>;
const STOCK_ENUM = invert(STOCK);
const COMPATIBILITY_ENUM = invert(COMPATIBILITY);
const OPTION_ENUM: Record<'default' | 'color', OptionType> = { default: 'DEFAULT', color: 'COLOR' };

const notFound = (field: string) => ({ product: null, errors: [{ code: 'PAGE_NOT_FOUND' as const, field: [field] }] });

function fieldsOf(input: ProductInput): ProductEdit {
  return {
    sku: input.sku,
    name: input.name,
    slug: input.slug ?? '',
    partNumber: input.partNumber,
    brand: input.brand,
    type: input.type,
    categories: input.categories,
    price: input.price,
    mrp: input.mrp ?? null,
    hsnCode: input.hsnCode,
    stockQuantity: input.stockQuantity ?? null,
    stockStatus: input.stockStatus ? STOCK[input.stockStatus] : null,
    stockQuantityWas: input.stockQuantityWas ?? null,
    excerpt: input.excerpt ?? '',
    description: input.description ?? '',
    compatibility: COMPATIBILITY[input.compatibility ?? 'UNKNOWN'],
    vehicles: input.vehicles ?? [],
    options: (input.options ?? []).map((o) => ({
      name: o.name,
      type: o.type === 'COLOR' ? 'color' : 'default',
      values: o.values.map((v) => ({ name: v.name, color: v.color ?? null })),
    })),
  };
}

const payload = (change: ProductChange) =>
  change.ok ? { product: change.after, errors: [] } : { product: null, errors: change.errors };

/** Reads an uploaded file, refusing one over `max` bytes before reading it. */
async function bytesOf(file: File, max: number): Promise<Uint8Array | null> {
  if (file.size > max) return null;
  return new Uint8Array(await file.arrayBuffer());
}

/** Catalogue administration (schema/admin/catalogue.graphql; roles in operation-roles.ts). */
export const catalogueResolvers: Resolvers = {
  AdminProduct: {
    id: (p) => String(p.id),
    price: (p) => ({ amount: p.price, currency: 'INR' }),
    mrp: (p) => (p.mrp === null ? null : { amount: p.mrp, currency: 'INR' }),
    stockStatus: (p) => STOCK_ENUM[p.stockStatus],
    compatibility: (p) => COMPATIBILITY_ENUM[p.compatibility],
    options: (p) => p.options.map((o) => ({ ...o, type: OPTION_ENUM[o.type] })),
    images: async (p, _args, { db }) =>
      (
        await db.selectFrom('product_images').select('url').where('product_id', '=', p.id).orderBy('position').execute()
      ).map((r) => r.url),
  },
  AdminReview: {
    id: (r) => String(r.id),
    productId: (r) => String(r.product_id),
    date: (r) => r.created_at,
  },
  ProductImportJob: {
    status: (j) => j.status,
  },
  Query: {
    adminProduct: async (_root, { id }, { admin }) => {
      const found = rowId(id);
      return found === null ? null : admin.products.read(found);
    },
    productImportJob: (_root, { id }, { admin }) => admin.productImport.job(id),
    exportProductsCsv: (_root, _args, { admin }) => admin.productImport.exportCsv(),
    adminProductReviews: async (_root, { productId, limit, offset }, { admin }) => {
      if (!Number.isInteger(limit) || limit < 1 || limit > 100)
        throw adminBadInput('ERROR_FORM_OUT_OF_RANGE', ['limit']);
      if (!Number.isInteger(offset) || offset < 0 || offset > 1_000_000)
        throw adminBadInput('ERROR_FORM_OUT_OF_RANGE', ['offset']);
      const id = rowId(productId);
      return id === null ? [] : admin.reviews.list(id, { limit, offset });
    },
  },
  Mutation: {
    createProduct: async (_root, { input }, context) =>
      payload(await context.admin.products.create(fieldsOf(input), actorOf(context))),
    updateProduct: async (_root, { id, input }, context) => {
      const found = rowId(id);
      if (found === null) return notFound('id');
      return payload(await context.admin.products.update(found, fieldsOf(input), actorOf(context)));
    },
    setProductPrice: async (_root, { id, price, mrp }, context) => {
      const found = rowId(id);
      if (found === null) return notFound('id');
      return payload(await context.admin.products.setPrice(found, price, mrp ?? null, actorOf(context)));
    },
    setProductStock: async (_root, { id, quantity, status, quantityWas }, context) => {
      const found = rowId(id);
      if (found === null) return notFound('id');
      const edit = { quantity, status: STOCK[status], quantityWas: quantityWas ?? null };
      return payload(await context.admin.products.setStock(found, edit, actorOf(context)));
    },
    archiveProduct: async (_root, { id }, context) => {
      const found = rowId(id);
      return found === null ? notFound('id') : payload(await context.admin.products.archive(found, actorOf(context)));
    },
    restoreProduct: async (_root, { id }, context) => {
      const found = rowId(id);
      return found === null ? notFound('id') : payload(await context.admin.products.restore(found, actorOf(context)));
    },
    uploadProductImage: async (_root, { productId, file }, context) => {
      const id = rowId(productId);
      if (id === null) return { images: null, errors: [{ code: 'PAGE_NOT_FOUND', field: ['productId'] }] };
      const bytes = await bytesOf(file, 10 * 1024 * 1024);
      if (!bytes) return { images: null, errors: [{ code: 'IMAGE_TOO_LARGE', field: ['file'] }] };
      const result = await context.admin.productImages.add(id, bytes, actorOf(context));
      return result.ok ? { images: result.urls.after, errors: [] } : { images: null, errors: result.errors };
    },
    removeProductImage: async (_root, { productId, url }, context) => {
      const id = rowId(productId);
      if (id === null) return { images: null, errors: [{ code: 'PAGE_NOT_FOUND', field: ['productId'] }] };
      const result = await context.admin.productImages.remove(id, url, actorOf(context));
      return result.ok ? { images: result.urls.after, errors: [] } : { images: null, errors: result.errors };
    },
    checkProductImport: async (_root, { file }, { admin }) => {
      const bytes = await bytesOf(file, MAX_CSV_BYTES);
      if (!bytes)
        return {
          rows: 0,
          creates: 0,
          updates: 0,
          problems: [{ line: null, sku: null, code: 'CSV_TOO_LARGE', field: null }],
        };
      return admin.productImport.dryRun(bytes);
    },
    startProductImport: async (_root, { file }, context) => {
      const bytes = await bytesOf(file, MAX_CSV_BYTES);
      if (!bytes) return { job: null, problems: [{ line: null, sku: null, code: 'CSV_TOO_LARGE', field: null }] };
      const started = context.admin.productImport.start(bytes, actorOf(context));
      return started.job ? { job: started.job, problems: [] } : { job: null, problems: started.problems };
    },
    setReviewHidden: async (_root, { reviewId, hidden }, context) => {
      const id = rowId(reviewId);
      const notFoundReview = {
        review: null,
        rating: null,
        reviewCount: null,
        errors: [{ code: 'PAGE_NOT_FOUND' as const, field: ['reviewId'] }],
      };
      if (id === null) return notFoundReview;
      const result = await context.admin.reviews.setHidden(id, hidden, actorOf(context));
      if (!result.ok) return { ...notFoundReview, errors: result.errors };
      const review = await context.db
        .selectFrom('product_reviews')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const { sum, count } = result.change.rating.after;
      return { review, rating: count === 0 ? 0 : sum / count, reviewCount: count, errors: [] };
    },
  },
};
