import { type Kysely, sql } from 'kysely';
import type { DB } from '../store/schema';
import { guestOrderClaimMail } from './account-mail';
import { type AccountsDeps, accountHelpers, RATE_LIMITED } from './account-helpers';
import { languageOf } from './account-rules';
import type { UserRow } from './accounts.mappers';
import type { RequestAuth } from './request-auth';
import { hashToken, isWellFormedToken, newToken } from './session-cookie';
import { type UserError, userError } from './user-error';

/** A claim link works once, for 24 hours. */
export const CLAIM_TOKEN_SECONDS = 24 * 60 * 60;

const AUTH_REQUIRED = userError('AUTH_REQUIRED');
const INVALID_TOKEN = userError('GUEST_ORDER_CLAIM_INVALID_TOKEN', 'token');

export type ClaimResult = { claimed: number; errors: [] } | { claimed: null; errors: UserError[] };

/** Guest orders (no account) placed with this e-mail, compared case-insensitively. */
function guestOrdersOf(db: Kysely<DB>, email: string) {
  return db
    .selectFrom('orders')
    .where('user_id', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()));
}

/**
 * Guest-order claiming (decision 030): guest orders join an account only after the shopper opens a
 * one-time link sent to the account's e-mail address, never because an e-mail was typed.
 */
export function createGuestOrderClaims(deps: AccountsDeps) {
  const { db } = deps;
  const { allowed, sendLater } = accountHelpers(deps);

  return {
    /** How many guest orders with the shopper's e-mail wait to be added; 0 for an anonymous caller. */
    async waiting(viewer: UserRow | null): Promise<number> {
      if (!viewer) return 0;
      const row = await guestOrdersOf(db, viewer.email)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Mails a claim link to the account's own address when guest orders with it exist. */
    async request(viewer: UserRow | null, auth: RequestAuth): Promise<UserError[]> {
      if (!viewer) return [AUTH_REQUIRED];
      const email = viewer.email;
      if (!(await allowed('guestOrderClaim', email.toLowerCase(), auth))) return [RATE_LIMITED];
      if ((await this.waiting(viewer)) === 0) return [userError('GUEST_ORDERS_NONE')];
      const token = newToken();
      await db
        .insertInto('guest_order_claim_tokens')
        .values({
          token_hash: hashToken(token),
          user_id: viewer.id,
          email,
          expires_at: new Date(Date.now() + CLAIM_TOKEN_SECONDS * 1000),
        })
        .execute();
      sendLater(() => guestOrderClaimMail(languageOf(viewer.language), email, token, deps.publicUrl));
      return [];
    },

    /**
     * Uses the token once, for the account it was issued to and while the account still has the
     * e-mail it was sent to, and attaches that e-mail's guest orders in the same transaction.
     */
    async claim(viewer: UserRow | null, token: string): Promise<ClaimResult> {
      if (!viewer) return { claimed: null, errors: [AUTH_REQUIRED] };
      if (!isWellFormedToken(token)) return { claimed: null, errors: [INVALID_TOKEN] };
      return db.transaction().execute(async (trx): Promise<ClaimResult> => {
        const user = await trx
          .selectFrom('users')
          .select('email')
          .where('id', '=', viewer.id)
          .forUpdate()
          .executeTakeFirst();
        if (!user) return { claimed: null, errors: [AUTH_REQUIRED] };
        const used = await trx
          .updateTable('guest_order_claim_tokens')
          .set({ used_at: new Date() })
          .where('token_hash', '=', hashToken(token))
          .where('user_id', '=', viewer.id)
          .where('used_at', 'is', null)
          .where('expires_at', '>', new Date())
          .where(sql<string>`lower(email)`, '=', user.email.toLowerCase())
          .returning('email')
          .executeTakeFirst();
        if (!used) return { claimed: null, errors: [INVALID_TOKEN] };
        const result = await trx
          .updateTable('orders')
          .set({ user_id: viewer.id, updated_at: new Date() })
          .where('user_id', 'is', null)
          .where((eb) => eb(eb.fn('lower', ['email']), '=', used.email.toLowerCase()))
          .executeTakeFirst();
        return { claimed: Number(result.numUpdatedRows), errors: [] };
      });
    },
  };
}

export type GuestOrderClaims = ReturnType<typeof createGuestOrderClaims>;
