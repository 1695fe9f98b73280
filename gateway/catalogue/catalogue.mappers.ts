import type { Selectable } from 'kysely';
import type { DB } from '../store/schema';
import type { OptionValueJson } from './product-details.service';

/** Row types the resolvers receive (codegen mappers). */
export type ProductRow = Selectable<DB['products']> & {
  /** The image URLs in order, when the statement read them with the row (catalogue.service.ts imageUrls). */
  image_urls?: string[];
};
export type BrandRow = Selectable<DB['brands']>;
export type CategoryRow = Selectable<DB['categories']> & {
  /** How many levels of children the root field asked for below this category. */
  depth?: number;
};
export type ProductTypeRow = Selectable<DB['product_types']> & { product_id: number };
export type ProductAttributeRow = Selectable<DB['product_attributes']>;
export type ProductOptionRow = Selectable<DB['product_options']> & { values: OptionValueJson[] };
export type ProductOptionValueRow = Selectable<DB['product_option_values']> & { hex: string | null };

/** A page of products: the answer of `products`. */
export interface ProductListResult {
  items: ProductRow[];
  sort: string;
  total: number;
  mode: 'PAGE' | 'CURSOR';
  page: { page: number; limit: number; total: number; pages: number; from: number; to: number } | null;
  cursor: { startCursor: string | null; endCursor: string | null; hasPreviousPage: boolean; hasNextPage: boolean };
  filters: unknown[];
}

export interface SearchSuggestionsResult {
  products: ProductRow[];
  categories: CategoryRow[];
}
