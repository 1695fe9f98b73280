import type { ColumnType, Generated } from 'kysely';
import type { SavedListKind } from '../../rules/catalogue/saved-lists';

/** Signed-in shoppers' wishlist and compare list (migration 0311). */
export interface SavedListsTables {
  saved_products: {
    user_id: string;
    list: SavedListKind;
    product_id: number;
    seq: ColumnType<number, never, never>;
    added_at: Generated<Date>;
  };
}
