import type { Resolvers } from '../../__generated__/admin-types';
import { SLUG_PATTERN } from '../../../rules/catalogue/product-fields';
import { adminBadInput } from '../admin-errors';
import { listAdminProducts, listAdminReviews } from './catalogue-lists.sql';
import { rowId } from './row-id';

const STOCK = { 'in-stock': 'IN_STOCK', 'out-of-stock': 'OUT_OF_STOCK', 'on-backorder': 'ON_BACKORDER' } as const;

/** `first` and `after` of a list, checked: 1–100 a page, the cursor an id. */
function pageOf(first: number | null | undefined, after: string | null | undefined) {
  const size = first ?? 20;
  if (!Number.isInteger(size) || size < 1 || size > 100) throw adminBadInput('ERROR_FORM_OUT_OF_RANGE', ['first']);
  const cursor = after == null ? null : rowId(after);
  if (after != null && cursor === null) throw adminBadInput('ERROR_FORM_INVALID', ['after']);
  return { size, cursor };
}

const cursorInfo = (rows: { id: number }[], hasNextPage: boolean) => ({
  endCursor: rows.length ? String(rows.at(-1)!.id) : null,
  hasNextPage,
});

/** The back office's product and review lists (schema/admin/catalogue-lists.graphql). */
export const catalogueListsResolvers: Resolvers = {
  AdminReview: {
    productName: async (review, _args, { db }) =>
      'product_name' in review && typeof review.product_name === 'string'
        ? review.product_name
        : (await db.selectFrom('products').select('name').where('id', '=', review.product_id).executeTakeFirstOrThrow())
            .name,
  },
  Query: {
    adminProducts: async (_root, { filter, first, after }, { db }) => {
      const { size, cursor } = pageOf(first, after);
      const search = filter?.search ?? '';
      if (search.length > 100) throw adminBadInput('ERROR_FORM_TOO_LONG', ['filter', 'search']);
      for (const field of ['brand', 'category'] as const) {
        const value = filter?.[field];
        if (value != null && !SLUG_PATTERN.test(value)) throw adminBadInput('ERROR_FORM_INVALID', ['filter', field]);
      }
      const page = await listAdminProducts(
        db,
        {
          search,
          brand: filter?.brand ?? null,
          category: filter?.category ?? null,
          archived: filter?.archived ?? false,
        },
        size,
        cursor,
      );
      return {
        items: page.rows.map((r) => ({
          id: String(r.id),
          sku: r.sku,
          name: r.name,
          brandName: r.brand_name,
          price: { amount: r.price, currency: 'INR' },
          mrp: r.mrp === null ? null : { amount: r.mrp, currency: 'INR' },
          stockQuantity: r.stock_quantity,
          stockStatus: STOCK[r.stock],
          image: r.image,
          archived: r.archived,
        })),
        cursorInfo: cursorInfo(page.rows, page.hasNextPage),
      };
    },
    adminReviews: async (_root, { visibility, first, after }, { db }) => {
      const { size, cursor } = pageOf(first, after);
      const page = await listAdminReviews(db, visibility === 'HIDDEN', size, cursor);
      return { items: page.rows, cursorInfo: cursorInfo(page.rows, page.hasNextPage) };
    },
  },
};
