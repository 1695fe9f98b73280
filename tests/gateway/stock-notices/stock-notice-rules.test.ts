import { describe, expect, it } from 'vitest';
import { noticeKey, optionsKey, parseOptionsKey } from '../../../gateway/stock-notices/stock-notice-rules';

describe('back-in-stock request rules', () => {
  it('reads a stored options key back as the slugs it was made of', () => {
    const options = [
      { option: 'color', value: 'red' },
      { option: 'size', value: 'l-59-60-cm' },
    ];
    expect(parseOptionsKey(optionsKey(options))).toEqual(options);
    expect(parseOptionsKey('')).toEqual([]);
  });

  it('takes only positive whole numbers in range as request ids', () => {
    expect(noticeKey('42')).toBe(42);
    expect(noticeKey('2147483647')).toBe(2147483647);
    for (const bad of ['', '0', '-1', '1.5', '07', 'abc', '2147483648', '99999999999', ' 1'])
      expect(noticeKey(bad)).toBeNull();
  });
});
