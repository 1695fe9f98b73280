import type { Kysely } from 'kysely';
import type { DB } from '../../store/schema';
import { type Actor, recordAudit } from '../audit/audit.service';

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break; a cell a spreadsheet
 * would run as a formula (= + - @, tab, carriage return) gets a leading apostrophe (OWASP CSV injection).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Every subscriber, oldest first; the export itself is audited (who took the list, when, how many). */
export async function exportNewsletterSubscribers(db: Kysely<DB>, actor: Actor, now = new Date()) {
  const rows = await db.selectFrom('newsletter_subscribers').select(['email', 'subscribed_at']).orderBy('id').execute();
  const lines = [
    'email,subscribed_at',
    ...rows.map((r) => `${csvCell(r.email)},${new Date(r.subscribed_at).toISOString()}`),
  ];
  await recordAudit(db, actor, {
    operation: 'newsletterSubscribersCsv',
    entityType: 'newsletter',
    entityId: null,
    before: null,
    after: { exported: rows.length },
  });
  return {
    filename: `newsletter-subscribers-${now.toISOString().slice(0, 10)}.csv`,
    csv: `${lines.join('\r\n')}\r\n`,
    count: rows.length,
  };
}
