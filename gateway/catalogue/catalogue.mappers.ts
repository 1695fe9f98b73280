import type { PageInfo } from '../graphql/page-info';
import { type Selectable, sql } from 'kysely';
import type { DB } from '../store/schema';
import type { OptionValueJson } from './product-query';
import type { ResolvedSearch } from './product-search.sql';

/**
 * The product columns the API answers from: not the search text and keys, the counters and flags
 * that only the catalogue's statements filter and sort on. Cards and pages read only these.
 */
export const PRODUCT_COLUMNS = [
  'id',
  'slug',
  'name',
  'sku',
  'part_number',
  'brand_id',
  'type_id',
  'excerpt',
  'description',
  'price',
  'compare_at_price',
  'hsn_code',
  'stock',
  'stock_quantity',
  'badges',
  'rating_sum',
  'review_count',
  'compatibility',
] as const;

/** PRODUCT_COLUMNS of the products aliased `p`, for a select. */
export const productColumns = PRODUCT_COLUMNS.map((column) => `p.${column}` as const);

/**
 * The product's image URLs in order, read with its row (a products query aliases them `p`):
 * every product card shows them, and a relation loaded later costs another statement.
 */
export const imageUrls = sql<
  string[]
>`coalesce((select array_agg(i.url order by i.position) from product_images i where i.product_id = p.id), '{}')`.as(
  'image_urls',
);

/** Row types the resolvers receive (codegen mappers). */
export type ProductRow = Pick<Selectable<DB['products']>, (typeof PRODUCT_COLUMNS)[number]> & {
  /** The image URLs in order, when the statement read them with the row (imageUrls). */
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
  page: PageInfo | null;
  cursor: { startCursor: string | null; endCursor: string | null; hasPreviousPage: boolean; hasNextPage: boolean };
  filters: unknown[];
  /** The list's search as resolved (null without one): `didYouMean` is worked out from it when asked for. */
  search: ResolvedSearch | null;
  /** The fit-first summary (docs/decisions/038); null when no vehicle was given. */
  fit: FitSummary | null;
}

/** The schema's `FitCounts`. */
export interface FitSummary {
  vehicleId: string;
  fitting: number;
  others: number;
}

export interface SearchSuggestionsResult {
  products: ProductRow[];
  categories: CategoryRow[];
}
