/**
 * The shopper's saved product lists (spec sections 3–4): the wishlist and the compare list. Both
 * keep product ids in the order added, each id once. The compare table shows at most
 * `SAVED_LIST_LIMITS.compare` products side by side; the wishlist's limit only bounds storage.
 */
export type SavedListKind = 'wishlist' | 'compare';

export const SAVED_LIST_LIMITS: Readonly<Record<SavedListKind, number>> = { wishlist: 100, compare: 4 };

/** Whether one more product fits the list. */
export function hasRoom(kind: SavedListKind, ids: readonly string[]): boolean {
  return ids.length < SAVED_LIST_LIMITS[kind];
}

/**
 * Merges the browser's list into the account's: the account's ids first, then the browser's that
 * are new, each once, up to the limit. `dropped` counts the new ids that did not fit.
 */
export function mergeSavedList(
  kind: SavedListKind,
  account: readonly string[],
  browser: readonly string[],
): { ids: string[]; dropped: number } {
  const ids = [...new Set(account)];
  const fresh = [...new Set(browser)].filter((id) => !ids.includes(id));
  const room = Math.max(0, SAVED_LIST_LIMITS[kind] - ids.length);
  return { ids: [...ids, ...fresh.slice(0, room)], dropped: Math.max(0, fresh.length - room) };
}
