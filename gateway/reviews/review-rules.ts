import type { ErrorCode } from '../__generated__/resolvers-types';

export const AUTHOR_MAX = 60;
export const CONTENT_MAX = 2000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

export interface ReviewInput {
  author: string;
  rating: number;
  content: string;
}

export interface ReviewError {
  code: ErrorCode;
  field: string[];
}

export type CheckedReview = { ok: true; value: ReviewInput } | { ok: false; errors: ReviewError[] };

/** An HTML tag (`<p>`, `</b>`, `<img …>`) or comment; `<3` and `a < b` are fine. */
const MARKUP = /<\/?[a-z][^<>]*>|<!--/i;
/** Control characters other than tab and line feed. */
const CONTROL = /(?![\t\n])\p{Cc}/gu;

/** Plain text as stored: NFC, Unix line breaks, no control characters, trimmed. */
export function plainText(value: string): string {
  return value.normalize('NFC').replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();
}

function textErrors(value: string, max: number, field: string): ReviewError[] {
  if (value === '') return [{ code: 'ERROR_FORM_REQUIRED', field: [field] }];
  if ([...value].length > max) return [{ code: 'ERROR_FORM_TOO_LONG', field: [field] }];
  if (MARKUP.test(value)) return [{ code: 'ERROR_FORM_INVALID', field: [field] }];
  return [];
}

/**
 * Checks a new review (spec section 9: ratings 1 to 5 stars) and gives it as it will be stored:
 * author on one line with single spaces, content as plain text. Every failing field is reported.
 */
export function checkReview(input: ReviewInput): CheckedReview {
  const author = plainText(input.author).replace(/\s+/g, ' ');
  const content = plainText(input.content);
  const errors = [...textErrors(author, AUTHOR_MAX, 'author'), ...textErrors(content, CONTENT_MAX, 'content')];
  if (!Number.isInteger(input.rating) || input.rating < RATING_MIN || input.rating > RATING_MAX) {
    errors.push({ code: 'ERROR_FORM_OUT_OF_RANGE', field: ['rating'] });
  }
  return errors.length ? { ok: false, errors } : { ok: true, value: { author, rating: input.rating, content } };
}

const LETTER = /^\p{L}/u;

/**
 * Up to two initials (the first letters of the first and last words that start with a letter),
 * upper-cased; null if none. A first letter is one code point, so a Devanagari consonant comes
 * without its vowel sign (राहुल → र).
 */
export function initials(author: string): string | null {
  const firsts = author
    .normalize('NFC')
    .split(/\s+/)
    .map((word) => String.fromCodePoint(word.codePointAt(0) ?? 32))
    .filter((first) => LETTER.test(first));
  if (firsts.length === 0) return null;
  const picked = firsts.length === 1 ? [firsts[0]!] : [firsts[0]!, firsts[firsts.length - 1]!];
  return picked.join('').toLocaleUpperCase('en');
}
