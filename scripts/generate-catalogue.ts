/**
 * `npm run catalogue:generate -- [--count 100000] [--reset] [--batch 1000]`: fills the database
 * named by DATABASE_URL (a PGlite directory or postgres://…) with synthetic products for
 * benchmarks, after migrating and seeding it. Generated products have SKUs starting with `GEN-`;
 * product i is the same on every run, so a second run only adds the missing ones, and `--reset`
 * deletes them first. Each takes its template's HSN code; a batch with a product priced above its
 * MRP is refused with an error naming it, before anything of the batch is written. Progress goes
 * to stderr.
 */
import { parseArgs } from 'node:util';
import { type Kysely, sql, type Transaction } from 'kysely';
import { sanitizeDescription } from '../gateway/catalogue/description-html';
import { codeKey, compactSearchText, productSearchText } from '../gateway/catalogue/search-text';
import { CATEGORIES, type SeedProduct } from '../gateway/catalogue/seed/index';
import { ConfigError, loadConfig } from '../gateway/config';
import { openDatabase } from '../gateway/store/database';
import { migrateToLatest } from '../gateway/store/migrate';
import type { DB } from '../gateway/store/schema';
import { runSeeds } from '../gateway/store/seed';
import { SKU_PREFIX, synthBatch, type SynthProduct } from './catalogue-synth';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    reset: { type: 'boolean', default: false },
    batch: { type: 'string', default: '1000' },
  },
});
const COUNT = Number(args.count);
const BATCH = Number(args.batch);
if (!Number.isSafeInteger(COUNT) || COUNT < 0 || !Number.isSafeInteger(BATCH) || BATCH < 1) {
  console.error('usage: generate-catalogue [--count N] [--reset] [--batch N]');
  process.exit(2);
}

/** A one-line progress bar on stderr (redrawn at most every 200 ms). */
function progressBar(total: number, label: string) {
  const started = Date.now();
  let last = 0;
  const draw = (done: number) => {
    const width = 30;
    const filled = total === 0 ? width : Math.round((done / total) * width);
    const seconds = (Date.now() - started) / 1000;
    const rate = done / Math.max(seconds, 0.001);
    const eta = rate > 0 ? Math.round((total - done) / rate) : 0;
    process.stderr.write(
      `\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${Math.round(rate)}/s ETA ${eta}s  `,
    );
  };
  return {
    tick(done: number) {
      if (Date.now() - last < 200 && done < total) return;
      last = Date.now();
      draw(done);
    },
    finish(done: number) {
      draw(done);
      process.stderr.write(`\n`);
    },
  };
}

/** Multi-row inserts that stay under PostgreSQL's 65,535 parameters per statement. */
async function insertRows(trx: Transaction<DB>, table: keyof DB & string, rows: readonly Record<string, unknown>[]) {
  if (rows.length === 0) return;
  const chunk = Math.max(1, Math.floor(30_000 / Object.keys(rows[0]!).length));
  for (let start = 0; start < rows.length; start += chunk) {
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + chunk) as never)
      .execute();
  }
}

const tagSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

async function reference(db: Kysely<DB>) {
  const [categories, brands, types, tags] = await Promise.all([
    db.selectFrom('categories').select(['id', 'slug', 'name']).where('type', '=', 'shop').execute(),
    db.selectFrom('brands').select(['id', 'slug', 'name']).execute(),
    db.selectFrom('product_types').select(['id', 'slug']).execute(),
    db.selectFrom('tags').select(['id', 'slug']).execute(),
  ]);
  const parent = new Map(CATEGORIES.map((c) => [c.slug, c.parentSlug]));
  const withAncestors = (slug: string): string[] => {
    const up = parent.get(slug);
    return up ? [slug, ...withAncestors(up)] : [slug];
  };
  return {
    category: new Map(categories.map((c) => [c.slug, c])),
    brand: new Map(brands.map((b) => [b.slug, b])),
    type: new Map(types.map((t) => [t.slug, t.id])),
    tag: new Map(tags.map((t) => [t.slug, t.id])),
    withAncestors,
    descriptions: new Map<SeedProduct, string>(),
  };
}
type Reference = Awaited<ReturnType<typeof reference>>;

function productRow(p: SynthProduct, ref: Reference) {
  const t = p.template;
  let description = ref.descriptions.get(t);
  if (description === undefined) ref.descriptions.set(t, (description = sanitizeDescription(t.descriptionHtml)));
  const categories = t.categorySlugs.map((slug) => ref.category.get(slug)!.name);
  const searchText = productSearchText({
    name: p.name,
    sku: p.sku,
    partNumber: p.partNumber,
    brand: ref.brand.get(p.brandSlug)!.name,
    categories,
  });
  return {
    slug: p.slug,
    name: p.name,
    sku: p.sku,
    part_number: p.partNumber,
    sku_key: codeKey(p.sku),
    part_number_key: codeKey(p.partNumber),
    brand_id: ref.brand.get(p.brandSlug)!.id,
    type_id: ref.type.get(t.partType)!,
    excerpt: t.excerpt,
    description,
    price: p.price,
    compare_at_price: p.compareAtPrice,
    hsn_code: p.hsnCode,
    stock: p.stock,
    stock_quantity: p.stockQuantity,
    badges: p.badges,
    featured: p.featured,
    sales_count: p.salesCount,
    view_count: p.viewCount,
    rating_sum: p.reviews.reduce((sum, r) => sum + r.rating, 0),
    review_count: p.reviews.length,
    compatibility: Array.isArray(p.compatibility) ? 'list' : p.compatibility,
    search_text: searchText,
    search_compact: compactSearchText(searchText),
    created_at: p.createdAt,
  };
}

