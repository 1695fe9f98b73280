import { type Kysely, sql } from 'kysely';
import { hashToken, newToken } from '../../accounts/session-cookie';
import type { DB } from '../../store/schema';
import { STAFF_SESSION_SECONDS } from './staff-session-cookie';
import { STAFF_COLUMNS, type StaffRow } from './staff.mappers';

/** Selects a staff member without secrets, with whether a password and a second factor are set. */
export function selectStaff(db: Kysely<DB>) {
  return db
    .selectFrom('staff')
    .select(STAFF_COLUMNS)
    .select([
      sql<boolean>`staff.password_hash is not null`.as('has_password'),
      sql<boolean>`staff.totp_secret is not null`.as('totp_enabled'),
    ]);
}

/** Staff sessions: separate from shoppers', only token hashes stored, 12 hours at most. */
export function createStaffSessions(db: Kysely<DB>) {
  return {
    async create(staffId: string): Promise<{ id: string; token: string }> {
      const token = newToken();
      const { id } = await db
        .insertInto('staff_sessions')
        .values({
          staff_id: staffId,
          token_hash: hashToken(token),
          expires_at: new Date(Date.now() + STAFF_SESSION_SECONDS * 1000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, token };
    },

    /** The active staff member of a valid session, or null. */
    async find(token: string): Promise<{ sessionId: string; staff: StaffRow } | null> {
      const row = await selectStaff(db)
        .innerJoin('staff_sessions as s', 's.staff_id', 'staff.id')
        .select('s.id as session_id')
        .where('s.token_hash', '=', hashToken(token))
        .where('s.expires_at', '>', new Date())
        .where('staff.active', '=', true)
        .executeTakeFirst();
      if (!row) return null;
      const { session_id, ...staff } = row;
      return { sessionId: session_id, staff };
    },

    async revoke(sessionId: string): Promise<void> {
      await db.deleteFrom('staff_sessions').where('id', '=', sessionId).execute();
    },

    /** Ends every session of a staff member (deactivated, role changed), and drops expired ones. */
    async revokeAll(staffId: string): Promise<void> {
      await db
        .deleteFrom('staff_sessions')
        .where((eb) => eb.or([eb('staff_id', '=', staffId), eb('expires_at', '<=', new Date())]))
        .execute();
    },
  };
}

export type StaffSessions = ReturnType<typeof createStaffSessions>;
