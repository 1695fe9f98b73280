import { describe, expect, it } from 'vitest';
import { searchOfLocation, searchResultsPath } from '@web/features/layout/search/search-path';

describe('the search box’s addresses', () => {
  it('opens the results page of the trimmed text, and nothing for blank text', () => {
    expect(searchResultsPath('  oil filter ')).toBe('/catalog/products?search=oil+filter');
    expect(searchResultsPath('बैटरी')).toBe(`/catalog/products?search=${encodeURIComponent('बैटरी')}`);
    expect(searchResultsPath('   ')).toBeNull();
    expect(searchOfLocation('?search=brake%20pads&page=2')).toBe('brake pads');
    expect(searchOfLocation('?filter_brand=bosch')).toBe('');
  });
});
