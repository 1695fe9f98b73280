import type { Transaction } from 'kysely';
import type { DB } from '../store/schema';
import { expandFitment } from '../vehicles/fitment';
import { sanitizeDescription } from './description-html';
import { assertPricesWithinMrp } from './product-prices';
import { codeKey, compactSearchText, productSearchText } from './search-text';
import { BRANDS, CATEGORIES, COLORS, ENGLISH_REVIEWS, PRODUCTS } from './seed';
import type { FitmentRule as VehicleFitmentRule } from '../vehicles/fitment';
import type { SeedProduct } from './seed';

const CHUNK = 500;

async function insertChunked<T extends keyof DB & string>(trx: Transaction<DB>, table: T, rows: readonly object[]) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + CHUNK) as never)
      .execute();
  }
}

/** "brake-pad" → "Brake Pad". */
export const typeName = (slug: string) =>
  slug
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/**
 * The sample catalogue of gateway/catalogue/seed: categories, brands, colours, products with
 * everything that hangs off them (fitment rules expanded to vehicle ids, so it runs after
 * vehicles@1), and the English reviews the products' ratings are computed from (the reviews in
 * other languages come with catalogue-review-languages@1).
 */
export async function seedCatalogue(trx: Transaction<DB>): Promise<void> {
  assertPricesWithinMrp(PRODUCTS.map((p) => ({ slug: p.slug, price: p.pricePaise, mrp: p.compareAtPricePaise })));
  const categoryIds = new Map<string, number>();
  for (const [position, category] of CATEGORIES.entries()) {
    const row = await trx
      .insertInto('categories')
      .values({
        slug: category.slug,
        name: category.name,
        parent_id: category.parentSlug ? categoryIds.get(category.parentSlug)! : null,
        image: category.image,
        description: category.description ?? null,
        layout: category.layout,
        pagination_mode: category.paginationMode,
        position,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds.set(category.slug, row.id);
  }
  const brands = await trx
    .insertInto('brands')
    .values(BRANDS.map((b) => ({ ...b })))
    .returning(['id', 'slug'])
    .execute();
  const brandIds = new Map(brands.map((b) => [b.slug, b.id]));
  await trx
    .insertInto('colors')
    .values(COLORS.map((c, position) => ({ ...c, position })))
    .execute();
  const typeSlugs = [...new Set(PRODUCTS.map((p) => p.partType))];
  const types = await trx
    .insertInto('product_types')
    .values(typeSlugs.map((slug) => ({ slug, name: typeName(slug) })))
    .returning(['id', 'slug'])
    .execute();
  const typeIds = new Map(types.map((t) => [t.slug, t.id]));

  const reviewsBySlug = new Map<string, typeof ENGLISH_REVIEWS>();
  for (const r of ENGLISH_REVIEWS) reviewsBySlug.set(r.productSlug, [...(reviewsBySlug.get(r.productSlug) ?? []), r]);
  const brandName = new Map(BRANDS.map((b) => [b.slug, b.name]));
  const categoryBySlug = new Map(CATEGORIES.map((c) => [c.slug, c]));
  const ancestry = (slug: string): string[] => {
    const parent = categoryBySlug.get(slug)?.parentSlug;
    return parent ? [slug, ...ancestry(parent)] : [slug];
  };

  const productRow = (p: SeedProduct) => {
    const reviews = reviewsBySlug.get(p.slug) ?? [];
    const compatibility = expandFitment(p.fitment as VehicleFitmentRule);
    return {
      slug: p.slug,
      name: p.name,
      sku: p.sku,
      part_number: p.partNumber,
      sku_key: codeKey(p.sku),
      part_number_key: codeKey(p.partNumber),
      brand_id: brandIds.get(p.brandSlug)!,
      type_id: typeIds.get(p.partType)!,
      excerpt: p.excerpt,
      description: sanitizeDescription(p.descriptionHtml),
      price: p.pricePaise,
      compare_at_price: p.compareAtPricePaise,
      hsn_code: p.hsnCode,
      stock: p.stock,
      stock_quantity: p.stockQuantity,
      badges: p.badges,
      featured: p.featured,
      sales_count: p.salesCount,
      view_count: p.viewCount,
      rating_sum: reviews.reduce((sum, r) => sum + r.rating, 0),
      review_count: reviews.length,
      compatibility: Array.isArray(compatibility) ? ('list' as const) : compatibility,
      search_text: '',
      search_compact: '',
      created_at: p.createdAt,
    };
  };
  const rows = PRODUCTS.map((p) => {
    const row = productRow(p);
    const categories = p.categorySlugs.map((slug) => categoryBySlug.get(slug)!.name);
    row.search_text = productSearchText({
      name: p.name,
      sku: p.sku,
      partNumber: p.partNumber,
      brand: brandName.get(p.brandSlug)!,
      categories,
    });
    row.search_compact = compactSearchText(row.search_text);
    return row;
  });
  const inserted = await trx.insertInto('products').values(rows).returning(['id', 'slug']).execute();
  const productIds = new Map(inserted.map((p) => [p.slug, p.id]));
  await seedProductDetails(trx, productIds, categoryIds, ancestry);
}

async function seedProductDetails(
  trx: Transaction<DB>,
  productIds: Map<string, number>,
  categoryIds: Map<string, number>,
  ancestry: (slug: string) => string[],
): Promise<void> {
  const links: object[] = [];
  const images: object[] = [];
  const attributes: object[] = [];
  const colors: object[] = [];
  const compatibility: object[] = [];
  const tagSlug = (name: string) =>
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  const tagNames = new Map(PRODUCTS.flatMap((p) => p.tags).map((name) => [tagSlug(name), name]));
  const tags = await trx
    .insertInto('tags')
    .values([...tagNames].map(([slug, name]) => ({ slug, name })))
    .returning(['id', 'slug'])
    .execute();
  const tagIds = new Map(tags.map((t) => [t.slug, t.id]));
  const productTags: object[] = [];
  const options: { product_id: number; position: number; option: SeedProduct['options'][number] }[] = [];
  for (const p of PRODUCTS) {
    const id = productIds.get(p.slug)!;
    const direct = new Set(p.categorySlugs);
    const all = new Set(p.categorySlugs.flatMap(ancestry));
    for (const slug of all)
      links.push({ product_id: id, category_id: categoryIds.get(slug)!, direct: direct.has(slug) });
    p.images.forEach((url, position) => images.push({ product_id: id, position, url }));
    p.attributes.forEach((a, position) =>
      attributes.push({
        product_id: id,
        position,
        group_name: a.group,
        group_slug: a.group.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        name: a.name,
        slug: a.slug,
        featured: a.featured,
        values: JSON.stringify(a.values),
      }),
    );
    [...new Set(p.tags.map(tagSlug))].forEach((slug, position) =>
      productTags.push({ product_id: id, tag_id: tagIds.get(slug)!, position }),
    );
    const colorSlugs = new Set(
      p.options.filter((o) => o.type === 'color').flatMap((o) => o.values.map((v) => v.color!)),
    );
    for (const color_slug of colorSlugs) colors.push({ product_id: id, color_slug });
    const fits = expandFitment(p.fitment as VehicleFitmentRule);
    if (Array.isArray(fits)) for (const vehicle_id of fits) compatibility.push({ product_id: id, vehicle_id });
    p.options.forEach((option, position) => options.push({ product_id: id, position, option }));
  }
  // All options in one statement per 500 rows, then all their values: not two statements per option.
  const optionIds = new Map<string, number>();
  for (let start = 0; start < options.length; start += CHUNK) {
    const rows = options.slice(start, start + CHUNK).map(({ product_id, position, option }) => ({
      product_id,
      position,
      type: option.type,
      slug: option.slug,
      name: option.name,
    }));
    const ids = await trx
      .insertInto('product_options')
      .values(rows)
      .returning(['id', 'product_id', 'position'])
      .execute();
    for (const row of ids) optionIds.set(`${row.product_id}/${row.position}`, row.id);
  }
  const optionValues = options.flatMap(({ product_id, position, option }) =>
    option.values.map((v, i) => ({
      option_id: optionIds.get(`${product_id}/${position}`)!,
      position: i,
      slug: v.slug,
      name: v.name,
      color_slug: v.color ?? null,
    })),
  );
  await insertChunked(trx, 'product_option_values', optionValues);
  await insertChunked(trx, 'product_categories', links);
  await insertChunked(trx, 'product_images', images);
  await insertChunked(trx, 'product_attributes', attributes);
  await insertChunked(trx, 'product_tags', productTags);
  await insertChunked(trx, 'product_colors', colors);
  await insertChunked(trx, 'product_compatibility', compatibility);
  const reviews = ENGLISH_REVIEWS.map((r) => ({
    product_id: productIds.get(r.productSlug)!,
    author: r.author,
    rating: r.rating,
    content: r.content,
    created_at: r.date,
  }));
  await insertChunked(trx, 'product_reviews', reviews);
}
