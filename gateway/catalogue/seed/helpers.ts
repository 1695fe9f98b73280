/**
 * Small deterministic helpers used by the product modules to build SeedProduct records
 * from compact descriptions. No randomness: everything derives from the product slug.
 */
import type { FitmentRule, ProductBadge, SeedAttribute, SeedOption, SeedProduct, StockStatus } from './types';
import { COLORS } from './colors';
import { hsnCodeOf } from './hsn-codes';

/** FNV-1a 32-bit hash of a string. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mulberry32 seeded PRNG returning floats in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Product part type -> image set name under /images/products (3 variants each). */
const IMAGE_KEY: Record<string, string> = {
  'engine-oil': 'oil-bottle',
  'gear-oil': 'oil-bottle',
  coolant: 'coolant-bottle',
  'brake-fluid': 'coolant-bottle',
  'chain-lube': 'spray-bottle',
  'car-shampoo': 'spray-bottle',
  polish: 'spray-bottle',
  'cabin-filter': 'air-filter',
  'fuel-filter': 'oil-filter',
  'fog-lamp': 'headlamp',
  'led-bulb': 'bulb',
  'halogen-bulb': 'bulb',
  'clutch-kit': 'clutch-plate',
  'clutch-cable': 'clutch-plate',
  'neck-rest': 'cushion',
  'seat-cushion': 'cushion',
  'portable-charger': 'wall-charger',
  'rain-suit': 'jacket',
  'puncture-kit': 'tyre-inflator',
};

export const IMAGE_VARIANTS = 3;

export function imagesFor(partType: string, seed: string, count = IMAGE_VARIANTS): string[] {
  const key = IMAGE_KEY[partType] ?? partType;
  const start = hash(seed) % IMAGE_VARIANTS;
  const out: string[] = [];
  for (let i = 0; i < Math.min(count, IMAGE_VARIANTS); i++) {
    out.push(`/images/products/${key}-${((start + i) % IMAGE_VARIANTS) + 1}.svg`);
  }
  return out;
}

/** Folder of the pictures recoloured per colour value (scripts/product-colour-images.ts writes them). */
export const COLOUR_IMAGE_DIR = '/images/products/colours';

/** `/images/products/helmet-1.svg` in white → `/images/products/colours/helmet-1-white.svg`. */
export function colourImageOf(url: string, colorSlug: string): string {
  const file = /\/([a-z0-9-]+)\.svg$/.exec(url)?.[1];
  if (!file) throw new Error(`Not a product picture: ${url}`);
  return `${COLOUR_IMAGE_DIR}/${file}-${colorSlug}.svg`;
}

/** The options with each colour value's own pictures: the product's pictures redrawn in that colour. */
function withColourImages(options: SeedOption[], images: string[]): SeedOption[] {
  return options.map((option) =>
    option.type !== 'color'
      ? option
      : {
          ...option,
          values: option.values.map((v) => ({ ...v, images: images.map((url) => colourImageOf(url, v.color!)) })),
        },
  );
}

/** Option built from COLORS slugs, in swatch order as given. */
export function colorOption(slugs: string[], name = 'Colour'): SeedOption {
  return {
    type: 'color',
    slug: 'color',
    name,
    values: slugs.map((slug) => {
      const color = COLORS.find((c) => c.slug === slug);
      if (!color) throw new Error(`Unknown colour ${slug}`);
      return { slug, name: color.name, color: slug };
    }),
  };
}

/** Radio option (type 'default'). */
export function radioOption(name: string, values: string[]): SeedOption {
  return {
    type: 'default',
    slug: slugify(name),
    name,
    values: values.map((v) => ({ slug: slugify(v), name: v })),
  };
}

type Spec = [name: string, value: string | string[]];

export interface ProductInput {
  slug: string;
  name: string;
  sku: string;
  pn: string;
  brand: string;
  cat: string | string[];
  /** Rupees (may have paise, e.g. 249.5). */
  price: number;
  /** Rupees, MRP shown struck through. */
  mrp?: number;
  /** HSN code when it is not the part type's (seed/hsn-codes.ts), e.g. '871410' for motorcycle parts. */
  hsn?: string;
  stock?: StockStatus;
  qty?: number;
  badges?: ProductBadge[];
  excerpt: string;
  /** First paragraph (may contain <strong>). */
  about: string;
  points: string[];
  type: string;
  /** Specification rows; the first three are featured. */
  specs: Spec[];
  warranty?: string;
  options?: SeedOption[];
  tags: string[];
  featured?: boolean;
  /** 'YYYY-MM-DD' in 2025–2026. */
  created: string;
  fit: FitmentRule;
  /** Number of images (2 or 3). */
  imageCount?: number;
}

