/**
 * A signed-in shopper's own back-in-stock requests (docs/decisions/049): the open ones made signed
 * in. A guest's request with the account's address is not among them: accounts do not prove their
 * address, so anyone could sign up with another's; a guest's request is stopped by its e-mail's link. Who is asking comes from the session;
 * a request that is not the shopper's is answered like one that does not exist.
 */
import { type ExpressionBuilder, type Kysely } from 'kysely';
import type { UserError } from '../accounts/user-error';
import { userError } from '../accounts/user-error';
import type { OptionGroup } from '../cart/price-line';
import { loadCatalogue } from '../cart/cart-pricing';
import { productColumns, type ProductRow } from '../catalogue/catalogue.mappers';
import type { OrderItemOption } from '../orders/orders.tables';
import type { DB } from '../store/schema';
import { MAX_LISTED_NOTICES, noticeKey, parseOptionsKey } from './stock-notice-rules';

export interface Shopper {
  id: string;
  email: string;
}

export interface ListedNotice {
  id: number;
  product: ProductRow;
  options: OrderItemOption[];
  email: string;
  createdAt: Date;
}

/** The open requests that are the shopper's: made while signed in to their account. */
const ownedBy =
  (shopper: Shopper) =>
  ({ eb, and }: ExpressionBuilder<DB, 'stock_notices'>) =>
    and([eb('stock_notices.closed_at', 'is', null), eb('stock_notices.user_id', '=', shopper.id)]);

/** Slugs with the product's display names; a value removed since keeps its slug as its name. */
function named(groups: readonly OptionGroup[], key: string): OrderItemOption[] {
  return parseOptionsKey(key).map(({ option, value }) => {
    const group = groups.find((g) => g.slug === option);
    return {
      option,
      value,
      name: group?.name ?? option,
      valueName: group?.values.find((v) => v.slug === value)?.name ?? value,
    };
  });
}

export function createMyStockNoticesService(db: Kysely<DB>) {
  return {
    /** Newest first, at most MAX_LISTED_NOTICES; none for an anonymous caller or archived products. */
    async list(shopper: Shopper | null): Promise<ListedNotice[]> {
      if (!shopper) return [];
      const rows = await db
        .selectFrom('stock_notices')
        .innerJoin('products as p', 'p.id', 'stock_notices.product_id')
        .select([
          'stock_notices.id as notice_id',
          'stock_notices.options as notice_options',
          'stock_notices.email as notice_email',
          'stock_notices.created_at as notice_created_at',
          ...productColumns,
        ])
        .where(ownedBy(shopper))
        .where('p.archived_at', 'is', null)
        .orderBy('stock_notices.created_at', 'desc')
        .orderBy('stock_notices.id', 'desc')
        .limit(MAX_LISTED_NOTICES)
        .execute();
      const { groups } = await loadCatalogue(db, [...new Set(rows.map((r) => r.id))]);
      return rows.map(({ notice_id, notice_options, notice_email, notice_created_at, ...product }) => ({
        id: notice_id,
        product,
        options: named(groups.get(product.id) ?? [], notice_options),
        email: notice_email,
        createdAt: notice_created_at,
      }));
    },

    /** Closes one of the shopper's open requests as cancelled. */
    async stop(shopper: Shopper | null, id: string): Promise<{ stoppedId: string | null; errors: UserError[] }> {
      if (!shopper) return { stoppedId: null, errors: [userError('AUTH_REQUIRED')] };
      const key = noticeKey(id);
      const stopped =
        key === null
          ? undefined
          : await db
              .updateTable('stock_notices')
              .set({ closed_at: new Date(), closed_reason: 'cancelled' })
              .where('id', '=', key)
              .where(ownedBy(shopper))
              .returning('id')
              .executeTakeFirst();
      return stopped
        ? { stoppedId: String(stopped.id), errors: [] }
        : { stoppedId: null, errors: [userError('STOCK_NOTICE_NOT_FOUND', 'id')] };
    },
  };
}

export type MyStockNoticesService = ReturnType<typeof createMyStockNoticesService>;
