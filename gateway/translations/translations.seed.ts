import type { Transaction } from 'kysely';
import { sanitizeDescription } from '../catalogue/description-html';
import { descriptionHtml } from '../catalogue/seed/helpers';
import { PRODUCTS } from '../catalogue/seed';
import { CONTENT_TEXTS } from '../catalogue/seed/translations';
import type { LocaleContentTexts } from '../catalogue/seed/translations/types';
import type { DB } from '../store/schema';
import { STRUCTURAL_TEXTS, type StructuralTexts } from './seed';

const CHUNK = 500;

/**
 * Seeder `content-translations@2` (docs/decisions/034): every locale's structural texts
 * (translations/seed) and product, specification and post texts (catalogue/seed/translations),
 * matched to the seeded rows by slug (workshops by city key; @2 added them). Runs after the
 * catalogue, blog and services seeders;
 * writes with upserts, so a new version of the texts ships by bumping the seeder's suffix.
 */
export async function seedContentTranslations(trx: Transaction<DB>): Promise<void> {
  const ids = await seededIds(trx);
  for (const language of ['hi', 'kn', 'ta', 'te'] as const) {
    const structural = STRUCTURAL_TEXTS[language];
    const content = CONTENT_TEXTS[language];
    if (structural) await seedStructural(trx, language, structural, ids);
    if (content) await seedContent(trx, language, content, ids);
  }
}

type SeededIds = Awaited<ReturnType<typeof seededIds>>;

async function seededIds(trx: Transaction<DB>) {
  const [categories, types, products, blogCategories, posts] = await Promise.all([
    trx.selectFrom('categories').select(['id', 'slug']).where('type', '=', 'shop').execute(),
    trx.selectFrom('product_types').select(['id', 'slug']).execute(),
    trx.selectFrom('products').select(['id', 'slug']).execute(),
    trx.selectFrom('blog_categories').select(['id', 'slug']).execute(),
    trx.selectFrom('blog_posts').select(['id', 'slug']).execute(),
  ]);
  const map = (rows: { id: number; slug: string }[]) => new Map(rows.map((r) => [r.slug, r.id]));
  const [colors, services, packages, workshops] = await Promise.all([
    trx.selectFrom('colors').select('slug').execute(),
    trx.selectFrom('services').select('id').execute(),
    trx.selectFrom('service_packages').select('id').execute(),
    trx.selectFrom('workshops').select('city').execute(),
  ]);
  return {
    categories: map(categories),
    types: map(types),
    products: map(products),
    blogCategories: map(blogCategories),
    posts: map(posts),
    colors: new Set(colors.map((c) => c.slug)),
    services: new Set(services.map((s) => s.id)),
    packages: new Set(packages.map((p) => p.id)),
    workshops: new Set(workshops.map((w) => w.city)),
  };
}

/** Rows for keys the database holds (a text for something not seeded is skipped). */
function rowsFor<T, R>(
  entries: Record<string, T>,
  idOf: (key: string) => R | undefined,
  row: (id: R, text: T) => object,
) {
  return Object.entries(entries).flatMap(([key, text]) => {
    const id = idOf(key);
    return id === undefined ? [] : [row(id, text)];
  });
}

async function upsert<T extends keyof DB & string>(
  trx: Transaction<DB>,
  table: T,
  keys: readonly string[],
  rows: readonly object[],
) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const fields = Object.keys(chunk[0]!).filter((f) => !keys.includes(f) && f !== 'language');
    await trx
      .insertInto(table)
      .values(chunk as never)
      .onConflict((oc) =>
        oc
          .columns([...keys, 'language'] as never)
          .doUpdateSet(
            Object.fromEntries(
              fields.map((f) => [f, (eb: { ref(c: string): unknown }) => eb.ref(`excluded.${f}`)]),
            ) as never,
          ),
      )
      .execute();
  }
}

async function seedStructural(trx: Transaction<DB>, language: string, texts: StructuralTexts, ids: SeededIds) {
  const has =
    <K>(set: Set<K>) =>
    (key: K) =>
      set.has(key) ? key : undefined;
  await upsert(
    trx,
    'category_translations',
    ['category_id'],
    rowsFor(
      texts.categories,
      (s) => ids.categories.get(s),
      (id, t) => ({ category_id: id, language, name: t.name, description: t.description }),
    ),
  );
  await upsert(
    trx,
    'product_type_translations',
    ['type_id'],
    rowsFor(
      texts.types,
      (s) => ids.types.get(s),
      (id, name) => ({ type_id: id, language, name }),
    ),
  );
  await upsert(
    trx,
    'color_translations',
    ['color_slug'],
    rowsFor(texts.colors, has(ids.colors), (slug, name) => ({ color_slug: slug, language, name })),
  );
  await upsert(
    trx,
    'content_phrase_translations',
    ['source'],
    Object.entries(texts.phrases).map(([source, text]) => ({ source, language, text })),
  );
  await upsert(
    trx,
    'service_translations',
    ['service_id'],
    rowsFor(texts.services, has(ids.services), (id, t) => ({
      service_id: id,
      language,
      name: t.name,
      summary: t.summary,
      description: t.description,
      includes: JSON.stringify(t.includes),
    })),
  );
  await upsert(
    trx,
    'service_package_translations',
    ['package_id'],
    rowsFor(texts.packages, has(ids.packages), (id, t) => ({
      package_id: id,
      language,
      name: t.name,
      includes: JSON.stringify(t.includes),
    })),
  );
  await upsert(
    trx,
    'workshop_translations',
    ['city'],
    rowsFor(texts.workshops, has(ids.workshops), (city, t) => ({ city, language, name: t.name, address: t.address })),
  );
  await upsert(
    trx,
    'blog_category_translations',
    ['category_id'],
    rowsFor(
      texts.blogCategories,
      (s) => ids.blogCategories.get(s),
      (id, name) => ({ category_id: id, language, name }),
    ),
  );
  await upsert(trx, 'shop_info_translations', ['shop_id'], [{ shop_id: 1, language, address: texts.shop.address }]);
}

async function seedContent(trx: Transaction<DB>, language: string, texts: LocaleContentTexts, ids: SeededIds) {
  const warrantyLabel = texts.specs.labels['Warranty'];
  const products = PRODUCTS.flatMap((product) => {
    const id = ids.products.get(product.slug);
    const t = texts.products[product.slug];
    if (id === undefined || !t) return [];
    return [
      {
        product_id: id,
        language,
        excerpt: t.excerpt,
        description: sanitizeDescription(descriptionHtml(t.about, t.points, t.warranty, warrantyLabel)),
      },
    ];
  });
  await upsert(trx, 'product_translations', ['product_id'], products);
  // Specification labels and values, and each product's warranty, as phrases (attributes are per product).
  const phrases = new Map<string, string>([
    ...Object.entries(texts.specs.labels),
    ...Object.entries(texts.specs.values),
  ]);
  for (const product of PRODUCTS) {
    const english = product.attributes.find((a) => a.name === 'Warranty')?.values[0]?.name;
    const warranty = texts.products[product.slug]?.warranty;
    if (english && warranty) phrases.set(english, warranty);
  }
  await upsert(
    trx,
    'content_phrase_translations',
    ['source'],
    [...phrases].map(([source, text]) => ({ source, language, text })),
  );
  const posts = rowsFor(
    texts.posts,
    (s) => ids.posts.get(s),
    (id, t) => ({ post_id: id, language, title: t.title, excerpt: t.excerpt, body_html: t.bodyHtml }),
  );
  await upsert(trx, 'blog_post_translations', ['post_id'], posts);
}
