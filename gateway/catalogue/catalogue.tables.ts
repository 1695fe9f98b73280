import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { ProductBadge, StockStatus } from './seed/types';

/** Always written by the database (identity, generated columns). */
type ReadOnly<T> = ColumnType<T, never, never>;

export interface AttributeValueJson {
  name: string;
  slug: string;
}

/** The catalogue (migration 0200). Money columns are integer paise. */
export interface CatalogueTables {
  categories: {
    id: ReadOnly<number>;
    type: Generated<'shop' | 'blog'>;
    slug: string;
    name: string;
    parent_id: number | null;
    image: string | null;
    description: string | null;
    layout: 'products' | 'categories';
    pagination_mode: Generated<'page' | 'cursor'>;
    position: number;
  };
  brands: { id: ReadOnly<number>; slug: string; name: string; country: string; image: string };
  colors: { slug: string; name: string; hex: string; position: number };
  product_types: { id: ReadOnly<number>; slug: string; name: string };
  products: {
    id: ReadOnly<number>;
    slug: string;
    name: string;
    sku: string;
    part_number: string;
    /** SKU upper-cased without spaces or punctuation, for exact hits. */
    sku_key: string;
    part_number_key: string;
    brand_id: number;
    type_id: number;
    excerpt: string;
    /** Sanitised HTML. */
    description: string;
    /** GST included; never above compare_at_price when that is set (migration 0207). */
    price: number;
    /** The MRP. */
    compare_at_price: number | null;
    /** HSN code, 4, 6 or 8 digits (migration 0207); its rate is in gst_rates. */
    hsn_code: string;
    has_discount: ReadOnly<boolean>;
    stock: StockStatus;
    stock_quantity: Generated<number>;
    badges: ColumnType<ProductBadge[], ProductBadge[] | undefined, ProductBadge[]>;
    featured: Generated<boolean>;
    sales_count: Generated<number>;
    view_count: Generated<number>;
    /** Sum of the ratings in product_reviews; update together with review_count. */
    rating_sum: Generated<number>;
    review_count: Generated<number>;
    rating_rounded: ReadOnly<number>;
    compatibility: 'all' | 'unknown' | 'list';
    search_text: string;
    search_compact: string;
    created_at: ColumnType<Date, Date | string | undefined, Date | string>;
    /** Set when the back office archived the product: hidden from the shop, kept for orders (migration 0750). */
    archived_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    /** The product's own categories while it is archived (its links are removed), to restore them. */
    archived_category_ids: ColumnType<number[] | null, number[] | null | undefined, number[] | null>;
  };
  /** The product's facet columns are copies kept by triggers (migration 0202): never written here. */
  product_categories: {
    product_id: number;
    category_id: number;
    direct: boolean;
    brand_id: ColumnType<number, never, never>;
    price: ColumnType<number, never, never>;
    has_discount: ColumnType<boolean, never, never>;
    rating_rounded: ColumnType<number, never, never>;
    compatibility: ColumnType<'all' | 'unknown' | 'list', never, never>;
    created_at: ColumnType<Date, never, never>;
    name_key: ColumnType<string, never, never>;
    color_slugs: ColumnType<string[], never, never>;
    /** Migration 0203: for related products, best sellers first. */
    sales_count: ColumnType<number, never, never>;
  };
  /** Products per category (links, ancestors included), kept by triggers on product_categories. */
  category_product_counts: { category_id: number; products: number };
  /** Words of the search text, for typo correction (kept by a trigger on product_search). */
  search_words: { word: string };
  product_images: { product_id: number; position: number; url: string };
  product_attributes: {
    product_id: number;
    position: number;
    group_name: string;
    group_slug: string;
    name: string;
    slug: string;
    featured: boolean;
    values: JSONColumnType<AttributeValueJson[], string, string>;
  };
  product_options: {
    id: ReadOnly<number>;
    product_id: number;
    position: number;
    type: 'default' | 'color';
    slug: string;
    name: string;
  };
  product_option_values: { option_id: number; position: number; slug: string; name: string; color_slug: string | null };
  /** Pictures of one option value, main one (position 0) first (migration 0850, docs/decisions/038). */
  product_option_value_images: { option_id: number; value_position: number; position: number; url: string };
  product_colors: { product_id: number; color_slug: string };
  tags: { id: ReadOnly<number>; slug: string; name: string };
  product_tags: { product_id: number; tag_id: number; position: number };
  product_compatibility: { product_id: number; vehicle_id: string };
  /** Each product's fitting vehicles grouped by make and model, kept by triggers (migration 0980). */
  product_fitting_models: {
    product_id: number;
    make_slug: string;
    model_slug: string;
    years: number[];
    vehicle_count: number;
  };
  /** Narrow copy of the products' search columns, kept by a trigger on products (migration 0201). */
  product_search: {
    product_id: number;
    search_text: string;
    search_compact: string;
    sku_key: string;
    part_number_key: string;
    sales_count: number;
    /** The product's part type (migration 0860), for searches that name one. */
    type_id: number;
  };
  /** GST rate of a tariff code from a date on (migration 0207, rules/gst/rates.ts). */
  gst_rates: {
    /** HSN or SAC code; a row covers longer codes under it that have no rows of their own. */
    code: string;
    /** Written as 'YYYY-MM-DD'; select it as text (`effective_from::text`), a Date is midnight UTC. */
    effective_from: ColumnType<Date, string, string>;
    /** Basis points, one of GST_SLABS_BP. */
    rate_bp: number;
    description: string;
  };
  product_reviews: {
    id: ReadOnly<number>;
    product_id: number;
    author: string;
    /** 1..5 */
    rating: number;
    /** Plain text. */
    content: string;
    created_at: ColumnType<Date, Date | string | undefined, never>;
    /** Hidden by the back office: not shown and not counted in the rating (migration 0750). */
    hidden: Generated<boolean>;
    /** The language it is written in (en, hi, kn, ta, te; migration 0870). */
    language: Generated<string>;
  };
  /** Search terms in five languages and Hinglish, and what they mean (migration 0830, docs/decisions/035). */
  search_lexicon: {
    id: ReadOnly<number>;
    term: string;
    locale: 'en' | 'hi' | 'hi-Latn' | 'kn' | 'ta' | 'te';
    kind: 'part' | 'word' | 'filler';
    part_types: Generated<string[]>;
    categories: Generated<string[]>;
    word: string | null;
  };
  /** One row, bumped by every change of shop categories, brands, colours or part types (migration 0750). */
  catalogue_reference_revision: { singleton: Generated<boolean>; value: ColumnType<string, never, string> };
}
