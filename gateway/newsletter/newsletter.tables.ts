import type { ColumnType, Generated } from 'kysely';

/** Newsletter subscribers (migration 0600). */
export interface NewsletterTables {
  newsletter_subscribers: {
    id: Generated<number>;
    /** The address as first given (trimmed). */
    email: string;
    /** `email` lower-cased: one subscriber per address whatever its case. */
    email_key: string;
    subscribed_at: ColumnType<Date, never, never>;
  };
}
