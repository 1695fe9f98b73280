import type { Kysely } from 'kysely';
import type { DB } from '../store/schema';
import { passwordResetMail } from './account-mail';
import { emailErrors, languageOf, normaliseEmail, passwordErrors } from './account-rules';
import { type AccountsDeps, accountHelpers, RATE_LIMITED } from './account-helpers';
import type { RequestAuth } from './request-auth';
import { signInThrottle } from './sign-in-throttle';
import { hashToken, isWellFormedToken, newToken, RESET_TOKEN_SECONDS } from './session-cookie';
import { type UserError, userError } from './user-error';

/** Password recovery: a single-use, hashed token valid 1 hour, sent by e-mail. */
export function createPasswordRecovery(deps: AccountsDeps) {
  const { db, hasher, mailer, jobs } = deps;
  const { counters } = deps.limits;
  const { byEmail, allowed, guarded } = accountHelpers(deps);
  const throttle = signInThrottle(db, deps.limits);

  /**
   * After the answer: finds the account and mails a link, at most `resetMailSent` per hour per
   * address. Beyond that the owner already has links (valid an hour) in their inbox, so strangers'
   * requests cannot keep the owner from resetting.
   */
  async function mailResetLink(email: string): Promise<void> {
    const user = await byEmail(email).executeTakeFirst();
    if (!user || (await counters.reached('resetMailSent', email))) return;
    await counters.add('resetMailSent', email);
    const token = newToken();
    await db
      .insertInto('password_reset_tokens')
      .values({
        token_hash: hashToken(token),
        user_id: user.id,
        expires_at: new Date(Date.now() + RESET_TOKEN_SECONDS * 1000),
      })
      .execute();
    await mailer.sendMail(passwordResetMail(languageOf(user.language), user.email, token, deps.publicUrl));
  }

  return {
    /**
     * Same answer, after the same work, whether or not the e-mail has an account: only the request
     * limits (per address, per e-mail from that address) run before it; the look-up runs after.
     */
    async requestPasswordReset(rawEmail: string, auth: RequestAuth): Promise<UserError[]> {
      const email = normaliseEmail(rawEmail);
      const invalid = emailErrors(email, 'email');
      if (invalid.length) return invalid;
      if (!(await allowed('passwordReset', email, auth))) return [RATE_LIMITED];
      jobs.run(() => mailResetLink(email));
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
        const reset = await db.transaction().execute(async (trx): Promise<UserError[] | string> => {
          const used = await usable(trx).set({ used_at: new Date() }).returning('user_id').executeTakeFirst();
          if (!used) return invalidToken;
          const { email } = await trx
            .updateTable('users')
            .set({ password_hash: passwordHash, updated_at: new Date() })
            .where('id', '=', used.user_id)
            .returning('email')
            .executeTakeFirstOrThrow();
          await trx
            .deleteFrom('password_reset_tokens')
            .where('user_id', '=', used.user_id)
            .where('used_at', 'is', null)
            .execute();
          await trx.deleteFrom('sessions').where('user_id', '=', used.user_id).execute();
          return email;
        });
        if (typeof reset !== 'string') return reset;
        await throttle.accountRecovered(normaliseEmail(reset));
        return [];
      }, [RATE_LIMITED]);
    },
  };
}
