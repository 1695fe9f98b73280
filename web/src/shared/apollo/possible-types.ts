/**
 * Interfaces and unions of the schema with their member types, so the cache can match fragments
 * written on an interface (e.g. `fragment … on ProductFilter`). One line per abstract type.
 */
export const POSSIBLE_TYPES: Record<string, string[]> = {
  ProductFilter: ['CategoryFilter', 'ListFilter', 'RangeFilter', 'VehicleFilter'],
  TaxDocument: ['Invoice', 'CreditNote'],
};
