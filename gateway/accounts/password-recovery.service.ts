import type { Kysely } from 'kysely';
import type { DB } from '../store/schema';
import { passwordResetMail } from './account-mail';
import { emailErrors, languageOf, normaliseEmail, passwordErrors } from './account-rules';
import { type AccountsDeps, accountHelpers, RATE_LIMITED } from './account-helpers';
import type { RequestAuth } from './request-auth';
import { hashToken, isWellFormedToken, newToken, RESET_TOKEN_SECONDS } from './session-cookie';
import { type UserError, userError } from './user-error';

/** Password recovery: a single-use, hashed token valid 1 hour, sent by e-mail. */
export function createPasswordRecovery(deps: AccountsDeps) {
  const { db, hasher } = deps;
  const { byEmail, sendLater, allowed, guarded } = accountHelpers(deps);

  return {
    /** Same answer whether or not the e-mail has an account; the e-mail goes out in the background. */
    async requestPasswordReset(rawEmail: string, auth: RequestAuth): Promise<UserError[]> {
      const email = normaliseEmail(rawEmail);
      const invalid = emailErrors(email, 'email');
      if (invalid.length) return invalid;
      if (!(await allowed('passwordReset', email, auth))) return [RATE_LIMITED];
      const user = await byEmail(email).executeTakeFirst();
      if (user) {
        const token = newToken();
        await db
          .insertInto('password_reset_tokens')
          .values({
            token_hash: hashToken(token),
            user_id: user.id,
            expires_at: new Date(Date.now() + RESET_TOKEN_SECONDS * 1000),
          })
          .execute();
        sendLater(() => passwordResetMail(languageOf(user.language), user.email, token, deps.publicUrl));
      }
      return [];
    },

    /** Uses a reset token once (atomically), sets the password and ends every session of the shopper. */
    async resetPassword(token: string, password: string): Promise<UserError[]> {
      const weak = passwordErrors(password, 'password');
      if (weak.length) return weak;
      const invalidToken = [userError('AUTH_INVALID_TOKEN', 'token')];
      if (!isWellFormedToken(token)) return invalidToken;
      const usable = (qb: Kysely<DB>) =>
        qb
          .updateTable('password_reset_tokens')
          .where('token_hash', '=', hashToken(token))
          .where('used_at', 'is', null)
          .where('expires_at', '>', new Date());
      // A cheap look first, so unknown tokens never cost a hash.
      const known = await db
        .selectFrom('password_reset_tokens')
        .select('user_id')
        .where('token_hash', '=', hashToken(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', new Date())
        .executeTakeFirst();
      if (!known) return invalidToken;
      return guarded(async () => {
        const passwordHash = await hasher.hash(password);
        return db.transaction().execute(async (trx) => {
          const used = await usable(trx).set({ used_at: new Date() }).returning('user_id').executeTakeFirst();
          if (!used) return invalidToken;
          await trx
            .updateTable('users')
            .set({ password_hash: passwordHash, updated_at: new Date() })
            .where('id', '=', used.user_id)
            .execute();
          await trx
            .deleteFrom('password_reset_tokens')
            .where('user_id', '=', used.user_id)
            .where('used_at', 'is', null)
            .execute();
          await trx.deleteFrom('sessions').where('user_id', '=', used.user_id).execute();
          return [];
        });
      }, [RATE_LIMITED]);
    },
  };
}
