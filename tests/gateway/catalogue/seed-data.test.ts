import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import {
  BLOG_CATEGORIES,
  BRANDS,
  CATEGORIES,
  COLORS,
  COUNTRIES,
  POSTS,
  PRODUCTS,
  REVIEWLESS_PRODUCT_SLUGS,
  REVIEWS,
} from '../../../gateway/catalogue/seed/index';
import type { SeedProduct } from '../../../gateway/catalogue/seed/index';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const PUBLIC = join(ROOT, 'web/public');

/** The vehicle models seeded by the vehicle catalogue (make-slug/model-slug). */
const MODEL_KEYS = new Set([
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
]);

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => (seen.has(v) ? true : (seen.add(v), false)));
}

const categoryBySlug = new Map(CATEGORIES.map((c) => [c.slug, c]));
const leafSlugs = new Set(
  CATEGORIES.filter((c) => !CATEGORIES.some((child) => child.parentSlug === c.slug)).map((c) => c.slug),
);

function topLevel(slug: string): string {
  const category = categoryBySlug.get(slug);
  if (!category) throw new Error(`unknown category ${slug}`);
  return category.parentSlug ? topLevel(category.parentSlug) : category.slug;
}

describe('seed categories and brands', () => {
  it('has 8 top-level categories with 2–5 subcategories each and unique slugs', () => {
    expect(duplicates(CATEGORIES.map((c) => c.slug))).toEqual([]);
    const tops = CATEGORIES.filter((c) => c.parentSlug === null);
    expect(tops).toHaveLength(8);
    for (const top of tops) {
      const children = CATEGORIES.filter((c) => c.parentSlug === top.slug);
      expect(children.length, top.slug).toBeGreaterThanOrEqual(2);
      expect(children.length, top.slug).toBeLessThanOrEqual(5);
    }
    for (const c of CATEGORIES) {
      expect(c.slug).toMatch(KEBAB);
      if (c.parentSlug !== null) expect(categoryBySlug.has(c.parentSlug), c.slug).toBe(true);
    }
  });

  it('includes the subcategories the service pages link to', () => {
    for (const slug of ['tyres', 'batteries', 'helmets', 'ev-parts']) {
      expect(categoryBySlug.get(slug)?.parentSlug, slug).not.toBeNull();
    }
  });

  it('paginates interior-parts by cursor and the rest by page', () => {
    expect(categoryBySlug.get('interior-parts')?.paginationMode).toBe('cursor');
    expect(CATEGORIES.filter((c) => c.paginationMode === 'cursor').map((c) => c.slug)).toEqual(['interior-parts']);
  });

  it('has at least 15 brands with unique slugs and ISO alpha-2 countries', () => {
    expect(BRANDS.length).toBeGreaterThanOrEqual(15);
    expect(duplicates(BRANDS.map((b) => b.slug))).toEqual([]);
    const codes = new Set(COUNTRIES.map((c) => c.code));
    for (const b of BRANDS) expect(codes.has(b.country), `${b.slug}: ${b.country}`).toBe(true);
  });
});

