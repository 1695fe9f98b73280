import type { Kysely } from 'kysely';
import type { DB } from '../store/schema';
import { loadShopSettings } from './shop-settings';

/** Reads the shop's own information. */
export function createShopService(db: Kysely<DB>) {
  return {
    async info() {
      return db.selectFrom('shop_info').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    },
    async currencies() {
      return db.selectFrom('currencies').selectAll().orderBy('position').execute();
    },
    /** The shop's settings (legal identity, delivery fee, bank account): read fresh each time. */
    settings() {
      return loadShopSettings(db);
    },
    async languages() {
      return db.selectFrom('languages').selectAll().orderBy('position').execute();
    },
  };
}

export type ShopService = ReturnType<typeof createShopService>;
