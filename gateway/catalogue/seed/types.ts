/**
 * Types of the sample catalogue data (seed). Pure data shapes: no database or API code.
 * Money is always integer paise (₹1,299.00 = 129900).
 */

export type CategoryLayout = 'products' | 'categories';
export type PaginationMode = 'page' | 'cursor';

export interface SeedCategory {
  slug: string;
  name: string;
  parentSlug: string | null;
  image: string | null;
  layout: CategoryLayout;
  paginationMode: PaginationMode;
  description?: string;
}

export interface SeedBrand {
  slug: string;
  name: string;
  /** ISO 3166-1 alpha-2 code of the brand's home country, e.g. 'IN', 'DE', 'JP'. */
  country: string;
  image: string;
}

export interface SeedColor {
  slug: string;
  name: string;
  /** '#rrggbb' */
  hex: string;
}

export type StockStatus = 'in-stock' | 'out-of-stock' | 'on-backorder';
export type ProductBadge = 'sale' | 'new' | 'hot';
export type VehicleType = 'two-wheeler' | 'three-wheeler' | 'four-wheeler';
export type Powertrain = 'petrol' | 'diesel' | 'cng' | 'electric';

/** The only vehicle model keys (`make-slug/model-slug`) the vehicle seed provides. */
export const FITMENT_MODEL_KEYS = [
  'maruti-suzuki/swift',
  'maruti-suzuki/baleno',
  'maruti-suzuki/dzire',
  'hyundai/creta',
  'hyundai/i20',
  'tata/nexon',
  'tata/nexon-ev',
  'tata/punch',
  'mahindra/xuv700',
  'mahindra/scorpio-n',
  'honda/city',
  'toyota/innova-crysta',
  'kia/seltos',
  'hero/splendor-plus',
  'honda/activa-6g',
  'bajaj/pulsar-150',
  'tvs/apache-rtr-160',
  'tvs/jupiter',
  'royal-enfield/classic-350',
  'ather/450x',
  'ola/s1-pro',
  'yamaha/fz-s',
] as const;

export type ModelKey = (typeof FITMENT_MODEL_KEYS)[number];

/**
 * Which vehicles a part fits.
 * - 'all': fits every vehicle (helmets, car shampoo…)
 * - 'unknown': fitment not known; incompatible with any vehicle filter
 * - object: every given criterion must match (vehicle type AND powertrain AND model when present)
 */
export type FitmentRule =
  | 'all'
  | 'unknown'
  | {
      vehicleTypes?: VehicleType[];
      powertrains?: Powertrain[];
      models?: ModelKey[];
    };

export interface SeedAttributeValue {
  name: string;
  slug: string;
}

export interface SeedAttribute {
  /** Attribute group shown as a heading in the specification table, e.g. 'General'. */
  group: string;
  name: string;
  slug: string;
  /** Featured attributes are shown next to the product name / in quick view. */
  featured: boolean;
  values: SeedAttributeValue[];
}

export interface SeedOptionValue {
  slug: string;
  name: string;
  /** A `COLORS` slug, only on options of type 'color'. */
  color?: string;
  /** The pictures of the product in this value (colour values; docs/decisions/038), main one first. */
  images?: string[];
}

export interface SeedOption {
  type: 'default' | 'color';
  slug: string;
  name: string;
  values: SeedOptionValue[];
}

export interface SeedProduct {
  slug: string;
  name: string;
  sku: string;
  partNumber: string;
  brandSlug: string;
  /** Leaf category slugs. */
  categorySlugs: string[];
  /** Integer paise. */
  pricePaise: number;
  /** Integer paise, the MRP: at least pricePaise (never below it), or null. */
  compareAtPricePaise: number | null;
  /** HSN code (4, 6 or 8 digits): the part type's (seed/hsn-codes.ts) unless the product names its own. */
  hsnCode: string;
  stock: StockStatus;
  stockQuantity: number;
  badges: ProductBadge[];
  excerpt: string;
  /** Simple safe HTML: p, ul, li, strong. */
  descriptionHtml: string;
  /** Product type, e.g. 'brake-pad', 'battery', 'spark-plug', 'helmet', 'tyre'. */
  partType: string;
  attributes: SeedAttribute[];
  options: SeedOption[];
  tags: string[];
  /** 2–4 public image paths, e.g. '/images/products/brake-pad-1.svg'. */
  images: string[];
  featured: boolean;
  salesCount: number;
  viewCount: number;
  /** ISO date (2025–2026). */
  createdAt: string;
  fitment: FitmentRule;
}

export interface SeedReview {
  productSlug: string;
  author: string;
  /** 1..5 */
  rating: number;
  content: string;
  /** ISO date. */
  date: string;
  /** The language it is written in (en, hi, kn, ta, te). */
  language: string;
}

/** What buyers say about one kind of part: praise and complaints, each a sentence. */
export interface ReviewGroup {
  good: string[];
  bad: string[];
}

/**
 * The words of the sample reviews written in one Indian language (docs/decisions/040): written
 * in that language, not translated from the English ones. `{city}` and `{months}` are filled in.
 */
export interface ReviewPhrases {
  first: string[];
  last: string[];
  cities: string[];
  /** By stars (1–5). */
  openers: Record<number, string[]>;
  closers: Record<number, string[]>;
  /** Said of a part that fits the shopper's vehicle (products with a vehicle list). */
  fits: string[];
  /** Put before a complaint in a 3- or 4-star review. */
  but: string[];
  /** After `{months}` months of use. */
  months: string[];
  /** By the keys of GROUP_OF's values. */
  groups: Record<string, ReviewGroup>;
}

export interface SeedBlogCategory {
  slug: string;
  name: string;
  parentSlug: string | null;
}

export interface SeedPost {
  slug: string;
  title: string;
  image: string;
  categorySlugs: string[];
  /** ISO date. */
  date: string;
  excerpt: string;
  /** Simple safe HTML: p, ul, li, strong, h3. */
  bodyHtml: string;
  author: string;
}

export interface SeedCountry {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
}
