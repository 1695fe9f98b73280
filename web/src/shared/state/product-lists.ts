import { persistedVar } from './persisted-state';

/** Product ids a shopper keeps before (and without) signing in: wishlist and compare (spec 3–4). */
const productIds = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : undefined;

export const wishlistVar = persistedVar<string[]>('wishlist', [], productIds);
export const compareVar = persistedVar<string[]>('compare', [], productIds);
/**
 * The account (user id) whose server-kept lists the two lists above mirror, or null for a guest's
 * own browser lists (decision 030).
 */
export const savedListsOwnerVar = persistedVar<string | null>('savedListsOwner', null, (value) =>
  value === null || typeof value === 'string' ? value : undefined,
);

/** Adds only if absent (spec section 4). */
export function addToList(list: typeof wishlistVar, productId: string): void {
  if (!list().includes(productId)) list([...list(), productId]);
}

export function removeFromList(list: typeof wishlistVar, productId: string): void {
  if (list().includes(productId)) list(list().filter((id) => id !== productId));
}

export function clearList(list: typeof wishlistVar): void {
  if (list().length > 0) list([]);
}
