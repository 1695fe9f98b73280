import type { Mailer } from '../mail/mailer';
import type { BackgroundJobs } from './background-jobs';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DB } from '../store/schema';
import type { PasswordHasher } from './password-hasher';
import type { RateLimits } from './rate-limits';
import type { SessionStore } from './sessions';
import { USER_COLUMNS } from './accounts.mappers';
import { QueueFullError } from './concurrency-limit';
import type { LimitedAction } from './rate-limits';
import { type RequestAuth, startSession } from './request-auth';
import { userError } from './user-error';

export interface AccountsDeps {
  db: Kysely<DB>;
  hasher: PasswordHasher;
  sessions: SessionStore;
  limits: RateLimits;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  /** Work done after the answer (e-mails, reset look-ups). */
  jobs: BackgroundJobs;
}

export const RATE_LIMITED = userError('ERROR_RATE_LIMITED');

/** Data access and guards shared by the accounts operations. */
export function accountHelpers(deps: AccountsDeps) {
  const { db, sessions, limits, mailer, jobs } = deps;

  const byEmail = (email: string) =>
    db
      .selectFrom('users')
      .select([...USER_COLUMNS, 'password_hash'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()));

  /** Mail is sent after the answer, so timing does not tell whether an account exists. */
  const sendLater = (build: () => Parameters<Mailer['sendMail']>[0]) => {
    jobs.run(async () => void (await mailer.sendMail(build())));
  };

  /** Ends the request's current session (if any) and opens a new one: a session id is never reused across sign-ins. */
  async function rotate(auth: RequestAuth, userId: string, remember: boolean): Promise<string> {
    if (auth.sessionId) await sessions.revoke(auth.sessionId);
    const session = await sessions.create(userId, remember);
    startSession(auth, session);
    return session.token;
  }

  async function allowed(action: LimitedAction, email: string, auth: RequestAuth): Promise<boolean> {
    return limits.consume(action, email, auth.clientAddress);
  }

  /** Hashing refuses work when its queue is full; the shopper sees "try again later". */
  async function guarded<T>(run: () => Promise<T>, busy: T): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof QueueFullError) return busy;
      throw error;
    }
  }

  return { byEmail, sendLater, rotate, allowed, guarded };
}
