import type { AdminProductFilter } from '@web/__generated__/admin-graphql';

/** The product list's filter form: strings, empty when not set; `archived` is "1" or "". */
export interface ProductFilterValues {
  search: string;
  brand: string;
  category: string;
  archived: string;
}

const KEYS = ['search', 'brand', 'category', 'archived'] as const;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The filter as the address has it (?brand=bosch&search=…); malformed values are dropped. */
export function productFilterFrom(params: URLSearchParams): ProductFilterValues {
  const value = (key: (typeof KEYS)[number]) => params.get(key)?.trim() ?? '';
  const slug = (key: 'brand' | 'category') => (SLUG.test(value(key)) ? value(key) : '');
  return {
    search: value('search').slice(0, 100),
    brand: slug('brand'),
    category: slug('category'),
    archived: value('archived') === '1' ? '1' : '',
  };
}

export function productFilterParams(values: ProductFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) if (values[key].trim()) params.set(key, values[key].trim());
  return params;
}

/** The API's filter: only the conditions that are set. */
export function productFilter(values: ProductFilterValues): AdminProductFilter {
  return {
    ...(values.search ? { search: values.search } : {}),
    ...(values.brand ? { brand: values.brand } : {}),
    ...(values.category ? { category: values.category } : {}),
    archived: values.archived === '1',
  };
}
