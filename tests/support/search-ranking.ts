import type { Database } from '../../gateway/store/database';

/**
 * The search steps' sizes the ranking tests compare with the plain definition: the whole sample
 * catalogue in the best sellers' window with every match ranked together, and windows small enough
 * that most queries fall through to the later steps (search-suggestions.ts).
 */
export const SEARCH_WINDOWS: [name: string, bestSellerWindow: number, rareMatches: number][] = [
  ['the whole catalogue in the window, all matches ranked together', 1000, 500],
  ['a window of 12 best sellers, at most 40 matches ranked together', 12, 40],
  ['a window of 3 best sellers, at most 2 matches ranked together', 3, 2],
];

/** Ties on sales (the first 40 products sell 5 each) and one best seller (the 61st), so order by id matters. */
export async function tieSales({ db }: Database): Promise<void> {
  const ids = (await db.selectFrom('products').select('id').orderBy('id').execute()).map((r) => r.id);
  await db.updateTable('products').set({ sales_count: 5 }).where('id', 'in', ids.slice(0, 40)).execute();
  await db.updateTable('products').set({ sales_count: 900_000 }).where('id', '=', ids[60]!).execute();
}
