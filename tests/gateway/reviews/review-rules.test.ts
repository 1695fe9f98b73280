import { describe, expect, it } from 'vitest';
import { checkReview, initials, plainText } from '../../../gateway/reviews/review-rules';

describe('review rules', () => {
  it('normalises author and content to plain text', () => {
    expect(checkReview({ author: ' Rohit \n Sharma ', rating: 5, content: ' Good.\r\nVery good.\u0007 ' })).toEqual({
      ok: true,
      value: { author: 'Rohit Sharma', rating: 5, content: 'Good.\nVery good.' },
    });
    expect(plainText('\tA\u0000B\u007F\u0085 ')).toBe('AB');
  });

  it('counts characters, not UTF-16 units, against the limits', () => {
    expect(checkReview({ author: '😀'.repeat(60), rating: 3, content: 'ok' }).ok).toBe(true);
    expect(checkReview({ author: '😀'.repeat(61), rating: 3, content: 'ok' })).toEqual({
      ok: false,
      errors: [{ code: 'ERROR_FORM_TOO_LONG', field: ['author'] }],
    });
  });

  it.each([
    ['<p>hi</p>', false],
    ['</div>', false],
    ['<!-- x -->', false],
    ['<a href="x">', false],
    ['a < b > c', true],
    ['I <3 it', true],
    ['x<5', true],
  ])('content %j is plain text: %s', (content, ok) => {
    expect(checkReview({ author: 'A', rating: 1, content }).ok).toBe(ok);
  });

  it.each([
    ['Rohit Sharma', 'RS'],
    ['Rohit S.', 'RS'],
    ['meera', 'M'],
    ['Anand Kumar Iyer', 'AI'],
    ['राहुल शर्मा', 'रश'],
    ['Émile Zola', 'ÉZ'],
    ['123 456', null],
    ['', null],
  ])('initials of %j are %j', (author, expected) => {
    expect(initials(author)).toBe(expected);
  });
});
