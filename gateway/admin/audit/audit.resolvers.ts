import type { Resolvers } from '../../__generated__/admin-types';
import { adminBadInput } from '../admin-errors';
import { parseAuditCursor, readAuditLog } from './audit.service';

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** The audit log for owners, newest first. */
export const auditResolvers: Resolvers = {
  AuditEntry: {
    id: (entry) => String(entry.id),
    staffEmail: (entry) => entry.staff_email,
    entityType: (entry) => entry.entity_type,
    entityId: (entry) => entry.entity_id,
    before: (entry) => json(entry.before),
    after: (entry) => json(entry.after),
  },
  Query: {
    auditLog: async (_root, { first, after }, { db }) => {
      const size = first ?? 50;
      if (!Number.isInteger(size) || size < 1 || size > 100) throw adminBadInput('ERROR_FORM_OUT_OF_RANGE', ['first']);
      const cursor = parseAuditCursor(after);
      if (cursor === undefined) throw adminBadInput('ERROR_FORM_INVALID', ['after']);
      const page = await readAuditLog(db, size, cursor);
      return { items: page.items, cursorInfo: { endCursor: page.endCursor, hasNextPage: page.hasNextPage } };
    },
  },
};
