import { describe, expect, it } from 'vitest';
import { hasControlCharacter } from '../../../rules/text/control-characters';

describe('control characters', () => {
  it('finds NUL, other C0 characters, DEL and C1 anywhere in the text', () => {
    for (const c of ['\u0000', '\u0001', '\u001b', '\u007f', '\u0080', '\u009f'])
      expect(hasControlCharacter(`Asha${c}Rao`), JSON.stringify(c)).toBe(true);
  });

  it('allows tab, line breaks and every script a shopper writes in', () => {
    for (const text of [
      '12, 4th Main\nJayanagar',
      'a\tb\r\n',
      'ಬೆಂಗಳೂರು',
      'चेन्नई',
      'சென்னை',
      'హైదరాబాద్',
      'Ünïcödé – “quotes”',
      '',
    ])
      expect(hasControlCharacter(text), text).toBe(false);
  });
});
