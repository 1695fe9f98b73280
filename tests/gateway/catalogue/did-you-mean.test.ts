import { describe, expect, it } from 'vitest';
import { candidateWord, respell } from '../../../gateway/catalogue/did-you-mean';

const candidates = (...words: [string, number][]) =>
  words.map(([word, similarity]) => ({ like: `%${word}%`, similarity }));

describe('respell: a query in the catalogue’s own words', () => {
  it('replaces each typo by its most similar known word, keeping the query’s order', () => {
    const fuzzy = [
      { word: 'pads', candidates: candidates(['pads', 1]) },
      { word: 'brke', candidates: candidates(['brakes', 0.4], ['brake', 0.5]) },
    ];
    expect(respell('brke pads', fuzzy)).toBe('brake pads');
  });

  it('keeps words with digits and leaves out words like nothing known', () => {
    const fuzzy = [
      { word: 'plg', candidates: candidates(['plug', 0.5]) },
      { word: 'h4', candidates: candidates(['h4', 1]) },
    ];
    expect(respell('xqzj plg h4', fuzzy)).toBe('plug h4');
  });

  it('is null when nothing changes or nothing is left', () => {
    expect(respell('brake', [{ word: 'brake', candidates: candidates(['brake', 1]) }])).toBeNull();
    expect(respell('xqzj', [])).toBeNull();
  });

  it('reads the word of an escaped LIKE pattern', () => {
    expect(candidateWord('%brake%')).toBe('brake');
    expect(candidateWord('%50\\%\\_off%')).toBe('50%_off');
  });
});
