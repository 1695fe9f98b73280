import type { Kysely } from 'kysely';
import type { DB } from '../store/schema';

/** Reads the shop's own information. */
export function createShopService(db: Kysely<DB>) {
  return {
    async info() {
      return db.selectFrom('shop_info').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    },
    async currencies() {
      return db.selectFrom('currencies').selectAll().orderBy('position').execute();
    },
    async languages() {
      return db.selectFrom('languages').selectAll().orderBy('position').execute();
    },
  };
}

export type ShopService = ReturnType<typeof createShopService>;