/** Inserts one batch of products and everything that hangs off them, in one transaction. */
async function insertBatch(db: Kysely<DB>, products: SynthProduct[], ref: Reference) {
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('products')
      .values(products.map((p) => productRow(p, ref)) as never)
      .returning(['id', 'sku'])
      .execute();
    const idOf = new Map(inserted.map((r) => [r.sku, r.id]));
    const rows = {
      links: [],
      images: [],
      attributes: [],
      tags: [],
      colors: [],
      fits: [],
      options: [],
      reviews: [],
    } as Record<string, Record<string, unknown>[]>;
    for (const p of products) {
      const id = idOf.get(p.sku)!;
      const t = p.template;
      const direct = new Set(t.categorySlugs);
      for (const slug of new Set(t.categorySlugs.flatMap(ref.withAncestors))) {
        rows.links!.push({ product_id: id, category_id: ref.category.get(slug)!.id, direct: direct.has(slug) });
      }
      t.images.forEach((url, position) => rows.images!.push({ product_id: id, position, url }));
      t.attributes.forEach((a, position) => {
        const values =
          a.slug === 'part-number' ? [{ name: p.partNumber, slug: codeKey(p.partNumber).toLowerCase() }] : a.values;
        rows.attributes!.push({
          product_id: id,
          position,
          group_name: a.group,
          group_slug: a.group.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
          name: a.name,
          slug: a.slug,
          featured: a.featured,
          values: JSON.stringify(values),
        });
      });
      [...new Set(t.tags.map((name) => ref.tag.get(tagSlug(name))).filter((tag) => tag !== undefined))].forEach(
        (tag_id, position) => rows.tags!.push({ product_id: id, tag_id, position }),
      );
      const colours = new Set(p.options.flatMap((o) => o.values.flatMap((v) => (v.color ? [v.color] : []))));
      for (const color_slug of colours) rows.colors!.push({ product_id: id, color_slug });
      if (Array.isArray(p.compatibility))
        for (const vehicle_id of p.compatibility) rows.fits!.push({ product_id: id, vehicle_id });
      p.options.forEach((o, position) =>
        rows.options!.push({ product_id: id, position, type: o.type, slug: o.slug, name: o.name }),
      );
      for (const r of p.reviews)
        rows.reviews!.push({
          product_id: id,
          author: r.author,
          rating: r.rating,
          content: r.content,
          created_at: r.createdAt,
        });
    }
    await insertRows(trx, 'product_categories', rows.links!);
    await insertRows(trx, 'product_images', rows.images!);
    await insertRows(trx, 'product_attributes', rows.attributes!);
    await insertRows(trx, 'product_tags', rows.tags!);
    await insertRows(trx, 'product_colors', rows.colors!);
    await insertRows(trx, 'product_compatibility', rows.fits!);
    await insertRows(trx, 'product_reviews', rows.reviews!);
    if (rows.options!.length > 0) {
      const options = await trx
        .insertInto('product_options')
        .values(rows.options as never)
        .returning(['id', 'product_id', 'slug'])
        .execute();
      const optionId = new Map(options.map((o) => [`${o.product_id}|${o.slug}`, o.id]));
      const values = products.flatMap((p) =>
        p.options.flatMap((o) =>
          o.values.map((v, position) => ({
            option_id: optionId.get(`${idOf.get(p.sku)}|${o.slug}`)!,
            position,
            slug: v.slug,
            name: v.name,
            color_slug: v.color,
          })),
        ),
      );
      await insertRows(trx, 'product_option_values', values);
    }
  });
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  const { db } = database;
  try {
    await migrateToLatest(db);
    await runSeeds(db);
    const generated = () =>
      db
        .selectFrom('products')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('sku', 'like', `${SKU_PREFIX}%`)
        .executeTakeFirstOrThrow();
    if (args.reset) {
      const { n } = await generated();
      process.stderr.write(`deleting ${n} generated products…\n`);
      await db.deleteFrom('products').where('sku', 'like', `${SKU_PREFIX}%`).execute();
    }
    const { n: existing } = await generated();
    if (existing > COUNT)
      console.log(`${existing} generated products already present (more than --count ${COUNT}; use --reset)`);
    const ref = await reference(db);
    const bar = progressBar(Math.max(COUNT - existing, 0), `${database.engine}: products`);
    const started = Date.now();
    let done = 0;
    for (let start = existing; start < COUNT; start += BATCH) {
      const products = synthBatch(start, Math.min(BATCH, COUNT - start));
      await insertBatch(db, products, ref);
      done += products.length;
      bar.tick(done);
    }
    bar.finish(done);
    // Fresh statistics for the planner, and a visibility map so covering indexes give index-only scans.
    process.stderr.write('vacuum analyze…\n');
    await sql`vacuum analyze`.execute(db);
    const total = await db
      .selectFrom('products')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    console.log(
      `${done} products generated in ${((Date.now() - started) / 1000).toFixed(1)} s; ${total.n} products in the catalogue (${database.engine})`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
