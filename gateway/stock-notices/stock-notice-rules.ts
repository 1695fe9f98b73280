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
