import type { ColumnType, Generated } from 'kysely';
import type { StaffRole } from './staff/staff-roles';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
/** A JSON column: written as a JSON string, read as the value. */
type Json = ColumnType<unknown, string | null, string | null>;

/** The back office (migration 0700, docs/decisions/031-back-office.md). */
export interface AdminTables {
  /** People who run the shop; not shoppers (their own password, sessions and role). */
  staff: {
    id: Generated<string>;
    email: string;
    name: ColumnType<string, string | undefined, string>;
    role: StaffRole;
    /** Argon2id; null until the person sets a password through their one-time link. */
    password_hash: ColumnType<string | null, string | null | undefined, string | null>;
    active: ColumnType<boolean, boolean | undefined, boolean>;
    /** Base32 TOTP secret once the second factor is enrolled and verified. */
    totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
    /** A secret offered for enrolment, kept until its first code is verified. */
    totp_pending_secret: ColumnType<string | null, string | null | undefined, string | null>;
    invited_by: ColumnType<string | null, string | null | undefined, never>;
    /** The language of the person's e-mails: en, hi, kn, ta or te (migration 0920). */
    language: ColumnType<string, string | undefined, string>;
    created_at: CreatedAt;
    updated_at: ColumnType<Date, Date | undefined, Date>;
  };
  /** One-time links (first password, invitation), stored hashed. */
  staff_tokens: {
    token_hash: string;
    staff_id: string;
    kind: 'SET_PASSWORD' | 'INVITATION';
    created_at: CreatedAt;
    expires_at: Date;
    used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  };
  /** Signed-in staff browsers; only the SHA-256 of the token is stored. */
  staff_sessions: {
    id: Generated<string>;
    staff_id: string;
    token_hash: string;
    created_at: CreatedAt;
    expires_at: Date;
  };
  /** Every change made through the admin API. */
  audit_log: {
    id: ColumnType<number, never, never>;
    staff_id: string | null;
    staff_email: string;
    at: CreatedAt;
    operation: string;
    entity_type: string;
    entity_id: string | null;
    before: Json;
    after: Json;
  };
}
