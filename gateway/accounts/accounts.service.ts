import { sql } from 'kysely';
import { welcomeMail } from './account-mail';
import { type AccountsDeps, accountHelpers, RATE_LIMITED } from './account-helpers';
import {
  emailErrors,
  languageOf,
  normaliseEmail,
  passwordErrors,
  validateProfile,
  type ProfileInput,
} from './account-rules';
import { USER_COLUMNS, type UserRow } from './accounts.mappers';
import { createPasswordRecovery } from './password-recovery.service';
import { endSession, type RequestAuth } from './request-auth';
import { signInThrottle } from './sign-in-throttle';
import { type UserError, userError } from './user-error';

export type { AccountsDeps };

export type AuthResult =
  { user: UserRow; token: string; errors: [] } | { user: null; token: null; errors: UserError[] };
type Result<T> = { value: T; errors: [] } | { value: null; errors: UserError[] };

const failed = (...errors: UserError[]) => ({ user: null, token: null, errors }) as const;
const AUTH_REQUIRED = userError('AUTH_REQUIRED');

/** Sign-up, sign-in, sessions, profile and password change; recovery lives in password-recovery.service.ts. */
export function createAccountsService(deps: AccountsDeps) {
  const { db, hasher, sessions } = deps;
  const throttle = signInThrottle(db, deps.limits);

  const { byEmail, sendLater, rotate, allowed, guarded } = accountHelpers(deps);

  const core = {
    async signUp(
      input: {
        email: string;
        password: string;
        firstName?: string | null;
        lastName?: string | null;
        language?: string | null;
      },
      auth: RequestAuth,
    ): Promise<AuthResult> {
      const email = normaliseEmail(input.email);
      const profile = validateProfile({ email, firstName: input.firstName, lastName: input.lastName });
      const errors = [...profile.errors, ...passwordErrors(input.password, 'input', 'password')].map((e) =>
        e.field?.[0] === 'input' ? e : { ...e, field: ['input', ...(e.field ?? [])] },
      );
      if (errors.length) return failed(...errors);
      if (!(await allowed('signUp', email, auth))) return failed(RATE_LIMITED);
      return guarded(async () => {
        if (await byEmail(email).executeTakeFirst())
          return failed(userError('AUTH_EMAIL_ALREADY_IN_USE', 'input', 'email'));
        const passwordHash = await hasher.hash(input.password);
        const language = languageOf(input.language);
        const user = await db
          .insertInto('users')
          .values({
            email,
            password_hash: passwordHash,
            first_name: profile.value.firstName,
            last_name: profile.value.lastName,
            language,
          })
          .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
          .returning(USER_COLUMNS)
          .executeTakeFirst();
        if (!user) return failed(userError('AUTH_EMAIL_ALREADY_IN_USE', 'input', 'email'));
        const token = await rotate(auth, user.id, false);
        await throttle.succeeded(email, auth, user.id);
        sendLater(() => welcomeMail(language, email, user.first_name ?? email, deps.publicUrl));
        return { user, token, errors: [] };
      }, failed(RATE_LIMITED));
    },

    async signIn(
      input: { email: string; password: string; remember: boolean },
      auth: RequestAuth,
    ): Promise<AuthResult> {
      const email = normaliseEmail(input.email);
      const invalid = emailErrors(email, 'email');
      if (input.password === '') invalid.push(userError('ERROR_FORM_REQUIRED', 'password'));
      if (invalid.length) return failed(...invalid);
      if (!(await allowed('signIn', email, auth))) return failed(RATE_LIMITED);
      if (await throttle.mustWait(email, auth)) return failed(RATE_LIMITED);
      return guarded(async () => {
        const found = await byEmail(email).executeTakeFirst();
        const right = found
          ? await hasher.verify(found.password_hash, input.password)
          : void (await hasher.dummyVerify(input.password));
        if (!found || !right) {
          await throttle.failed(email, auth);
          return failed(userError('AUTH_WRONG_PASSWORD'));
        }
        const { password_hash: _, ...user } = found;
        const token = await rotate(auth, user.id, input.remember);
        await throttle.succeeded(email, auth, user.id);
        return { user, token, errors: [] };
      }, failed(RATE_LIMITED));
    },

    async signOut(auth: RequestAuth): Promise<void> {
      if (auth.sessionId) await sessions.revoke(auth.sessionId);
      endSession(auth);
    },

    async editProfile(viewer: UserRow | null, input: ProfileInput): Promise<Result<UserRow>> {
      if (!viewer) return { value: null, errors: [AUTH_REQUIRED] };
      const { value, errors } = validateProfile(input);
      if (errors.length) return { value: null, errors };
      const taken = await byEmail(value.email).where('id', '<>', viewer.id).executeTakeFirst();
      if (taken) return { value: null, errors: [userError('AUTH_EMAIL_ALREADY_IN_USE', 'email')] };
      const user = await db
        .updateTable('users')
        .set({
          email: value.email,
          phone: value.phone,
          first_name: value.firstName,
          last_name: value.lastName,
          updated_at: new Date(),
        })
        .where('id', '=', viewer.id)
        .returning(USER_COLUMNS)
        .executeTakeFirstOrThrow();
      return { value: user, errors: [] };
    },

    /** Checks the current password, stores the new one, ends every session and opens a new one here. */
    async changePassword(
      viewer: UserRow | null,
      current: string,
      next: string,
      auth: RequestAuth,
    ): Promise<AuthResult> {
      if (!viewer || !auth.sessionId) return failed(AUTH_REQUIRED);
      const weak = passwordErrors(next, 'newPassword');
      if (weak.length) return failed(...weak);
      return guarded(async () => {
        const row = await db
          .selectFrom('users')
          .select('password_hash')
          .where('id', '=', viewer.id)
          .executeTakeFirstOrThrow();
        if (!(await hasher.verify(row.password_hash, current)))
          return failed(userError('AUTH_WRONG_PASSWORD', 'currentPassword'));
        const passwordHash = await hasher.hash(next);
        await db
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: new Date() })
          .where('id', '=', viewer.id)
          .execute();
        const remember = (
          await db.selectFrom('sessions').select('remember').where('id', '=', auth.sessionId!).executeTakeFirst()
        )?.remember;
        await sessions.revokeAll(viewer.id);
        auth.sessionId = null;
        return { user: viewer, token: await rotate(auth, viewer.id, remember ?? false), errors: [] };
      }, failed(RATE_LIMITED));
    },
  };
  return { ...core, ...createPasswordRecovery(deps) };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
