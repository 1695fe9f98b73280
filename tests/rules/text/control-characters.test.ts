import { describe, expect, it } from 'vitest';
import { hasControlCharacter, hasLoneSurrogate } from '../../../rules/text/control-characters';

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

describe('lone surrogates', () => {
  it('finds a high or low surrogate without its partner, anywhere in the text', () => {
    for (const text of ['\ud800', 'A\ud800', '\udc00B', 'x\udbff\udbffy', '\ude00\ud83d'])
      expect(hasLoneSurrogate(text), JSON.stringify(text)).toBe(true);
  });

  it('allows characters written as a pair (emoji) and every script', () => {
    for (const text of ['💥', 'Asha 🚗 Rao', 'ಬೆಂಗಳೂರು', '𝒜', '']) expect(hasLoneSurrogate(text), text).toBe(false);
  });
});
