/**
 * Sample shopper reviews, composed deterministically (seeded PRNG) from fragments that
 * match each product's part type, fitment and rating.
 */
import type { SeedProduct, SeedReview } from './types';
import { hash, prng } from './helpers';
import { PRODUCTS } from './products';
import { MODEL_NAMES, FIRST, LAST, CITIES, G, GROUP_OF, OPENERS, CLOSERS } from './review-phrases';
import { pick, REVIEWLESS_PRODUCT_SLUGS, reviewDate, reviewRating } from './review-draw';
import { REVIEWS_IN_LANGUAGES } from './reviews-in-languages';

export { REVIEWLESS_PRODUCT_SLUGS } from './review-draw';

function reviewsFor(p: SeedProduct): SeedReview[] {
  if (REVIEWLESS_PRODUCT_SLUGS.includes(p.slug)) return [];
  const rnd = prng(hash(`reviews:${p.slug}`));
  const group = G[GROUP_OF[p.partType] ?? 'gadget']!;
  const count = 3 + Math.floor(rnd() * 6);
  const models = typeof p.fitment === 'object' ? (p.fitment.models ?? []) : [];
  const out: SeedReview[] = [];
  const used = new Set<string>();
  for (let i = 0; i < count; i++) {
    const stars = reviewRating(rnd);
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
    const { date, months } = reviewDate(rnd, p);
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
      date,
      language: 'en',
    });
  }
  return out.sort((a, b) => a.date.localeCompare(b.date));
}

/** The English sample reviews (seeder catalogue@1). */
export const ENGLISH_REVIEWS: SeedReview[] = PRODUCTS.flatMap(reviewsFor);

/** Every sample review: the English ones, then those in hi, kn, ta and te (seeder catalogue-review-languages@1). */
export const REVIEWS: SeedReview[] = [...ENGLISH_REVIEWS, ...REVIEWS_IN_LANGUAGES];
