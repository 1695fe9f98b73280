/**
 * Pure rules of back-in-stock requests (docs/decisions/041): how many options a request may name,
 * the options as one key, and the unsubscribe token.
 */
import { createHash, randomBytes } from 'node:crypto';

/** Most option choices a request may carry (a product has at most a few groups). */
export const MAX_NOTICE_OPTIONS = 10;

/** The chosen options as one key, in the product's option order: `colour=black;size=m`, '' for none. */
export function optionsKey(options: readonly { option: string; value: string }[]): string {
  return options.map((o) => `${o.option}=${o.value}`).join(';');
}

/** A new unsubscribe token (sent in the link) and its hash (stored). */
export function newNoticeToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashNoticeToken(token)! };
}

/** The stored form of a token: SHA-256, hex. A token that is not 32 URL-safe characters has none. */
export function hashNoticeToken(token: string): string | null {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return null;
  return createHash('sha256').update(token).digest('hex');
}

/** Most open requests `myStockNotices` answers (newest first). */
export const MAX_LISTED_NOTICES = 100;

/** The options of a stored key (`optionsKey`) as slugs again; '' is none. */
export function parseOptionsKey(key: string): { option: string; value: string }[] {
  if (key === '') return [];
  return key.split(';').map((pair) => {
    const at = pair.indexOf('=');
    return at < 0 ? { option: pair, value: '' } : { option: pair.slice(0, at), value: pair.slice(at + 1) };
  });
}

/** A request id as sent by a client: a positive whole number, or null. */
export function noticeKey(id: string): number | null {
  return /^[1-9][0-9]{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null;
}