const toPaise = (rupees: number) => Math.round(rupees * 100);

function deriveStock(slug: string): StockStatus {
  const roll = hash(`stock:${slug}`) % 100;
  if (roll < 7) return 'out-of-stock';
  if (roll < 16) return 'on-backorder';
  return 'in-stock';
}

function attribute(group: string, name: string, value: string | string[], featured: boolean): SeedAttribute {
  const values = Array.isArray(value) ? value : [value];
  return {
    group,
    name,
    slug: slugify(name),
    featured,
    values: values.map((v) => ({ name: v, slug: slugify(v) })),
  };
}

/**
 * A product's description: the first paragraph, its points and its warranty. The same shape in
 * every language (translations/translations.seed.ts gives the translated label).
 */
export function descriptionHtml(
  about: string,
  points: string[],
  warranty?: string,
  warrantyLabel = 'Warranty',
): string {
  return (
    `<p>${about}</p>` +
    (points.length ? `<ul>${points.map((p) => `<li>${p}</li>`).join('')}</ul>` : '') +
    (warranty ? `<p><strong>${warrantyLabel}:</strong> ${warranty}.</p>` : '')
  );
}

export function product(input: ProductInput): SeedProduct {
  const h = hash(input.slug);
  const rnd = prng(h);
  const stock = input.stock ?? deriveStock(input.slug);
  const stockQuantity = stock === 'in-stock' ? (input.qty ?? 3 + Math.floor(rnd() * 140)) : 0;
  const pricePaise = toPaise(input.price);
  const compareAtPricePaise = input.mrp !== undefined ? toPaise(input.mrp) : null;
  const badges: ProductBadge[] = input.badges ?? (compareAtPricePaise !== null ? ['sale'] : []);
  const featured = input.featured ?? false;
  const salesCount = Math.floor(rnd() * (featured ? 900 : 400)) + (featured ? 250 : 5);
  const viewCount = salesCount * (8 + Math.floor(rnd() * 20)) + Math.floor(rnd() * 500);
  const hour = 6 + Math.floor(rnd() * 14);
  const minute = Math.floor(rnd() * 60);
  const createdAt = `${input.created}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`;

  const attributes: SeedAttribute[] = input.specs.map(([name, value], i) =>
    attribute('Specifications', name, value, i < 3),
  );
  attributes.push(attribute('General', 'Part Number', input.pn, false));
  if (input.warranty) attributes.push(attribute('General', 'Warranty', input.warranty, false));

  const images = imagesFor(input.type, input.slug, input.imageCount);
  return {
    slug: input.slug,
    name: input.name,
    sku: input.sku,
    partNumber: input.pn,
    brandSlug: input.brand,
    categorySlugs: Array.isArray(input.cat) ? input.cat : [input.cat],
    pricePaise,
    compareAtPricePaise,
    hsnCode: input.hsn ?? hsnCodeOf(input.type),
    stock,
    stockQuantity,
    badges,
    excerpt: input.excerpt,
    descriptionHtml: descriptionHtml(input.about, input.points, input.warranty),
    partType: input.type,
    attributes,
    options: withColourImages(input.options ?? [], images),
    tags: input.tags,
    images,
    featured,
    salesCount,
    viewCount,
    createdAt,
    fitment: input.fit,
  };
}

/** Shorthands for common fitment rules. */
export const FIT = {
  bikesPetrol: { vehicleTypes: ['two-wheeler'], powertrains: ['petrol'] } as FitmentRule,
  carsPetrolDiesel: { vehicleTypes: ['four-wheeler'], powertrains: ['petrol', 'diesel', 'cng'] } as FitmentRule,
  cars: { vehicleTypes: ['four-wheeler'] } as FitmentRule,
  bikes: { vehicleTypes: ['two-wheeler'] } as FitmentRule,
  evScooters: { vehicleTypes: ['two-wheeler'], powertrains: ['electric'] } as FitmentRule,
  evCars: { vehicleTypes: ['four-wheeler'], powertrains: ['electric'] } as FitmentRule,
};
