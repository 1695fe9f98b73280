import type { Kysely } from 'kysely';
import type { ErrorCode } from '../__generated__/resolvers-types';
import type { DB } from '../store/schema';
import { checkNewsletterEmail } from './newsletter-rules';

/** The schema's `UserError`. */
interface UserError {
  code: ErrorCode;
  field: string[];
}

/** Newsletter sign-ups. */
export function createNewsletterService(db: Kysely<DB>) {
  return {
    /**
     * Adds an address to the list. An address already on it (in any case) answers the same
     * success without a second row, so the answer never tells who is subscribed.
     */
    async subscribe(value: string): Promise<{ subscribed: boolean; errors: UserError[] }> {
      const checked = checkNewsletterEmail(value);
      if (!checked.ok) return { subscribed: false, errors: [{ code: checked.code, field: ['email'] }] };
      await db
        .insertInto('newsletter_subscribers')
        .values({ email: checked.email, email_key: checked.key })
        .onConflict((oc) => oc.column('email_key').doNothing())
        .execute();
      return { subscribed: true, errors: [] };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
