import { describe, expect, it } from 'vitest';
import { categoryTree } from '../../../gateway/catalogue/facets';
import { codeKey, compactSearchText, escapeLike, normalizeSearchText } from '../../../gateway/catalogue/search-text';
import { sanitizeDescription } from '../../../gateway/catalogue/description-html';

describe('search text', () => {
  it('forgives case, accents, punctuation and spacing', () => {
    expect(normalizeSearchText('  Bosch   Brake-Pad  (Créta) ')).toBe('bosch brake pad creta');
    expect(compactSearchText('Brake Pad')).toBe('brakepad');
    expect(codeKey('f 002 h23-7a8')).toBe('F002H237A8');
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
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
