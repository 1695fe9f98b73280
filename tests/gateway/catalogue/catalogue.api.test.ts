import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS, CATEGORIES, PRODUCTS, REVIEWS } from '../../../gateway/catalogue/seed/index';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { EXPECTED, SWIFT_2019 } from './helpers';

describe('catalogue API: categories, brands, products and product blocks', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());

  async function ok(query: string, variables?: Record<string, unknown>) {
    const { data, errors } = await gateway.executeUntyped(query, variables);
    expect(errors).toBeUndefined();
    return data!;
  }
  const count = (slug: string) => EXPECTED.filter((p) => p.categories.has(slug)).length;

  it('categories: the 8 top-level ones with children to the depth asked, by parent and by slugs', async () => {
    const { categories } = await ok(
      '{ categories(depth: 1) { slug type layout paginationMode items parent { slug } children { slug items children { slug } } } }',
    );
    expect(categories.map((c: { slug: string }) => c.slug)).toEqual(
      CATEGORIES.filter((c) => !c.parentSlug).map((c) => c.slug),
    );
    const interior = categories.find((c: { slug: string }) => c.slug === 'interior-parts');
    expect(interior).toMatchObject({
      type: 'SHOP',
      layout: 'CATEGORIES',
      paginationMode: 'CURSOR',
      items: count('interior-parts'),
      parent: null,
    });
    expect(interior.children[0]).toEqual({ slug: 'seat-covers', items: count('seat-covers'), children: [] });
    const byParent = await ok('{ categories(parent: "tyres-wheels") { slug parent { slug } } }');
    expect(byParent.categories).toEqual([
      { slug: 'tyres', parent: { slug: 'tyres-wheels' } },
      { slug: 'wheel-accessories', parent: { slug: 'tyres-wheels' } },
    ]);
    const bySlugs = await ok('{ categories(slugs: ["helmets", "nope", "tyres"]) { slug } }');
    expect(bySlugs.categories).toEqual([{ slug: 'helmets' }, { slug: 'tyres' }]);
  });

  it('category(slug, depth): children down to depth; null when unknown', async () => {
    const { category } = await ok('{ category(slug: "engine-filters") { name children { slug children { slug } } } }');
    expect(category.name).toBe('Engine & Filters');
    expect(category.children.map((c: { slug: string }) => c.slug)).toEqual(['filters', 'spark-plugs', 'clutch-parts']);
    expect((await ok('{ category(slug: "rockets") { slug } }')).category).toBeNull();
  });

  it('brands(limit): by name with country', async () => {
    const { brands } = await ok('{ brands { slug name country image } }');
    expect(brands).toHaveLength(BRANDS.length);
    expect(brands).toContainEqual({ slug: 'bosch', name: 'Bosch', country: 'DE', image: '/images/brands/bosch.svg' });
    expect((await ok('{ brands(limit: 3) { slug } }')).brands).toHaveLength(3);
  });

  it('product(slug): every field, rating and review count agreeing with the reviews', async () => {
    const seed = PRODUCTS.find((p) => p.options.some((o) => o.type === 'color') && p.compareAtPricePaise !== null)!;
    const { product } = await ok(
      `query($slug: String!, $v: ID) { product(slug: $slug) {
      id name excerpt description slug sku partNumber stock price { amount currency } compareAtPrice { amount }
      images { url } badges rating reviews brand { slug country } type { slug name attributeGroups { name attributes { slug featured } } }
      attributes { name slug featured values { name slug } } options { type slug name values { slug name color } } tags
      categories { slug } compatibility compatibleVehicleIds fitment(vehicleId: $v) noVehicle: fitment } }`,
      { slug: seed.slug, v: SWIFT_2019 },
    );
    const reviews = REVIEWS.filter((r) => r.productSlug === seed.slug);
    expect(product).toMatchObject({
      name: seed.name,
      sku: seed.sku,
      partNumber: seed.partNumber,
      price: { amount: seed.pricePaise, currency: 'INR' },
      compareAtPrice: { amount: seed.compareAtPricePaise },
      reviews: reviews.length,
      brand: { slug: seed.brandSlug },
      type: { slug: seed.partType },
      tags: seed.tags,
      categories: seed.categorySlugs.map((slug) => ({ slug })),
      noVehicle: 'UNKNOWN',
    });
    expect(product.rating).toBeCloseTo(
      reviews.length ? reviews.reduce((s, r) => s + r.rating, 0) / reviews.length : 0,
      1,
    );
    expect(product.images.map((i: { url: string }) => i.url)).toEqual(seed.images);
    expect(product.stock).toBe(seed.stock.toUpperCase().replace(/-/g, '_'));
    expect(product.attributes.filter((a: { featured: boolean }) => a.featured).length).toBe(
      seed.attributes.filter((a) => a.featured).length,
    );
    const color = product.options.find((o: { type: string }) => o.type === 'COLOR');
    expect(color.values[0].color).toMatch(/^#[0-9a-f]{6}$/);
    expect(product.description).not.toMatch(/<script|on\w+=/i);
    expect((await ok('{ product(slug: "no-such-part") { id } }')).product).toBeNull();
  });

  it('fitment(vehicleId): FITS, DOES_NOT_FIT or UNKNOWN from the compatibility', async () => {
    const all = EXPECTED.find((p) => p.compat === 'all')!;
    const unknown = EXPECTED.find((p) => p.compat === 'unknown')!;
    const fits = EXPECTED.find((p) => p.compat instanceof Set && p.compat.has(SWIFT_2019))!;
    const misses = EXPECTED.find((p) => p.compat instanceof Set && !p.compat.has(SWIFT_2019))!;
    const q = `query($v: ID) { a: product(slug: "${all.slug}") { compatibility fitment(vehicleId: $v) }
      u: product(slug: "${unknown.slug}") { compatibility fitment(vehicleId: $v) }
      f: product(slug: "${fits.slug}") { compatibility fitment(vehicleId: $v) compatibleVehicleIds }
      m: product(slug: "${misses.slug}") { fitment(vehicleId: $v) } }`;
    const data = await ok(q, { v: SWIFT_2019 });
    expect(data.a).toEqual({ compatibility: 'ALL', fitment: 'FITS' });
    expect(data.u).toEqual({ compatibility: 'UNKNOWN', fitment: 'UNKNOWN' });
    expect(data.f).toMatchObject({ compatibility: 'LIST', fitment: 'FITS' });
    expect(data.f.compatibleVehicleIds).toContain(SWIFT_2019);
    expect(data.m.fitment).toBe('DOES_NOT_FIT');
  });

  it('analogs: same part type, other brands; related: same category; both empty for an unknown product', async () => {
    const seed = PRODUCTS.find((p) => PRODUCTS.some((o) => o.partType === p.partType && o.brandSlug !== p.brandSlug))!;
    const { product } = await ok(`{ product(slug: "${seed.slug}") { id } }`);
    const { productAnalogs, relatedProducts } =
      await ok(`{ productAnalogs(productId: "${product.id}", limit: 20) { slug type { slug } brand { slug } }
      relatedProducts(productId: "${product.id}", limit: 50) { slug categories { slug } } }`);
    const analogs = PRODUCTS.filter((p) => p.partType === seed.partType && p.brandSlug !== seed.brandSlug);
    expect(productAnalogs.map((p: { slug: string }) => p.slug).sort()).toEqual(
      analogs
        .map((p) => p.slug)
        .sort()
        .slice(0, 20),
    );
    const related = PRODUCTS.filter(
      (p) => p.slug !== seed.slug && p.categorySlugs.some((c) => seed.categorySlugs.includes(c)),
    );
    expect(relatedProducts.map((p: { slug: string }) => p.slug).sort()).toEqual(related.map((p) => p.slug).sort());
    const bySlug = await ok(`{ productAnalogs(slug: "${seed.slug}", limit: 2) { slug } }`);
    expect(bySlug.productAnalogs).toHaveLength(Math.min(2, analogs.length));
    expect(await ok('{ productAnalogs(slug: "nope") { slug } relatedProducts(productId: "999999") { slug } }')).toEqual(
      { productAnalogs: [], relatedProducts: [] },
    );
  });

  it('product blocks are defined by data', async () => {
    const data =
      await ok(`{ featuredProducts(limit: 50) { slug } popularProducts(limit: 3) { slug } topRatedProducts(limit: 5) { rating reviews }
      specialOffers(limit: 100) { slug price { amount } compareAtPrice { amount } } latestProducts(limit: 2) { slug }
      inTyres: popularProducts(limit: 100, category: "tyres") { categories { slug } } }`);
    expect(data.featuredProducts.map((p: { slug: string }) => p.slug).sort()).toEqual(
      PRODUCTS.filter((p) => p.featured)
        .map((p) => p.slug)
        .sort()
        .slice(0, 50),
    );
    const bySales = [...PRODUCTS].sort((a, b) => b.salesCount - a.salesCount || b.viewCount - a.viewCount);
    expect(data.popularProducts[0].slug).toBe(bySales[0]!.slug);
    const ratings = data.topRatedProducts.map((p: { rating: number }) => p.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(data.topRatedProducts.every((p: { reviews: number }) => p.reviews > 0)).toBe(true);
    expect(data.specialOffers).toHaveLength(EXPECTED.filter((p) => p.discount).length);
    const share = (p: { price: { amount: number }; compareAtPrice: { amount: number } }) =>
      1 - p.price.amount / p.compareAtPrice.amount;
    for (let i = 1; i < data.specialOffers.length; i++)
      expect(share(data.specialOffers[i - 1])).toBeGreaterThanOrEqual(share(data.specialOffers[i]) - 1e-9);
    expect(data.latestProducts[0].slug).toBe(
      [...PRODUCTS].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!.slug,
    );
    expect(data.inTyres).toHaveLength(count('tyres'));
  });
});
