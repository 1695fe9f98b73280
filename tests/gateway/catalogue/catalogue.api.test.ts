import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminProductsService } from '../../../gateway/admin/catalogue/admin-products.service';
import { BRANDS, CATEGORIES, PRODUCTS, REVIEWS } from '../../../gateway/catalogue/seed/index';
import { createTestGateway, dataOf, type TestGateway } from '../../support/test-gateway';
import {
  ANALOGS_AND_RELATED,
  ANALOGS_BY_SLUG,
  BRANDS_LIST,
  CATEGORIES_BY_PARENT_AND_SLUGS,
  CATEGORY_BY_SLUG,
  FITMENTS,
  PRODUCT_BLOCKS,
  PRODUCT_ID,
  PRODUCT_PAGE,
  TOP_CATEGORIES,
} from './catalogue.documents';
import { EXPECTED, expectedAnalogs, SWIFT_2019 } from './helpers';

describe('catalogue API: categories, brands, products and product blocks', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());

  const count = (slug: string) => EXPECTED.filter((p) => p.categories.has(slug)).length;

  it('categories: the 8 top-level ones with children to the depth asked, by parent and by slugs', async () => {
    const { categories } = dataOf(await gateway.execute(TOP_CATEGORIES));
    expect(categories.map((c) => c.slug)).toEqual(CATEGORIES.filter((c) => !c.parentSlug).map((c) => c.slug));
    const interior = categories.find((c) => c.slug === 'interior-parts')!;
    expect(interior).toMatchObject({
      type: 'SHOP',
      layout: 'CATEGORIES',
      paginationMode: 'CURSOR',
      items: count('interior-parts'),
      parent: null,
    });
    expect(interior.children[0]).toEqual({ slug: 'seat-covers', items: count('seat-covers'), children: [] });
    const { byParent, bySlugs } = dataOf(await gateway.execute(CATEGORIES_BY_PARENT_AND_SLUGS));
    expect(byParent).toEqual([
      { slug: 'tyres', parent: { slug: 'tyres-wheels' } },
      { slug: 'wheel-accessories', parent: { slug: 'tyres-wheels' } },
    ]);
    expect(bySlugs).toEqual([{ slug: 'helmets' }, { slug: 'tyres' }]);
  });

  it('category(slug, depth): children down to depth; null when unknown', async () => {
    const { known, unknown } = dataOf(await gateway.execute(CATEGORY_BY_SLUG));
    expect(known.name).toBe('Engine & Filters');
    expect(known.children.map((c) => c.slug)).toEqual(['filters', 'spark-plugs', 'clutch-parts']);
    expect(unknown).toBeNull();
  });

  it('brands(limit): by name with country', async () => {
    const { all, three } = dataOf(await gateway.execute(BRANDS_LIST));
    expect(all).toHaveLength(BRANDS.length);
    expect(all).toContainEqual({ slug: 'bosch', name: 'Bosch', country: 'DE', image: '/images/brands/bosch.svg' });
    expect(three).toHaveLength(3);
  });

  it('product(slug): every field, rating and review count agreeing with the reviews', async () => {
    const seed = PRODUCTS.find((p) => p.options.some((o) => o.type === 'color') && p.compareAtPricePaise !== null)!;
    const { product } = dataOf(await gateway.execute(PRODUCT_PAGE, { slug: seed.slug, v: SWIFT_2019 }));
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
    expect(product.images.map((i) => i.url)).toEqual(seed.images);
    expect(product.stock).toBe(seed.stock.toUpperCase().replace(/-/g, '_'));
    expect(product.attributes.filter((a) => a.featured).length).toBe(seed.attributes.filter((a) => a.featured).length);
    const color = product.options.find((o) => o.type === 'COLOR')!;
    expect(color.values[0]!.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(product.description).not.toMatch(/<script|on\w+=/i);
    expect((await gateway.execute(PRODUCT_ID, { slug: 'no-such-part' })).data).toEqual({ product: null });
  });

  it('fitment(vehicleId): FITS, DOES_NOT_FIT or UNKNOWN from the compatibility', async () => {
    const all = EXPECTED.find((p) => p.compat === 'all')!;
    const unknown = EXPECTED.find((p) => p.compat === 'unknown')!;
    const fits = EXPECTED.find((p) => p.compat instanceof Set && p.compat.has(SWIFT_2019))!;
    const misses = EXPECTED.find((p) => p.compat instanceof Set && !p.compat.has(SWIFT_2019))!;
    const data = dataOf(
      await gateway.execute(FITMENTS, {
        v: SWIFT_2019,
        all: all.slug,
        unknown: unknown.slug,
        fits: fits.slug,
        misses: misses.slug,
      }),
    );
    expect(data.a).toEqual({ compatibility: 'ALL', fitment: 'FITS' });
    expect(data.u).toEqual({ compatibility: 'UNKNOWN', fitment: 'UNKNOWN' });
    expect(data.f).toMatchObject({ compatibility: 'LIST', fitment: 'FITS' });
    expect(data.f.compatibleVehicleIds).toContain(SWIFT_2019);
    expect(data.m.fitment).toBe('DOES_NOT_FIT');
  });

  it('analogs: same part type, other brands, a vehicle in common; related: same category; both empty for an unknown product', async () => {
    const seed = PRODUCTS.find((p) => expectedAnalogs(p.slug).length > 0)!;
    const { product } = dataOf(await gateway.execute(PRODUCT_ID, { slug: seed.slug }));
    const { productAnalogs, relatedProducts } = dataOf(await gateway.execute(ANALOGS_AND_RELATED, { id: product.id }));
    const analogs = expectedAnalogs(seed.slug);
    expect(productAnalogs.map((p) => p.slug).sort()).toEqual(analogs.slice(0, 20));
    const related = PRODUCTS.filter(
      (p) => p.slug !== seed.slug && p.categorySlugs.some((c) => seed.categorySlugs.includes(c)),
    );
    expect(relatedProducts.map((p) => p.slug).sort()).toEqual(related.map((p) => p.slug).sort());
    const bySlug = dataOf(await gateway.execute(ANALOGS_BY_SLUG, { slug: seed.slug, limit: 2 }));
    expect(bySlug.productAnalogs).toHaveLength(Math.min(2, analogs.length));
    // An unknown product, by slug and by id.
    expect(dataOf(await gateway.execute(ANALOGS_BY_SLUG, { slug: 'nope' }))).toEqual({ productAnalogs: [] });
    expect(dataOf(await gateway.execute(ANALOGS_AND_RELATED, { id: '999999' }))).toEqual({
      productAnalogs: [],
      relatedProducts: [],
    });
  });

  it('analogs leave out an archived product, and show it again once restored', async () => {
    const seed = PRODUCTS.find((p) => expectedAnalogs(p.slug).length > 0)!;
    const analogSlugs = async () =>
      dataOf(await gateway.execute(ANALOGS_BY_SLUG, { slug: seed.slug })).productAnalogs.map((p) => p.slug);
    const [first] = await analogSlugs();
    const { product } = dataOf(await gateway.execute(PRODUCT_ID, { slug: first! }));
    const products = createAdminProductsService(gateway.database.db);
    expect((await products.archive(Number(product.id))).ok).toBe(true);
    try {
      expect(await analogSlugs()).not.toContain(first);
    } finally {
      expect((await products.restore(Number(product.id))).ok).toBe(true);
    }
    expect(await analogSlugs()).toContain(first);
  });

  it('product blocks leave out an archived product, and show it again once restored', async () => {
    const blocks = async () => {
      const data = dataOf(await gateway.execute(PRODUCT_BLOCKS));
      return { featured: data.featuredProducts.map((p) => p.slug), latest: data.latestProducts.map((p) => p.slug) };
    };
    const before = await blocks();
    const products = createAdminProductsService(gateway.database.db);
    const ids = await Promise.all(
      [before.featured[0]!, before.latest[0]!].map(async (slug) =>
        Number(dataOf(await gateway.execute(PRODUCT_ID, { slug })).product.id),
      ),
    );
    for (const id of ids) expect((await products.archive(id)).ok).toBe(true);
    try {
      const hidden = await blocks();
      expect(hidden.featured).not.toContain(before.featured[0]);
      expect(hidden.latest).not.toContain(before.latest[0]);
    } finally {
      for (const id of ids) expect((await products.restore(id)).ok).toBe(true);
    }
    expect(await blocks()).toEqual(before);
  });

  it('product blocks are defined by data', async () => {
    const data = dataOf(await gateway.execute(PRODUCT_BLOCKS));
    expect(data.featuredProducts.map((p) => p.slug).sort()).toEqual(
      PRODUCTS.filter((p) => p.featured)
        .map((p) => p.slug)
        .sort()
        .slice(0, 50),
    );
    const bySales = [...PRODUCTS].sort((a, b) => b.salesCount - a.salesCount || b.viewCount - a.viewCount);
    expect(data.popularProducts[0]!.slug).toBe(bySales[0]!.slug);
    const ratings = data.topRatedProducts.map((p) => p.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(data.topRatedProducts.every((p) => p.reviews > 0)).toBe(true);
    expect(data.specialOffers).toHaveLength(EXPECTED.filter((p) => p.discount).length);
    const share = (p: { price: { amount: number }; compareAtPrice: { amount: number } }) =>
      1 - p.price.amount / p.compareAtPrice.amount;
    for (let i = 1; i < data.specialOffers.length; i++)
      expect(share(data.specialOffers[i - 1]!)).toBeGreaterThanOrEqual(share(data.specialOffers[i]!) - 1e-9);
    expect(data.latestProducts[0]!.slug).toBe(
      [...PRODUCTS].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!.slug,
    );
    expect(data.inTyres).toHaveLength(count('tyres'));
  });
});
