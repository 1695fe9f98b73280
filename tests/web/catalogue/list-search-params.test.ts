import { describe, expect, it } from 'vitest';
import {
  gatewaySort,
  readListState,
  sortChoices,
  withFilter,
  withSearch,
  withSort,
} from '@web/features/catalogue/list/list-params';

describe('search in the list URL', () => {
  it('reads a trimmed search; a blank one is no search', () => {
    expect(readListState(new URLSearchParams('search=%20brake%20pads%20')).search).toBe('brake pads');
    expect(readListState(new URLSearchParams('search=%20%20')).search).toBeNull();
    expect(readListState(new URLSearchParams('')).search).toBeNull();
  });

  it('orders a search by best match unless asked otherwise; newest is a choice only there', () => {
    expect(gatewaySort('default', true)).toBe('RELEVANCE');
    expect(gatewaySort('default', false)).toBe('DEFAULT');
    expect(gatewaySort('newest', true)).toBe('DEFAULT');
    expect(gatewaySort('price_asc', true)).toBe('PRICE_ASC');
    expect(sortChoices(true)).toContain('newest');
    expect(sortChoices(false)).not.toContain('newest');
  });

  it('keeps the search through filters and sorts, and a new search goes back to page 1', () => {
    const start = new URLSearchParams('search=brke&page=3&filter_brand=bosch&sort=price_asc');
    expect(withFilter(start, 'discount', 'yes').get('search')).toBe('brke');
    expect(withSort(start, 'name_asc').get('search')).toBe('brke');
    expect(withSearch(start, 'brake').toString()).toBe('search=brake&filter_brand=bosch&sort=price_asc');
  });
});
