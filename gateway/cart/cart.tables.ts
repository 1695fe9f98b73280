import type { ColumnType, JSONColumnType } from 'kysely';
import type { CartLine } from './cart-lines';

/** Signed-in shoppers' carts (migration 0400): one row per shopper, its lines as JSON. */
export interface CartTables {
  saved_carts: {
    user_id: string;
    lines: JSONColumnType<CartLine[], string, string>;
    updated_at: ColumnType<Date, Date | undefined, Date>;
  };
}
