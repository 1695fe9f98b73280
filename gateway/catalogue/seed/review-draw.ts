/** What the sample reviews of every language draw alike: ratings, dates, which products have none. */
import type { SeedProduct } from './types';
import { PRODUCTS } from './products';

export function pick<T>(rnd: () => number, list: readonly T[]): T {
  return list[Math.floor(rnd() * list.length)]!;
}

/** A rating skewed towards 4 and 5 stars, as shops' reviews are. */
export function reviewRating(rnd: () => number): number {
  const r = rnd();
  if (r < 0.5) return 5;
  if (r < 0.8) return 4;
  if (r < 0.91) return 3;
  if (r < 0.96) return 2;
  return 1;
}

const LAST_REVIEW_DAY = Date.UTC(2026, 3, 30);
const DAY = 86_400_000;

/** Products listed recently enough that nobody has reviewed them yet (intentionally reviewless). */
export const REVIEWLESS_PRODUCT_SLUGS: string[] = PRODUCTS.filter((p) => p.createdAt >= '2026-02-15').map(
  (p) => p.slug,
);

/** A day after the product was listed and before the last review day, and the months since listing + 5 days. */
export function reviewDate(rnd: () => number, p: SeedProduct): { date: string; months: number } {
  const start = Date.parse(p.createdAt) + 5 * DAY;
  const date = new Date(start + Math.floor(rnd() * Math.max(1, (LAST_REVIEW_DAY - start) / DAY)) * DAY);
  return { date: date.toISOString().slice(0, 10), months: Math.floor((date.getTime() - start) / (30 * DAY)) };
}
