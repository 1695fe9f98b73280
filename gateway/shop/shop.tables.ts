import type { JSONColumnType } from 'kysely';

export interface OpeningHoursRow {
  /** ISO weekday numbers, 1 = Monday … 7 = Sunday. */
  days: number[];
  opens: string;
  closes: string;
}

export interface ShopTables {
  shop_info: {
    id: number;
    name: string;
    address: string;
    email: string;
    phone: string;
    opening_hours: JSONColumnType<OpeningHoursRow[], string, string>;
  };
  currencies: {
    code: string;
    symbol: string;
    name: string;
    /** numeric: a decimal string, never a float. */
    rate: string;
    position: number;
    is_default: boolean;
  };
  languages: {
    code: string;
    locale: string;
    name: string;
    icon: string;
    direction: 'ltr' | 'rtl';
    position: number;
    is_default: boolean;
  };
}
