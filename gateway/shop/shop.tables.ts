import type { ColumnType, JSONColumnType } from 'kysely';

export interface OpeningHoursRow {
  /** ISO weekday numbers, 1 = Monday … 7 = Sunday. */
  days: number[];
  opens: string;
  closes: string;
}

/** bigint paise; parsed as a number on both engines (decision 001). */
type Paise = ColumnType<number, number, number>;

export interface ShopTables {
  /** The shop's settings (migration 0003): one row, id 1. */
  shop_settings: {
    id: number;
    /** True while the row holds the sample values the migration wrote. */
    sample: boolean;
    legal_name: string;
    /** Building, street and area (migration 0990); before it, or while city is null, the whole address. */
    address_lines: string[];
    /** The registered address's city and PIN code (migration 0990); null: `address_lines` is the whole address. */
    address_city: ColumnType<string | null, string | null | undefined, string | null>;
    address_pin_code: ColumnType<string | null, string | null | undefined, string | null>;
    /** ISO code of the state of registration (rules/india/states.ts), e.g. KA. */
    state_code: string;
    gstin: string;
    delivery_fee: Paise;
    free_delivery_threshold: ColumnType<number | null, number | null, number | null>;
    bank_account_name: string;
    bank_name: string;
    bank_account_number: string;
    bank_ifsc: string;
    /** The UPI payee (migration 0440): virtual payment address and name shown by the shopper's app. */
    upi_vpa: ColumnType<string, string | undefined, string>;
    upi_payee_name: ColumnType<string, string | undefined, string>;
    /** Minutes an unpaid UPI order holds its stock and slots. */
    payment_hold_minutes: ColumnType<number, number | undefined, number>;
    /** Minutes an unpaid bank-transfer order holds its stock and slots. */
    bank_transfer_hold_minutes: ColumnType<number, number | undefined, number>;
    /** The most a cash-on-delivery order may cost, paise. */
    cod_limit: ColumnType<number, number | undefined, number>;
    updated_at: ColumnType<Date, Date | undefined, Date>;
  };
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
    /** When staff last set the rate (migration 0700). */
    rate_set_at: ColumnType<Date, Date | undefined, Date>;
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
