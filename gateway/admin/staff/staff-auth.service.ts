/**
 * Staff sign-in (docs/decisions/031): e-mail + password (Argon2id, like shoppers'), then a TOTP
 * code when the account enrolled one. Failures are throttled like the shop's sign-in, on the same
 * counters (Redis when configured) under their own keys. A deactivated account cannot sign in and
 * answers like a wrong password. One-time links (first owner, invitation) set the password.
 */
import type { Kysely } from 'kysely';
import { emailErrors, normaliseEmail } from '../../accounts/account-rules';
import { QueueFullError } from '../../accounts/concurrency-limit';
import type { PasswordHasher } from '../../accounts/password-hasher';
import type { RateLimits } from '../../accounts/rate-limits';
import { hashToken, isWellFormedToken } from '../../accounts/session-cookie';
import type { DB } from '../../store/schema';
import { normaliseTotpCode, staffPasswordProblem } from '../../../rules/staff/staff';
import { type AdminError, adminError, fromShopErrors } from '../admin-errors';
import { recordAudit } from '../audit/audit.service';
import type { StaffRequestAuth } from './staff-request-auth';
import { clearedStaffCookie, staffCookie } from './staff-session-cookie';
import { selectStaff, type StaffSessions } from './staff-sessions';
import type { StaffRow } from './staff.mappers';
import { checkTotp } from './totp';
import type { TotpSecretBox } from './totp-secret-box';

export interface StaffAuthDeps {
  db: Kysely<DB>;
  hasher: PasswordHasher;
  sessions: StaffSessions;
  limits: RateLimits;
  /** Opens the sealed TOTP secrets (totp-secret-box.ts). */
  totpBox: TotpSecretBox;
}

export type StaffAuthResult = { staff: StaffRow; errors: [] } | { staff: null; errors: AdminError[] };

const failed = (...errors: AdminError[]): StaffAuthResult => ({ staff: null, errors });
const RATE_LIMITED = adminError('ERROR_RATE_LIMITED');

export function passwordError(password: string, field: string): AdminError | null {
  const problem = staffPasswordProblem(password);
  if (problem === 'too-short') return adminError('STAFF_WEAK_PASSWORD', field);
  if (problem === 'too-long') return adminError('ERROR_FORM_TOO_LONG', field);
  return null;
}

export function createStaffAuth({ db, hasher, sessions, limits, totpBox }: StaffAuthDeps) {
  const { counters } = limits;
  const here = (email: string, auth: StaffRequestAuth) => `staff ${email.toLowerCase()} ${auth.clientAddress}`;
  const anywhere = (email: string) => `staff ${email.toLowerCase()}`;

  async function mustWait(email: string, auth: StaffRequestAuth): Promise<boolean> {
    const [fromHere, fromEverywhere] = await Promise.all([
      counters.reached('signInFailedHere', here(email, auth)),
      counters.reached('signInFailedAnywhere', anywhere(email)),
    ]);
    return fromHere || fromEverywhere;
  }

  async function startSession(auth: StaffRequestAuth, staffId: string): Promise<void> {
    if (auth.sessionId) await sessions.revoke(auth.sessionId);
    const session = await sessions.create(staffId);
    auth.sessionId = session.id;
    auth.responseCookies.push(staffCookie(session.token, auth.secure));
  }

  async function guarded(run: () => Promise<StaffAuthResult>): Promise<StaffAuthResult> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof QueueFullError) return failed(RATE_LIMITED);
      throw error;
    }
  }

  return {
    async signIn(
      input: { email: string; password: string; totpCode: string | null },
      auth: StaffRequestAuth,
    ): Promise<StaffAuthResult> {
      const email = normaliseEmail(input.email);
      const invalid = fromShopErrors(emailErrors(email, 'email'));
      if (input.password === '') invalid.push(adminError('ERROR_FORM_REQUIRED', 'password'));
      if (invalid.length) return failed(...invalid);
      if (!(await limits.consume('signIn', `staff ${email}`, auth.clientAddress))) return failed(RATE_LIMITED);
      if (await mustWait(email, auth)) return failed(RATE_LIMITED);
      return guarded(async () => {
        const found = await db
          .selectFrom('staff')
          .select(['id', 'password_hash', 'totp_secret', 'active'])
          .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
          .executeTakeFirst();
        const right =
          found?.password_hash && found.active
            ? await hasher.verify(found.password_hash, input.password)
            : void (await hasher.dummyVerify(input.password));
        if (!found || !right) {
          await Promise.all([
            counters.add('signInFailedHere', here(email, auth)),
            counters.add('signInFailedAnywhere', anywhere(email)),
          ]);
          return failed(adminError('AUTH_WRONG_PASSWORD'));
        }
        if (found.totp_secret) {
          if (!input.totpCode) return failed(adminError('STAFF_TOTP_REQUIRED', 'totpCode'));
          const code = normaliseTotpCode(input.totpCode);
          // A secret that does not open (another key) refuses every code: the owner can re-enrol the person.
          const secret = totpBox.open(found.id, found.totp_secret);
          if (!code || !secret || !checkTotp(secret, email, code)) {
            await counters.add('signInFailedHere', here(email, auth));
            return failed(adminError('STAFF_TOTP_INVALID', 'totpCode'));
          }
        }
        await counters.clear('signInFailedHere', here(email, auth));
        await startSession(auth, found.id);
        return { staff: await selectStaff(db).where('staff.id', '=', found.id).executeTakeFirstOrThrow(), errors: [] };
      });
    },

    async signOut(auth: StaffRequestAuth): Promise<void> {
      if (auth.sessionId) await sessions.revoke(auth.sessionId);
      auth.sessionId = null;
      auth.responseCookies.push(clearedStaffCookie(auth.secure));
    },

    /** A one-time link (first owner or invitation) sets the password, once, before it expires; then signs in. */
    async setPassword(token: string, password: string, auth: StaffRequestAuth): Promise<StaffAuthResult> {
      const weak = passwordError(password, 'password');
      if (weak) return failed(weak);
      const invalid = failed(adminError('STAFF_LINK_INVALID', 'token'));
      if (!isWellFormedToken(token)) return invalid;
      return guarded(async () => {
        const passwordHash = await hasher.hash(password);
        const staff = await db.transaction().execute(async (trx) => {
          const used = await trx
            .updateTable('staff_tokens')
            .set({ used_at: new Date() })
            .where('token_hash', '=', hashToken(token))
            .where('used_at', 'is', null)
            .where('expires_at', '>', new Date())
            .returning(['staff_id', 'kind'])
            .executeTakeFirst();
          if (!used) return null;
          const row = await trx
            .updateTable('staff')
            .set({ password_hash: passwordHash, updated_at: new Date() })
            .where('id', '=', used.staff_id)
            .where('active', '=', true)
            .returning(['id', 'email'])
            .executeTakeFirst();
          if (!row) return null;
          await recordAudit(trx, row, {
            operation: 'setStaffPassword',
            entityType: 'staff',
            entityId: row.id,
            before: null,
            after: { passwordSet: true, through: used.kind },
          });
          return row;
        });
        if (!staff) return invalid;
        await sessions.revokeAll(staff.id);
        await startSession(auth, staff.id);
        return { staff: await selectStaff(db).where('staff.id', '=', staff.id).executeTakeFirstOrThrow(), errors: [] };
      });
    },
  };
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