describe('seed colours and countries', () => {
  it('has exactly 20 colours with unique slugs and 6-digit hex', () => {
    expect(COLORS).toHaveLength(20);
    expect(duplicates(COLORS.map((c) => c.slug))).toEqual([]);
    for (const c of COLORS) expect(c.hex).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('lists countries with India first, unique alpha-2 codes, the rest alphabetical', () => {
    expect(COUNTRIES[0]).toEqual({ code: 'IN', name: 'India' });
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(249);
    expect(duplicates(COUNTRIES.map((c) => c.code))).toEqual([]);
    for (const c of COUNTRIES) expect(c.code).toMatch(/^[A-Z]{2}$/);
    const names = COUNTRIES.slice(1).map((c) => c.name);
    const sorted = [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    expect(names).toEqual(sorted);
    expect(COUNTRIES.some((c) => c.code === 'RAND' || c.code === 'LAND')).toBe(false);
  });
});

describe('seed products', () => {
  const colorSlugs = new Set(COLORS.map((c) => c.slug));
  const brandSlugs = new Set(BRANDS.map((b) => b.slug));

  it('has at least 110 products with unique kebab-case slugs and unique SKUs', () => {
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(110);
    expect(duplicates(PRODUCTS.map((p) => p.slug))).toEqual([]);
    expect(duplicates(PRODUCTS.map((p) => p.sku))).toEqual([]);
    for (const p of PRODUCTS) {
      expect(p.slug).toMatch(KEBAB);
      // Capitals and digits in parts joined by one hyphen: none ends in one ("TVS-TY-1107012-SMART-").
      expect(p.sku).toMatch(/^[A-Z0-9]+(-[A-Z0-9]+)*$/);
      expect(p.name.length).toBeGreaterThan(5);
      expect(p.partNumber.length).toBeGreaterThan(0);
    }
  });

  it('references existing brands and leaf categories', () => {
    for (const p of PRODUCTS) {
      expect(brandSlugs.has(p.brandSlug), `${p.slug}: brand ${p.brandSlug}`).toBe(true);
      expect(p.categorySlugs.length, p.slug).toBeGreaterThan(0);
      for (const c of p.categorySlugs) expect(leafSlugs.has(c), `${p.slug}: category ${c}`).toBe(true);
    }
  });

  it('populates every leaf category, and interior-parts with at least 40 products', () => {
    for (const leaf of leafSlugs)
      expect(
        PRODUCTS.some((p) => p.categorySlugs.includes(leaf)),
        leaf,
      ).toBe(true);
    const interior = PRODUCTS.filter((p) => p.categorySlugs.some((c) => topLevel(c) === 'interior-parts'));
    expect(interior.length).toBeGreaterThanOrEqual(40);
  });

  it('prices in positive integer paise, compare-at above price, about 30% on sale', () => {
    for (const p of PRODUCTS) {
      expect(Number.isInteger(p.pricePaise) && p.pricePaise > 0, p.slug).toBe(true);
      if (p.compareAtPricePaise !== null) {
        expect(Number.isInteger(p.compareAtPricePaise), p.slug).toBe(true);
        expect(p.compareAtPricePaise, p.slug).toBeGreaterThan(p.pricePaise);
      }
    }
    const onSale = PRODUCTS.filter((p) => p.compareAtPricePaise !== null).length / PRODUCTS.length;
    expect(onSale).toBeGreaterThan(0.2);
    expect(onSale).toBeLessThan(0.4);
  });

  it('has all three stock states, mostly in stock, with consistent quantities', () => {
    const count = (s: SeedProduct['stock']) => PRODUCTS.filter((p) => p.stock === s).length;
    expect(count('in-stock')).toBeGreaterThan(PRODUCTS.length * 0.6);
    expect(count('out-of-stock')).toBeGreaterThan(0);
    expect(count('on-backorder')).toBeGreaterThan(0);
    for (const p of PRODUCTS) {
      expect(Number.isInteger(p.stockQuantity) && p.stockQuantity >= 0, p.slug).toBe(true);
      if (p.stock === 'in-stock') expect(p.stockQuantity, p.slug).toBeGreaterThan(0);
      else expect(p.stockQuantity, p.slug).toBe(0);
    }
  });

  it('uses valid badges, options and colour swatches', () => {
    for (const p of PRODUCTS) {
      for (const b of p.badges) expect(['sale', 'new', 'hot']).toContain(b);
      expect(duplicates(p.options.map((o) => o.slug)), p.slug).toEqual([]);
      for (const o of p.options) {
        expect(o.values.length, `${p.slug}/${o.slug}`).toBeGreaterThanOrEqual(2);
        expect(duplicates(o.values.map((v) => v.slug)), p.slug).toEqual([]);
        if (o.type === 'color') {
          expect(o.values.length).toBeLessThanOrEqual(5);
          for (const v of o.values) expect(colorSlugs.has(v.color ?? ''), `${p.slug}: ${v.color}`).toBe(true);
        }
      }
    }
    const withColour = PRODUCTS.filter((p) => p.options.some((o) => o.type === 'color')).length;
    expect(withColour / PRODUCTS.length).toBeGreaterThanOrEqual(0.25);
    expect(PRODUCTS.some((p) => p.options.some((o) => o.type === 'default'))).toBe(true);
  });

  it('has well-formed attributes, dates and counters', () => {
    for (const p of PRODUCTS) {
      expect(p.attributes.length, p.slug).toBeGreaterThan(0);
      for (const a of p.attributes) {
        expect(a.slug).toMatch(KEBAB);
        expect(a.values.length).toBeGreaterThan(0);
      }
      expect(p.createdAt >= '2025-01-01' && p.createdAt < '2027-01-01', p.slug).toBe(true);
      expect(Number.isNaN(Date.parse(p.createdAt))).toBe(false);
      expect(p.salesCount).toBeGreaterThanOrEqual(0);
      expect(p.viewCount).toBeGreaterThanOrEqual(p.salesCount);
      expect(p.descriptionHtml).not.toMatch(/<(script|iframe|img|a)\b|on\w+=/i);
    }
  });

  it('uses only known vehicle model keys in fitment rules', () => {
    for (const p of PRODUCTS) {
      const f = p.fitment;
      if (f === 'all' || f === 'unknown') continue;
      expect(f.vehicleTypes || f.powertrains || f.models, p.slug).toBeTruthy();
      for (const m of f.models ?? []) expect(MODEL_KEYS.has(m), `${p.slug}: ${m}`).toBe(true);
      for (const t of f.vehicleTypes ?? []) expect(['two-wheeler', 'three-wheeler', 'four-wheeler']).toContain(t);
      for (const pt of f.powertrains ?? []) expect(['petrol', 'diesel', 'cng', 'electric']).toContain(pt);
    }
    expect(PRODUCTS.some((p) => p.fitment === 'all')).toBe(true);
    expect(PRODUCTS.some((p) => p.fitment === 'unknown')).toBe(true);
  });
});

describe('seed images', () => {
  const referenced = [
    ...PRODUCTS.flatMap((p) => p.images),
    ...CATEGORIES.flatMap((c) => (c.image ? [c.image] : [])),
    ...BRANDS.map((b) => b.image),
    ...POSTS.map((p) => p.image),
  ];

  it('gives every product 2–4 images', () => {
    for (const p of PRODUCTS) {
      expect(p.images.length, p.slug).toBeGreaterThanOrEqual(2);
      expect(p.images.length, p.slug).toBeLessThanOrEqual(4);
      expect(duplicates(p.images), p.slug).toEqual([]);
    }
  });

  it('references only SVG files that exist under web/public, with a title and size', () => {
    for (const path of new Set(referenced)) {
      expect(path, path).toMatch(/^\/images\/(products|categories|brands|blog)\/[a-z0-9-]+\.svg$/);
      const file = join(PUBLIC, path);
      expect(existsSync(file), path).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg, path).toMatch(/<svg[^>]*\swidth="\d+"[^>]*\sheight="\d+"/);
      expect(svg, path).toContain('<title>');
      expect(svg, path).not.toMatch(/<script|href="http/i);
    }
  });
});

describe('seed reviews', () => {
  const productSlugs = new Set(PRODUCTS.map((p) => p.slug));

  it('references existing products with ratings 1–5 and ISO dates', () => {
    for (const r of REVIEWS) {
      expect(productSlugs.has(r.productSlug), r.productSlug).toBe(true);
      expect(Number.isInteger(r.rating) && r.rating >= 1 && r.rating <= 5).toBe(true);
      expect(r.date).toMatch(/^202[56]-\d{2}-\d{2}$/);
      expect(r.author.length).toBeGreaterThan(2);
      expect(r.content.length).toBeGreaterThan(20);
    }
  });

  it('reviews every product unless it is intentionally reviewless', () => {
    for (const slug of REVIEWLESS_PRODUCT_SLUGS) expect(productSlugs.has(slug), slug).toBe(true);
    const reviewless = new Set(REVIEWLESS_PRODUCT_SLUGS);
    /** Fewest and most reviews of a reviewed product per language. */
    const sizes: Record<string, [number, number]> = { en: [3, 8], hi: [5, 7], kn: [5, 7], ta: [5, 7], te: [5, 7] };
    for (const p of PRODUCTS) {
      for (const [language, [fewest, most]] of Object.entries(sizes)) {
        const n = REVIEWS.filter((r) => r.productSlug === p.slug && r.language === language).length;
        if (reviewless.has(p.slug)) expect(n, p.slug).toBe(0);
        else expect([n >= fewest, n <= most], `${p.slug} ${language}: ${n}`).toEqual([true, true]);
      }
    }
  });

  it('writes the reviews of hi, kn, ta and te in their own script, names and cities too', () => {
    const SCRIPTS: Record<string, RegExp> = {
      hi: /\p{Script=Devanagari}/u,
      kn: /\p{Script=Kannada}/u,
      ta: /\p{Script=Tamil}/u,
      te: /\p{Script=Telugu}/u,
    };
    const others = REVIEWS.filter((r) => r.language !== 'en');
    expect(new Set(others.map((r) => r.language))).toEqual(new Set(Object.keys(SCRIPTS)));
    for (const r of others) {
      expect(r.content + r.author, r.content).not.toMatch(/[A-Za-z{}]/);
      expect(r.author, r.author).toMatch(SCRIPTS[r.language]!);
      expect(r.content, r.content).toMatch(SCRIPTS[r.language]!);
    }
    for (const r of REVIEWS.filter((r) => r.language === 'en')) expect(r.content).toMatch(/^[A-Z]/);
  });

  it('skews ratings towards 4 and 5 stars and is deterministic', async () => {
    const high = REVIEWS.filter((r) => r.rating >= 4).length;
    expect(high / REVIEWS.length).toBeGreaterThan(0.65);
    vi.resetModules();
    const again = await import('../../../gateway/catalogue/seed/reviews');
    expect(again.REVIEWS).toEqual(REVIEWS);
  });

  it('dates each review after the product was listed', () => {
    const created = new Map(PRODUCTS.map((p) => [p.slug, p.createdAt.slice(0, 10)]));
    for (const r of REVIEWS) expect(r.date > (created.get(r.productSlug) ?? ''), r.productSlug).toBe(true);
  });
});

describe('seed blog', () => {
  it('has 4 categories and at least 8 posts with known categories and safe bodies', () => {
    expect(BLOG_CATEGORIES).toHaveLength(4);
    expect(POSTS.length).toBeGreaterThanOrEqual(8);
    expect(duplicates(POSTS.map((p) => p.slug))).toEqual([]);
    const cats = new Set(BLOG_CATEGORIES.map((c) => c.slug));
    for (const p of POSTS) {
      expect(p.categorySlugs.length).toBeGreaterThan(0);
      for (const c of p.categorySlugs) expect(cats.has(c), `${p.slug}: ${c}`).toBe(true);
      const paragraphs = (p.bodyHtml.match(/<p>/g) ?? []).length;
      expect(paragraphs, p.slug).toBeGreaterThanOrEqual(3);
      expect(paragraphs, p.slug).toBeLessThanOrEqual(6);
      expect(p.bodyHtml).not.toMatch(/<(script|iframe|img)\b|on\w+=/i);
      expect(Number.isNaN(Date.parse(p.date))).toBe(false);
    }
  });
});
