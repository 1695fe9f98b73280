import type { DB } from '../store/schema';
import type { Selectable } from 'kysely';

export type ShopRow = Selectable<DB['shop_info']>;
export type CurrencyRow = Selectable<DB['currencies']>;
export type LanguageRow = Selectable<DB['languages']>;
