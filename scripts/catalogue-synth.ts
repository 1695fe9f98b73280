/**
 * Synthetic products for `npm run catalogue:generate` (pure, deterministic per index): each one
 * starts from a random sample product, so brands, categories and part types keep the seed's
 * weights, and varies its name, codes, price, stock, colours, fitment and reviews.
 */
import { typeName } from '../gateway/catalogue/catalogue.seed';
import { assertPricesWithinMrp } from '../gateway/catalogue/product-prices';
import { BRANDS, COLORS, PRODUCTS, type SeedProduct } from '../gateway/catalogue/seed/index';
import { hash, prng } from '../gateway/catalogue/seed/helpers';
import { expandFitment, type FitmentRule } from '../gateway/vehicles/fitment';
import { VEHICLES } from '../gateway/vehicles/seed/index';

/** Every generated product's SKU starts with this, so `--reset` can find them again. */
export const SKU_PREFIX = 'GEN-';

export interface SynthOption {
  type: 'default' | 'color';
  slug: string;
  name: string;
  values: { slug: string; name: string; color: string | null }[];
}

export interface SynthReview {
  author: string;
  rating: number;
  content: string;
  createdAt: Date;
}

export interface SynthProduct {
  template: SeedProduct;
  slug: string;
  name: string;
  sku: string;
  partNumber: string;
  brandSlug: string;
  price: number;
  compareAtPrice: number | null;
  /** The template's HSN code: a synthetic product is the same kind of goods. */
  hsnCode: string;
  stock: 'in-stock' | 'out-of-stock' | 'on-backorder';
  stockQuantity: number;
  badges: ('sale' | 'new' | 'hot')[];
  featured: boolean;
  salesCount: number;
  viewCount: number;
  createdAt: Date;
  options: SynthOption[];
  compatibility: 'all' | 'unknown' | string[];
  reviews: SynthReview[];
}

const SERIES = ['Pro', 'Plus', 'Max', 'Eco', 'Sport', 'Ultra', 'Prime', 'Classic', 'Active', 'Xtra', 'Neo', 'Turbo'];
const AUTHORS = [
  'Rahul S.',
  'Priya I.',
  'Amit P.',
  'Sneha R.',
  'Vikram N.',
  'Ananya G.',
  'Suresh M.',
  'Kavya R.',
  'Arjun K.',
  'Meera D.',
  'Imran K.',
  'Gurpreet S.',
  'Lakshmi P.',
  'Joseph F.',
  'Zoya K.',
  'Naveen H.',
];
const PRAISE = [
  'Exact fit, works as described.',
  'Good quality for the price.',
  'Delivered quickly and well packed.',
  'Same as the company part, much cheaper.',
  'Noticeable improvement after fitting.',
];
const COMPLAINTS = [
  'Packaging was damaged.',
  'Took a while to arrive.',
  'Fit needed some adjustment.',
  'Not as durable as I hoped.',
  'Instructions were missing.',
];
const START = Date.UTC(2023, 0, 1);
const END = Date.UTC(2026, 9, 31);

/** Brands of each part type in the seed (analogs come from these). */
const BRANDS_OF_TYPE = new Map<string, string[]>();
for (const p of PRODUCTS)
  BRANDS_OF_TYPE.set(p.partType, [...new Set([...(BRANDS_OF_TYPE.get(p.partType) ?? []), p.brandSlug])]);
const BRAND_NAME = new Map(BRANDS.map((b) => [b.slug, b.name]));

/** Model keys per vehicle type, and their display names, for model-specific fitment. */
const MODELS = new Map<string, { key: string; name: string }[]>();
for (const v of VEHICLES) {
  const list = MODELS.get(v.vehicleType) ?? [];
  const key = `${v.makeSlug}/${v.modelSlug}`;
  if (!list.some((m) => m.key === key)) list.push({ key, name: v.model });
  MODELS.set(v.vehicleType, list);
}
const expanded = new Map<string, 'all' | 'unknown' | string[]>();
const expand = (rule: FitmentRule) => {
  const key = JSON.stringify(rule);
  if (!expanded.has(key)) expanded.set(key, expandFitment(rule));
  return expanded.get(key)!;
};

