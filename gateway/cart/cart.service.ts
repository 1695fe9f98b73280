import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { UserError } from '../accounts/user-error';
import type { DB } from '../store/schema';
import { type CartLine, MAX_CART_LINES, mergeLines } from './cart-lines';
import { type LineRequest, loadCatalogue, type PricedCart, priceCart, productKey } from './cart-pricing';
import { checkOptions } from './price-line';

export type SavedCartResult = { cart: PricedCart; errors: [] } | { cart: null; errors: UserError[] };

const AUTH_REQUIRED: UserError[] = [{ code: 'AUTH_REQUIRED', field: null }];

/** Most characters of a client's line id that are kept. */
const MAX_LINE_ID = 64;

/** Lines as stored: the client's id when usable, options as given (keepOffered then drops unknown ones); prices are never stored. */
function toStored(lines: readonly LineRequest[]): CartLine[] {
  const ids = new Set<string>();
  return lines.map((line) => {
    const id = line.id && line.id.length <= MAX_LINE_ID && !ids.has(line.id) ? line.id : randomUUID();
    ids.add(id);
    const { installation } = line;
    return {
      id,
      productId: line.productId,
      options: (line.options ?? []).map((o) => ({ option: o.option, value: o.value })),
      quantity: line.quantity,
      ...(installation
        ? {
            installation: {
              packageId: installation.packageId,
              city: installation.city,
              slotStart: installation.slotStart,
            },
          }
        : {}),
    };
  });
}

/**
 * Keeps of each line's options only those its product offers (a known option, a known value, once):
 * what pricing would refuse is never stored; the line then asks for the missing choice.
 */
async function keepOffered(db: Kysely<DB>, lines: readonly CartLine[]): Promise<CartLine[]> {
  const { groups } = await loadCatalogue(
    db,
    lines.map((l) => productKey(l.productId)).filter((k) => k !== null),
  );
  return lines.map((line) => {
    const key = productKey(line.productId);
    const offered = checkOptions(key === null ? [] : (groups.get(key) ?? []), line.options).options;
    return { ...line, options: offered.map((o) => ({ option: o.option, value: o.value })) };
  });
}

/**
 * Signed-in shoppers' carts, one row per shopper keyed by the session's user id: the cart
 * follows them to another browser. Lines are stored without prices and priced on every read.
 */
export function createCartService(db: Kysely<DB>) {
  const read = async (trx: Kysely<DB>, userId: string): Promise<CartLine[]> =>
    (await trx.selectFrom('saved_carts').select('lines').where('user_id', '=', userId).executeTakeFirst())?.lines ?? [];

  const write = (trx: Kysely<DB>, userId: string, lines: CartLine[]) =>
    trx
      .insertInto('saved_carts')
      .values({ user_id: userId, lines: JSON.stringify(lines), updated_at: new Date() })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ lines: JSON.stringify(lines), updated_at: new Date() }))
      .execute();

  const tooMany = (lines: readonly unknown[]): UserError[] =>
    lines.length > MAX_CART_LINES ? [{ code: 'ERROR_FORM_OUT_OF_RANGE', field: ['lines'] }] : [];

  return {
    price: priceCart.bind(null, db),

    async saved(userId: string | null, vehicleId?: string | null): Promise<PricedCart | null> {
      return userId === null ? null : priceCart(db, await read(db, userId), vehicleId);
    },

    async save(userId: string | null, lines: readonly LineRequest[]): Promise<SavedCartResult> {
      if (userId === null) return { cart: null, errors: AUTH_REQUIRED };
      const errors = tooMany(lines);
      if (errors.length) return { cart: null, errors };
      const stored = await keepOffered(db, toStored(lines));
      await write(db, userId, stored);
      return { cart: await priceCart(db, stored), errors: [] };
    },

    /** Adds the browser's lines to the account's under a row lock on the shopper, so two sign-ins merge both. */
    async merge(userId: string | null, lines: readonly LineRequest[]): Promise<SavedCartResult> {
      if (userId === null) return { cart: null, errors: AUTH_REQUIRED };
      const errors = tooMany(lines);
      if (errors.length) return { cart: null, errors };
      const incoming = await keepOffered(db, toStored(lines));
      const merged = await db.transaction().execute(async (trx) => {
        await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
        const next = mergeLines(await read(trx, userId), incoming, randomUUID).slice(0, MAX_CART_LINES);
        await write(trx, userId, next);
        return next;
      });
      return { cart: await priceCart(db, merged), errors: [] };
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
