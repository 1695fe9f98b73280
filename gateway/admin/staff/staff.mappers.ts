import type { Selectable } from 'kysely';
import type { AdminTables } from '../admin.tables';

/** A staff row without its secrets (what resolvers and the context see). */
export type StaffRow = Omit<
  Selectable<AdminTables['staff']>,
  'password_hash' | 'totp_secret' | 'totp_pending_secret'
> & {
  has_password: boolean;
  totp_enabled: boolean;
};

export const STAFF_COLUMNS = [
  'staff.id',
  'staff.email',
  'staff.name',
  'staff.role',
  'staff.active',
  'staff.invited_by',
  'staff.language',
  'staff.created_at',
  'staff.updated_at',
] as const;

/** The audit log's picture of a staff member: no secrets. */
export function staffSnapshot(row: StaffRow) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    active: row.active,
    totpEnabled: row.totp_enabled,
  };
}
