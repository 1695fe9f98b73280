import type { Kysely } from 'kysely';
import type { DB } from '../store/schema';
import { USER_COLUMNS, type UserRow } from './accounts.mappers';
import { BROWSER_SESSION_SECONDS, hashToken, newToken, REMEMBER_SECONDS } from './session-cookie';

export interface NewSession {
  id: string;
  token: string;
  remember: boolean;
}

/** Server-side sessions: only token hashes are stored; expired ones are ignored and cleaned up. */
export function createSessionStore(db: Kysely<DB>) {
  return {
    async create(userId: string, remember: boolean): Promise<NewSession> {
      const token = newToken();
      const seconds = remember ? REMEMBER_SECONDS : BROWSER_SESSION_SECONDS;
      const { id } = await db
        .insertInto('sessions')
        .values({
          user_id: userId,
          token_hash: hashToken(token),
          remember,
          expires_at: new Date(Date.now() + seconds * 1000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, token, remember };
    },

    async find(token: string): Promise<{ sessionId: string; user: UserRow } | null> {
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(USER_COLUMNS.map((c) => `users.${c}` as const))
        .select('sessions.id as session_id')
        .where('sessions.token_hash', '=', hashToken(token))
        .where('sessions.expires_at', '>', new Date())
        .executeTakeFirst();
      if (!row) return null;
      const { session_id, ...user } = row;
      return { sessionId: session_id, user };
    },

    async revoke(sessionId: string): Promise<void> {
      await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
    },

    /** Ends every session of a shopper (password change or reset), and drops expired ones. */
    async revokeAll(userId: string): Promise<void> {
      await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('user_id', '=', userId), eb('expires_at', '<=', new Date())]))
        .execute();
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
