/**
 * The audit log (docs/decisions/031): every change made through the admin API, written by the
 * service that made it — in the change's own transaction where the service owns it — with who,
 * when, which operation, which entity, and the entity before and after as JSON.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../store/schema';

/** Who made a change. */
export interface Actor {
  /** Null for the command line (`npm run staff`). */
  id: string | null;
  email: string;
}

export interface AuditEntryInput {
  operation: string;
  entityType: string;
  entityId: string | number | null;
  before: unknown;
  after: unknown;
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

export async function recordAudit(db: Kysely<DB>, actor: Actor, entry: AuditEntryInput): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      staff_id: actor.id,
      staff_email: actor.email,
      operation: entry.operation,
      entity_type: entry.entityType,
      entity_id: entry.entityId === null ? null : String(entry.entityId),
      before: json(entry.before),
      after: json(entry.after),
    })
    .execute();
}

export interface AuditRow {
  id: number;
  at: Date;
  staff_email: string;
  operation: string;
  entity_type: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
}

export interface AuditPage {
  items: AuditRow[];
  endCursor: string | null;
  hasNextPage: boolean;
}

/** The cursor of an entry is its id (entries are numbered in the order they were written). */
export function parseAuditCursor(cursor: string | null | undefined): number | null | undefined {
  if (cursor == null) return null;
  return /^[1-9]\d{0,15}$/.test(cursor) ? Number(cursor) : undefined;
}

/** Newest first, `first` entries with ids below `after`. */
export async function readAuditLog(db: Kysely<DB>, first: number, after: number | null): Promise<AuditPage> {
  let query = db
    .selectFrom('audit_log')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(first + 1);
  if (after !== null) query = query.where('id', '<', after);
  const rows = await query.execute();
  const items = rows.slice(0, first).map((row) => ({ ...row, id: Number(row.id) }));
  return {
    items,
    endCursor: items.length ? String(items.at(-1)!.id) : null,
    hasNextPage: rows.length > first,
  };
}