/** Standard normal (Box–Muller). */
const gauss = (rnd: () => number) => Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
const pick = <T>(rnd: () => number, items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;
const rupees = (paise: number) => Math.max(100, Math.round(paise / 100) * 100);

/** Fitment: the template's rule when it lists few vehicles, else one or two models of the right type. */
function fitment(
  rnd: () => number,
  template: SeedProduct,
): { compatibility: 'all' | 'unknown' | string[]; forModel: string | null } {
  const rule = template.fitment as FitmentRule;
  const ids = expand(rule);
  if (!Array.isArray(ids) || ids.length <= 30) return { compatibility: ids, forModel: null };
  const type =
    typeof rule === 'object' && rule.vehicleTypes?.length === 1
      ? rule.vehicleTypes[0]!
      : rnd() < 0.6
        ? 'four-wheeler'
        : 'two-wheeler';
  const models = [pick(rnd, MODELS.get(type)!), ...(rnd() < 0.15 ? [pick(rnd, MODELS.get(type)!)] : [])];
  return { compatibility: expand({ models: [...new Set(models.map((m) => m.key))] }), forModel: models[0]!.name };
}

function colourOption(rnd: () => number, template: SeedProduct): SynthOption | null {
  const had = template.options.find((o) => o.type === 'color');
  if (!(had ? rnd() < 0.85 : rnd() < 0.12)) return null;
  const count = 1 + Math.floor(rnd() * 4);
  const picked = [...new Set(Array.from({ length: count }, () => Math.floor(rnd() * COLORS.length)))].sort(
    (a, b) => a - b,
  );
  return {
    type: 'color',
    slug: 'color',
    name: had?.name ?? 'Colour',
    values: picked.map((i) => ({ slug: COLORS[i]!.slug, name: COLORS[i]!.name, color: COLORS[i]!.slug })),
  };
}

function reviews(rnd: () => number, createdAt: Date): SynthReview[] {
  const roll = rnd();
  const count = roll < 0.45 ? 0 : Math.min(60, Math.floor(-Math.log(1 - rnd()) * 6) + 1);
  const quality = 2.8 + rnd() * 2.2;
  return Array.from({ length: count }, () => {
    const rating = Math.min(5, Math.max(1, Math.round(quality + gauss(rnd) * 0.9)));
    const at = createdAt.getTime() + rnd() * (END - createdAt.getTime());
    return {
      author: pick(rnd, AUTHORS),
      rating,
      content: pick(rnd, rating >= 4 ? PRAISE : COMPLAINTS),
      createdAt: new Date(at),
    };
  });
}

/** The `index`-th synthetic product (the same every time). */
export function synthProduct(index: number): SynthProduct {
  const rnd = prng(hash(`gaadiparts-synthetic:${index}`));
  const template = pick(rnd, PRODUCTS);
  const brandSlug = rnd() < 0.7 ? template.brandSlug : pick(rnd, BRANDS_OF_TYPE.get(template.partType)!);
  const brand = BRAND_NAME.get(brandSlug)!;
  const { compatibility, forModel } = fitment(rnd, template);
  const series = `${pick(rnd, SERIES)} ${100 + Math.floor(rnd() * 900)}`;
  const name = `${brand} ${typeName(template.partType)} ${series}${forModel ? ` for ${forModel}` : ''}`;
  const code = brandSlug
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 3)
    .toUpperCase();
  const serial = String(index).padStart(7, '0');
  const price = rupees(Math.exp(Math.log(template.pricePaise) + 0.55 * gauss(rnd)));
  const discounted = rnd() < 0.3;
  const compareAtPrice = discounted ? rupees(price * (1.05 + rnd() * 0.55)) + 100 : null;
  const stockRoll = rnd();
  const stock = stockRoll < 0.75 ? 'in-stock' : stockRoll < 0.87 ? 'out-of-stock' : 'on-backorder';
  const createdAt = new Date(START + rnd() * (END - START));
  const salesCount = Math.floor(Math.exp(rnd() * 7.5)) - 1;
  const colour = colourOption(rnd, template);
  const radios = template.options
    .filter((o) => o.type === 'default')
    .map((o) => ({ ...o, values: o.values.map((v) => ({ ...v, color: null })) }));
  const badges: SynthProduct['badges'] = [];
  if (discounted) badges.push('sale');
  if (createdAt.getTime() > END - 60 * 86_400_000) badges.push('new');
  if (salesCount > 1200) badges.push('hot');
  return {
    template,
    slug: `${name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}-g${index}`,
    name,
    sku: `${SKU_PREFIX}${code}-${serial}`,
    partNumber: `${code.charAt(0)}${Math.floor(rnd() * 90 + 10)} ${Math.floor(rnd() * 900 + 100)} ${serial.slice(-4)}`,
    brandSlug,
    price,
    compareAtPrice,
    hsnCode: template.hsnCode,
    stock,
    stockQuantity: stock === 'in-stock' ? 1 + Math.floor(rnd() * 200) : 0,
    badges,
    featured: rnd() < 0.02,
    salesCount,
    viewCount: salesCount * (5 + Math.floor(rnd() * 25)) + Math.floor(rnd() * 300),
    createdAt,
    options: [...radios, ...(colour ? [colour] : [])],
    compatibility,
    reviews: reviews(rnd, createdAt),
  };
}

/**
 * Synthetic products `start` … `start + count − 1`, refused as a batch (PriceAboveMrpError, naming
 * each product) when any would be sold above its MRP.
 */
export function synthBatch(
  start: number,
  count: number,
  make: (index: number) => SynthProduct = synthProduct,
): SynthProduct[] {
  const products = Array.from({ length: count }, (_, i) => make(start + i));
  assertPricesWithinMrp(products.map((p) => ({ slug: p.slug, price: p.price, mrp: p.compareAtPrice })));
  return products;
}
