/**
 * Staff accounts (docs/decisions/031): the first owner is added from the command line
 * (`npm run staff -- add`), which prints a one-time set-password link; owners invite others
 * (e-mail with a one-time link), change roles and deactivate accounts. The shop always keeps one
 * active owner. Every change is written to the audit log in its own transaction.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Logger } from 'pino';
import { emailErrors, LANGUAGES, normaliseEmail } from '../../accounts/account-rules';
import { hashToken, newToken } from '../../accounts/session-cookie';
import type { Mailer } from '../../mail/mailer';
import type { DB } from '../../store/schema';
import { normaliseTotpCode, STAFF_NAME_MAX } from '../../../rules/staff/staff';
import { type AdminError, adminError, fromShopErrors } from '../admin-errors';
import { type Actor, recordAudit } from '../audit/audit.service';
import { invitationMail, setPasswordLink } from './staff-mail';
import { INVITATION_SECONDS, SET_PASSWORD_SECONDS } from './staff-session-cookie';
import type { StaffRole } from './staff-roles';
import { selectStaff, type StaffSessions } from './staff-sessions';
import { staffSnapshot, type StaffRow } from './staff.mappers';
import { checkTotp, newTotpSecret, totpUri } from './totp';
import type { TotpSecretBox } from './totp-secret-box';

export interface StaffServiceDeps {
  db: Kysely<DB>;
  sessions: StaffSessions;
  mailer: Mailer;
  logger: Pick<Logger, 'error'>;
  publicUrl: string;
  /** Seals the TOTP secrets before they are stored (totp-secret-box.ts). */
  totpBox: TotpSecretBox;
}

export type StaffResult = { staff: StaffRow; errors: [] } | { staff: null; errors: AdminError[] };

const failed = (...errors: AdminError[]): StaffResult => ({ staff: null, errors });
const isLanguage = (value: string) => (LANGUAGES as readonly string[]).includes(value);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function validNew(input: { email: string; name?: string | null }): {
  email: string;
  name: string;
  errors: AdminError[];
} {
  const email = normaliseEmail(input.email);
  const name = (input.name ?? '').trim();
  const errors = fromShopErrors(emailErrors(email, 'input', 'email'));
  if (name.length > STAFF_NAME_MAX) errors.push(adminError('ERROR_FORM_TOO_LONG', 'input', 'name'));
  return { email, name, errors };
}

async function issueToken(trx: Transaction<DB>, staffId: string, kind: 'SET_PASSWORD' | 'INVITATION'): Promise<string> {
  const token = newToken();
  const seconds = kind === 'INVITATION' ? INVITATION_SECONDS : SET_PASSWORD_SECONDS;
  await trx
    .insertInto('staff_tokens')
    .values({
      token_hash: hashToken(token),
      staff_id: staffId,
      kind,
      expires_at: new Date(Date.now() + seconds * 1000),
    })
    .execute();
  return token;
}

/** Other active owners than `staffId` (the shop keeps at least one). */
async function otherOwners(trx: Transaction<DB>, staffId: string): Promise<number> {
  // Lock the owners' rows so that two owners demoting each other at once cannot leave none.
  const rows = await trx
    .selectFrom('staff')
    .select('id')
    .where('role', '=', 'OWNER')
    .where('active', '=', true)
    .forUpdate()
    .execute();
  return rows.filter((r) => r.id !== staffId).length;
}

