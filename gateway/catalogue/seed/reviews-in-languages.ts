/**
 * Sample reviews written in Hindi, Kannada, Tamil and Telugu (docs/decisions/040), beside the
 * English ones of reviews.ts: composed the same way (seeded PRNG, fragments per part type and
 * rating) from phrases written in each language, by shoppers with names and cities of its region.
 */
import type { ReviewPhrases, SeedProduct, SeedReview } from './types';
import { hash, prng } from './helpers';
import { PRODUCTS } from './products';
import { GROUP_OF } from './review-phrases';
import { HINDI_REVIEWS } from './review-phrases-hi';
import { KANNADA_REVIEWS } from './review-phrases-kn';
import { TAMIL_REVIEWS } from './review-phrases-ta';
import { TELUGU_REVIEWS } from './review-phrases-te';
import { pick, REVIEWLESS_PRODUCT_SLUGS, reviewDate, reviewRating } from './review-draw';

/** Each language's phrases and how many of a product's reviews are written in it (fewest, most). */
const LANGUAGES: [language: string, phrases: ReviewPhrases, fewest: number, most: number][] = [
  ['hi', HINDI_REVIEWS, 5, 7],
  ['kn', KANNADA_REVIEWS, 5, 7],
  ['ta', TAMIL_REVIEWS, 5, 7],
  ['te', TELUGU_REVIEWS, 5, 7],
];

function reviewsIn(p: SeedProduct, language: string, words: ReviewPhrases, fewest: number, most: number) {
  const rnd = prng(hash(`reviews:${language}:${p.slug}`));
  const group = words.groups[GROUP_OF[p.partType] ?? 'gadget']!;
  const fits = typeof p.fitment === 'object' && (p.fitment.models ?? []).length > 0;
  const count = fewest + Math.floor(rnd() * (most - fewest + 1));
  const used = new Set<string>();
  const out: SeedReview[] = [];
  for (let i = 0; i < count; i++) {
    const stars = reviewRating(rnd);
    let author = '';
    do author = `${pick(rnd, words.first)} ${pick(rnd, words.last)}`;
    while (used.has(author));
    used.add(author);
    const parts = [pick(rnd, words.openers[stars]!)];
    if (fits && rnd() < 0.5) parts.push(pick(rnd, words.fits));
    if (stars >= 3) parts.push(pick(rnd, group.good));
    if (stars === 3 || (stars === 4 && rnd() < 0.4)) parts.push(`${pick(rnd, words.but)} ${pick(rnd, group.bad)}`);
    if (stars <= 2) parts.push(pick(rnd, group.bad));
    const { date, months } = reviewDate(rnd, p);
    if (stars >= 3 && months >= 2 && rnd() < 0.4)
      parts.push(pick(rnd, words.months).replace('{months}', String(months)));
    parts.push(pick(rnd, words.closers[stars]!).replace('{city}', pick(rnd, words.cities)));
    out.push({ productSlug: p.slug, author, rating: stars, content: parts.join(' '), date, language });
  }
  return out;
}

/** The reviews of every reviewed product in hi, kn, ta and te, oldest first per product. */
export const REVIEWS_IN_LANGUAGES: SeedReview[] = PRODUCTS.filter(
  (p) => !REVIEWLESS_PRODUCT_SLUGS.includes(p.slug),
).flatMap((p) =>
  LANGUAGES.flatMap(([language, words, fewest, most]) => reviewsIn(p, language, words, fewest, most)).sort((a, b) =>
    a.date.localeCompare(b.date),
  ),
);
