import type { ColumnType, Generated } from 'kysely';

/** Back-in-stock requests (migration 0880). */
export interface StockNoticeTables {
  stock_notices: {
    id: Generated<number>;
    product_id: number;
    /** The chosen options as `option=value` slugs joined by `;` in option order ('' for none). */
    options: Generated<string>;
    email: string;
    /** `email` lower-cased: one open request per product, options and address. */
    email_key: string;
    user_id: string | null;
    /** The language the e-mails are written in (the shopper's when asking). */
    language: string;
    /** SHA-256 of the unsubscribe link's token. */
    token_hash: string;
    created_at: ColumnType<Date, never, never>;
    /** Set by the database when the product came back in stock; the job e-mails due requests. */
    due_at: ColumnType<Date | null, never, Date | null>;
    closed_at: ColumnType<Date | null, never, Date | null>;
    closed_reason: 'sent' | 'cancelled' | null;
  };
}
