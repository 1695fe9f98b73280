import type { Kysely, Transaction } from 'kysely';
import { mergeSavedList, SAVED_LIST_LIMITS, type SavedListKind } from '../../rules/catalogue/saved-lists';
import type { ErrorCode } from '../__generated__/resolvers-types';
import type { DB } from '../store/schema';

export interface SavedListsError {
  code: ErrorCode;
  field: string[] | null;
}

/** Both lists as product ids (text, as the API's `ID`), in the order added. */
export interface SavedLists {
  wishlist: string[];
  compare: string[];
}

export interface SavedListsResult {
  lists: SavedLists;
  errors: SavedListsError[];
}

const KINDS: readonly SavedListKind[] = ['wishlist', 'compare'];
const FULL: Record<SavedListKind, ErrorCode> = { wishlist: 'WISHLIST_FULL', compare: 'COMPARE_LIST_FULL' };
const EMPTY: SavedLists = { wishlist: [], compare: [] };
const authRequired: SavedListsResult = { lists: EMPTY, errors: [{ code: 'AUTH_REQUIRED', field: null }] };

/** A product id as the API gives it ("42"); anything else names no product. */
const productNumber = (id: string): number | null => (/^[1-9]\d{0,9}$/.test(id) ? Number(id) : null);

/**
 * Signed-in shoppers' wishlist and compare list (decision 030). Scoped to the session's shopper;
 * changes lock the shopper's `users` row (as the garage does) so the limits hold under concurrent
 * requests from several devices.
 */
export function createSavedListsService(db: Kysely<DB>) {
  async function read(trx: Kysely<DB>, userId: string): Promise<SavedLists> {
    const rows = await trx
      .selectFrom('saved_products')
      .select(['list', 'product_id'])
      .where('user_id', '=', userId)
      .orderBy('seq')
      .execute();
    return {
      wishlist: rows.filter((r) => r.list === 'wishlist').map((r) => String(r.product_id)),
      compare: rows.filter((r) => r.list === 'compare').map((r) => String(r.product_id)),
    };
  }

  async function changing(
    userId: string | null,
    change: (trx: Transaction<DB>, userId: string, lists: SavedLists) => Promise<SavedListsError[]>,
  ): Promise<SavedListsResult> {
    if (userId === null) return authRequired;
    return db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
      if (!user) return authRequired;
      const errors = await change(trx, userId, await read(trx, userId));
      return { lists: await read(trx, userId), errors };
    });
  }

  /** Of `ids`, those of products that exist, as numbers, in order. */
  async function existing(trx: Kysely<DB>, ids: readonly string[]): Promise<Set<string>> {
    const numbers = [...new Set(ids.map(productNumber).filter((n): n is number => n !== null))];
    if (numbers.length === 0) return new Set();
    const rows = await trx.selectFrom('products').select('id').where('id', 'in', numbers).execute();
    return new Set(rows.map((r) => String(r.id)));
  }

  async function insert(trx: Transaction<DB>, userId: string, list: SavedListKind, ids: readonly string[]) {
    if (ids.length === 0) return;
    await trx
      .insertInto('saved_products')
      .values(ids.map((id) => ({ user_id: userId, list, product_id: Number(id) })))
      .onConflict((oc) => oc.columns(['user_id', 'list', 'product_id']).doNothing())
      .execute();
  }

  return {
    /** Both lists; empty for an anonymous caller. */
    async lists(userId: string | null): Promise<SavedLists> {
      return userId === null ? EMPTY : read(db, userId);
    },

    /** Adds a product (already there: nothing changes). Errors: PAGE_NOT_FOUND, WISHLIST_FULL, COMPARE_LIST_FULL. */
    add(userId: string | null, list: SavedListKind, productId: string): Promise<SavedListsResult> {
      return changing(userId, async (trx, id, lists) => {
        if (!(await existing(trx, [productId])).has(productId))
          return [{ code: 'PAGE_NOT_FOUND', field: ['productId'] }];
        if (lists[list].includes(productId)) return [];
        if (lists[list].length >= SAVED_LIST_LIMITS[list]) return [{ code: FULL[list], field: ['productId'] }];
        await insert(trx, id, list, [productId]);
        return [];
      });
    },

    /** Removes a product (not there: nothing changes). */
    remove(userId: string | null, list: SavedListKind, productId: string): Promise<SavedListsResult> {
      return changing(userId, async (trx, id) => {
        const number = productNumber(productId);
        if (number !== null) {
          await trx
            .deleteFrom('saved_products')
            .where('user_id', '=', id)
            .where('list', '=', list)
            .where('product_id', '=', number)
            .execute();
        }
        return [];
      });
    },

    clear(userId: string | null, list: SavedListKind): Promise<SavedListsResult> {
      return changing(userId, async (trx, id) => {
        await trx.deleteFrom('saved_products').where('user_id', '=', id).where('list', '=', list).execute();
        return [];
      });
    },

    /**
     * The browser's lists join the account's at sign-in: new products of existing ids are added
     * after the account's, each once, up to each list's limit; ids of products that no longer
     * exist are skipped. What did not fit is reported (WISHLIST_FULL / COMPARE_LIST_FULL on the list).
     */
    merge(userId: string | null, browser: SavedLists): Promise<SavedListsResult> {
      return changing(userId, async (trx, id, lists) => {
        const errors: SavedListsError[] = [];
        const known = await existing(trx, [...browser.wishlist, ...browser.compare]);
        for (const kind of KINDS) {
          const merged = mergeSavedList(
            kind,
            lists[kind],
            browser[kind].filter((p) => known.has(p)),
          );
          await insert(trx, id, kind, merged.ids.slice(lists[kind].length));
          if (merged.dropped > 0) errors.push({ code: FULL[kind], field: [kind] });
        }
        return errors;
      });
    },
  };
}

export type SavedListsService = ReturnType<typeof createSavedListsService>;
