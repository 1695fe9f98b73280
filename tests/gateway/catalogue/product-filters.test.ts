import { describe, expect, it } from 'vitest';
import { CatalogueInputError } from '../../../gateway/catalogue/catalogue-errors';
import { activeSlugs, filterValue, parseFilters, without } from '../../../gateway/catalogue/product-filters';

function errorOf(fn: () => unknown): { errorCode: string; field: (string | number)[] } {
  try {
    fn();
  } catch (error) {
    if (error instanceof CatalogueInputError) return { errorCode: error.errorCode, field: error.field };
    throw error;
  }
  throw new Error('expected an error');
}

describe('parseFilters', () => {
  it('parses every filter type and writes canonical values back', () => {
    const filters = parseFilters([
      { slug: 'category', value: 'Brake-Pads' },
      { slug: 'brand', value: 'bosch, exide,bosch' },
      { slug: 'color', value: 'black,red' },
      { slug: 'discount', value: 'yes' },
      { slug: 'price', value: '50000 - 200000' },
      { slug: 'rating', value: '4,5' },
      { slug: 'vehicle', value: 'maruti-suzuki/swift/2019/1.2-vxi-petrol' },
    ]);
    expect(filters).toEqual({
      category: 'brake-pads',
      brand: ['bosch', 'exide'],
      color: ['black', 'red'],
      discount: 'yes',
      price: { min: 50000, max: 200000 },
      rating: [5, 4],
      vehicle: 'maruti-suzuki/swift/2019/1.2-vxi-petrol',
    });
    expect(filterValue(filters, 'brand')).toBe('bosch,exide');
    expect(filterValue(filters, 'price')).toBe('50000-200000');
    expect(filterValue(filters, 'rating')).toBe('5,4');
    expect(activeSlugs(filters)).toEqual(['category', 'vehicle', 'brand', 'price', 'discount', 'rating', 'color']);
    expect(without(filters, 'brand').brand).toBeUndefined();
  });

  it('treats an empty value and discount "any" as off', () => {
    expect(
      parseFilters([
        { slug: 'brand', value: ' ' },
        { slug: 'discount', value: 'any' },
      ]),
    ).toEqual({});
    expect(filterValue({}, 'discount')).toBeNull();
  });

  it('rejects unknown and repeated slugs', () => {
    expect(errorOf(() => parseFilters([{ slug: 'colour', value: 'red' }]))).toEqual({
      errorCode: 'CATALOGUE_UNKNOWN_FILTER',
      field: ['filters', 0, 'slug'],
    });
    expect(
      errorOf(() =>
        parseFilters([
          { slug: 'brand', value: 'a' },
          { slug: 'brand', value: 'b' },
        ]),
      ),
    ).toEqual({
      errorCode: 'CATALOGUE_UNKNOWN_FILTER',
      field: ['filters', 1, 'slug'],
    });
  });

  it.each([
    ['price', '100'],
    ['price', '500-100'],
    ['price', '-5-10'],
    ['price', 'a-b'],
    ['price', '1.5-10'],
    ['rating', '6'],
    ['rating', '0,4'],
    ['rating', '4.5'],
    ['discount', 'maybe'],
    ['brand', 'bosch,,exide'],
    ['brand', 'Bosch GmbH'],
    ['category', 'a/b'],
    ['vehicle', 'swift'],
    ['color', '#ff0000'],
  ])('rejects %s = %j', (slug, value) => {
    expect(errorOf(() => parseFilters([{ slug, value }]))).toEqual({
      errorCode: 'CATALOGUE_INVALID_FILTER_VALUE',
      field: ['filters', 0, 'value'],
    });
  });
});
