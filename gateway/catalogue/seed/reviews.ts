/**
 * Sample shopper reviews, composed deterministically (seeded PRNG) from fragments that
 * match each product's part type, fitment and rating.
 */
import type { SeedProduct, SeedReview } from './types';
import { hash, prng } from './helpers';
import { PRODUCTS } from './products';
import { MODEL_NAMES, FIRST, LAST, CITIES, G, GROUP_OF, OPENERS, CLOSERS } from './review-phrases';

function pick<T>(rnd: () => number, list: readonly T[]): T {
  return list[Math.floor(rnd() * list.length)]!;
}

function rating(rnd: () => number): number {
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

function reviewsFor(p: SeedProduct): SeedReview[] {
  if (REVIEWLESS_PRODUCT_SLUGS.includes(p.slug)) return [];
  const rnd = prng(hash(`reviews:${p.slug}`));
  const group = G[GROUP_OF[p.partType] ?? 'gadget']!;
  const count = 3 + Math.floor(rnd() * 6);
  const models = typeof p.fitment === 'object' ? (p.fitment.models ?? []) : [];
  const start = Date.parse(p.createdAt) + 5 * DAY;
  const out: SeedReview[] = [];
  const used = new Set<string>();
  for (let i = 0; i < count; i++) {
    const stars = rating(rnd);
    let author = '';
    do {
      const first = pick(rnd, FIRST);
      author = rnd() < 0.5 ? `${first} ${pick(rnd, LAST)}` : `${first} ${pick(rnd, LAST)[0]}.`;
    } while (used.has(author));
    used.add(author);
    const city = pick(rnd, CITIES);
    const parts = [pick(rnd, OPENERS[stars]!)];
    if (models.length > 0 && rnd() < 0.6) {
      parts.push(`Bought it for my ${MODEL_NAMES[pick(rnd, models)]}${stars >= 4 ? ' and it fits perfectly.' : '.'}`);
    }
    const good = pick(rnd, group.good);
    const bad = pick(rnd, group.bad);
    if (stars >= 4) parts.push(good);
    if (stars === 4 && rnd() < 0.4) parts.push(`Only issue: ${bad.charAt(0).toLowerCase()}${bad.slice(1)}`);
    if (stars === 3)
      parts.push(
        good,
        `${pick(rnd, ['On the downside,', 'However,', 'Minus point:'])} ${bad.charAt(0).toLowerCase()}${bad.slice(1)}`,
      );
    if (stars <= 2) parts.push(bad);
    const date = new Date(start + Math.floor(rnd() * Math.max(1, (LAST_REVIEW_DAY - start) / DAY)) * DAY);
    const months = Math.floor((date.getTime() - start) / (30 * DAY));
    if (stars >= 3 && months >= 2 && rnd() < 0.4)
      parts.push(
        pick(rnd, [
          `Using it for about ${months} months now.`,
          `Review after ${months} months of use.`,
          `Still going strong after ${months} months.`,
        ]),
      );
    parts.push(pick(rnd, CLOSERS[stars]!).replace('{city}', city));
    out.push({
      productSlug: p.slug,
      author,
      rating: stars,
      content: parts.join(' '),
      date: date.toISOString().slice(0, 10),
    });
  }
  return out.sort((a, b) => a.date.localeCompare(b.date));
}

export const REVIEWS: SeedReview[] = PRODUCTS.flatMap(reviewsFor);