export function createStaffService({ db, sessions, mailer, logger, publicUrl, totpBox }: StaffServiceDeps) {
  const byId = (trx: Kysely<DB>, id: string) => selectStaff(trx).where('staff.id', '=', id);

  /** Changes one staff row under lock, with the last-owner rule, and audits it. */
  async function change(
    actor: Actor,
    operation: string,
    id: string,
    apply: (row: StaffRow) => { role?: StaffRole; active?: boolean },
  ): Promise<StaffResult> {
    if (!UUID.test(id)) return failed(adminError('PAGE_NOT_FOUND', 'id'));
    const result = await db.transaction().execute(async (trx): Promise<StaffResult> => {
      const before = await byId(trx, id).forUpdate().executeTakeFirst();
      if (!before) return failed(adminError('PAGE_NOT_FOUND', 'id'));
      const next = apply(before);
      const staysOwner = (next.role ?? before.role) === 'OWNER' && (next.active ?? before.active);
      if (before.role === 'OWNER' && before.active && !staysOwner && (await otherOwners(trx, id)) === 0)
        return failed(adminError('STAFF_LAST_OWNER', 'id'));
      await trx
        .updateTable('staff')
        .set({ ...next, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      const after = await byId(trx, id).executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        operation,
        entityType: 'staff',
        entityId: id,
        before: staffSnapshot(before),
        after: staffSnapshot(after),
      });
      return { staff: after, errors: [] };
    });
    // A new role or a deactivation takes effect at once: the person signs in again (or cannot).
    if (result.staff) await sessions.revokeAll(id);
    return result;
  }

  return {
    list: () =>
      selectStaff(db)
        .orderBy(sql`staff.role = 'OWNER'`, 'desc')
        .orderBy('staff.email')
        .execute(),

    /** The command line's `add`: a staff member without a password and their set-password token. */
    async add(input: {
      email: string;
      name?: string | null;
      role: StaffRole;
    }): Promise<{ staff: StaffRow; token: string } | { errors: AdminError[] }> {
      const { email, name, errors } = validNew(input);
      if (errors.length) return { errors };
      return db.transaction().execute(async (trx) => {
        const created = await trx
          .insertInto('staff')
          .values({ email, name, role: input.role })
          .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!created) return { errors: [adminError('AUTH_EMAIL_ALREADY_IN_USE', 'input', 'email')] };
        const token = await issueToken(trx, created.id, 'SET_PASSWORD');
        const staff = await byId(trx, created.id).executeTakeFirstOrThrow();
        await recordAudit(
          trx,
          { id: null, email: 'command line' },
          {
            operation: 'addStaff',
            entityType: 'staff',
            entityId: created.id,
            before: null,
            after: staffSnapshot(staff),
          },
        );
        return { staff, token };
      });
    },

    /** An owner invites someone: the account exists at once, without a password, and the link is e-mailed. */
    async invite(
      actor: Actor,
      input: { email: string; name?: string | null; role: StaffRole; language?: string | null },
    ): Promise<StaffResult> {
      const { email, name, errors } = validNew(input);
      const language = input.language ?? 'en';
      if (!isLanguage(language)) errors.push(adminError('ERROR_FORM_INVALID', 'input', 'language'));
      if (errors.length) return failed(...errors);
      const made = await db.transaction().execute(async (trx) => {
        const created = await trx
          .insertInto('staff')
          .values({ email, name, role: input.role, invited_by: actor.id, language })
          .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!created) return null;
        const token = await issueToken(trx, created.id, 'INVITATION');
        const staff = await byId(trx, created.id).executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          operation: 'inviteStaff',
          entityType: 'staff',
          entityId: created.id,
          before: null,
          after: staffSnapshot(staff),
        });
        return { staff, token };
      });
      if (!made) return failed(adminError('AUTH_EMAIL_ALREADY_IN_USE', 'input', 'email'));
      try {
        await mailer.sendMail(
          invitationMail(made.staff, actor.email, setPasswordLink(publicUrl, made.token), INVITATION_SECONDS / 3600),
        );
      } catch (err) {
        logger.error({ err, staff: made.staff.id }, 'staff invitation e-mail failed');
      }
      return { staff: made.staff, errors: [] };
    },

    changeRole: (actor: Actor, id: string, role: StaffRole) => change(actor, 'changeStaffRole', id, () => ({ role })),

    deactivate: (actor: Actor, id: string) => change(actor, 'deactivateStaff', id, () => ({ active: false })),

    /** Offers a new secret; the second factor is on only once a code from it is confirmed. */
    async startTotp(staff: StaffRow): Promise<{ secret: string; uri: string }> {
      const secret = newTotpSecret();
      await db
        .updateTable('staff')
        .set({ totp_pending_secret: totpBox.seal(staff.id, secret), updated_at: new Date() })
        .where('id', '=', staff.id)
        .execute();
      return { secret, uri: totpUri(secret, staff.email) };
    },

    async confirmTotp(staff: StaffRow, given: string): Promise<StaffResult> {
      const code = normaliseTotpCode(given);
      const row = await db
        .selectFrom('staff')
        .select('totp_pending_secret')
        .where('id', '=', staff.id)
        .executeTakeFirstOrThrow();
      const pending = row.totp_pending_secret ? totpBox.open(staff.id, row.totp_pending_secret) : null;
      if (!code || !pending || !checkTotp(pending, staff.email, code))
        return failed(adminError('STAFF_TOTP_INVALID', 'code'));
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable('staff')
          .set({ totp_secret: row.totp_pending_secret, totp_pending_secret: null, updated_at: new Date() })
          .where('id', '=', staff.id)
          .execute();
        const after = await byId(trx, staff.id).executeTakeFirstOrThrow();
        await recordAudit(trx, staff, {
          operation: 'confirmTotpEnrolment',
          entityType: 'staff',
          entityId: staff.id,
          before: staffSnapshot(staff),
          after: staffSnapshot(after),
        });
        return { staff: after, errors: [] };
      });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
