import { describe, expect, it } from 'vitest';
import { categoryTree } from '../../../gateway/catalogue/facets';
import { codeKey, compactSearchText, escapeLike, normalizeSearchText } from '../../../gateway/catalogue/search-text';
import { sanitizeDescription } from '../../../gateway/catalogue/description-html';

describe('search text', () => {
  it('forgives case, accents, punctuation and spacing', () => {
    expect(normalizeSearchText('  Bosch   Brake-Pad  (Créta) ')).toBe('bosch brake pad creta');
    expect(normalizeSearchText('BRÉMBO Ångström naïve ﬁlter')).toBe('brembo angstrom naive filter');
    expect(compactSearchText('Brake Pad')).toBe('brakepad');
    expect(codeKey('f 002 h23-7a8')).toBe('F002H237A8');
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });

  it.each([
    ['Devanagari', 'बैटरी', 'बैटरी'],
    ['Devanagari', 'हेलमेट', 'हेलमेट'],
    ['Devanagari', 'ब्रेक', 'ब्रेक'],
    ['Tamil', 'ஹெல்மெட்', 'ஹெல்மெட்'],
    ['Tamil', 'பேட்டரி', 'பேட்டரி'],
    ['Kannada', 'ಬ್ಯಾಟರಿ', 'ಬ್ಯಾಟರಿ'],
    ['Kannada', 'ಹೆಲ್ಮೆಟ್', 'ಹೆಲ್ಮೆಟ್'],
    ['Telugu', 'బ్యాటరీ', 'బ్యాటరీ'],
    ['Telugu', 'హెల్మెట్', 'హెల్మెట్'],
  ])('keeps the vowel signs and viramas of %s: %s', (_script, text, expected) => {
    expect(normalizeSearchText(text)).toBe(expected);
    expect([...normalizeSearchText(text)]).toHaveLength([...text].length);
    expect(normalizeSearchText(`  ${text}!! `)).toBe(expected);
  });

  it('gives the same text for composed and decomposed forms (NFC, NFD)', () => {
    for (const text of ['Créta', 'क़िट', 'ज़्यादा', 'ಕೊ', 'கொ', 'ొ', 'ஔ', 'ೀ', 'Ṭāyar', 'ಬ್ಯಾಟರಿ'])
      expect(normalizeSearchText(text.normalize('NFD'))).toBe(normalizeSearchText(text.normalize('NFC')));
    // Devanagari nukta letters: the precomposed code point and the letter with its nukta.
    expect(normalizeSearchText('\u095b')).toBe(normalizeSearchText('\u091c\u093c'));
  });

  it('drops zero-width characters inside a word and marks with no letter before them', () => {
    expect(normalizeSearchText('ಹೆಡ್\u200cಲೈಟ್')).toBe('ಹೆಡ್ಲೈಟ್');
    expect(normalizeSearchText('बै\u200dटरी\u200b')).toBe('बैटरी');
    expect(normalizeSearchText('\u093e\u093f\u0bcd\u200d\u200c\ufeff')).toBe('');
    expect(normalizeSearchText('\u0301\u0301 tyre')).toBe('tyre');
    expect(normalizeSearchText('🛞 टायर 🚗')).toBe('टायर');
  });
});

describe('description HTML', () => {
  it('keeps structure and drops scripts, handlers and unsafe links', () => {
    const html = sanitizeDescription(
      '<p onclick="x()">Hi <strong>there</strong><script>alert(1)</script></p><a href="javascript:alert(1)">x</a><a href="https://bosch.in">y</a>',
    );
    expect(html).toBe(
      '<p>Hi <strong>there</strong></p><a rel="noopener noreferrer nofollow">x</a><a href="https://bosch.in" rel="noopener noreferrer nofollow">y</a>',
    );
  });
});

describe('category tree', () => {
  it('lists parents before children, siblings by position, with levels', () => {
    const nodes = [
      { id: 3, slug: 'b-child', name: 'B child', parent_id: 2, position: 3 },
      { id: 2, slug: 'b', name: 'B', parent_id: null, position: 2 },
      { id: 1, slug: 'a', name: 'A', parent_id: null, position: 1 },
    ];
    expect(categoryTree(nodes).map(({ node, level }) => `${node.slug}:${level}`)).toEqual(['a:0', 'b:0', 'b-child:1']);
  });
});
