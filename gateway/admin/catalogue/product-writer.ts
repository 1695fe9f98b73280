/**
 * Writes checked products (rules/catalogue/product-fields.ts, catalogue-lookup.ts) in a few
 * statements per chunk, whether one product from the form or thousands from a CSV import: the
 * product rows, then their category links (own categories and ancestors), colours, options with
 * their values and fitment vehicles, each replaced as a whole. The triggers of migrations
 * 0201–0204 keep the search table, the links' facet copies, category counts and the facet
 * change log; nothing here writes them.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import { slugify, type ProductFields } from '../../../rules/catalogue/product-fields';
import { sanitizeDescription } from '../../catalogue/description-html';
import { codeKey, compactSearchText, productSearchText } from '../../catalogue/search-text';
import type { DB } from '../../store/schema';
import type { CatalogueLookup } from './catalogue-lookup';

const CHUNK = 250;
/** Rows per insert of relations: a statement takes at most 65,535 parameters. */
const ROWS_PER_INSERT = 2000;

async function insertRows<T extends keyof DB & string>(trx: Transaction<DB>, table: T, rows: readonly object[]) {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + ROWS_PER_INSERT) as never)
      .execute();
}

/** The products row of checked fields (stock status and search columns derived). */
function productRow(p: ProductFields, lookup: CatalogueLookup, slug: string) {
  const brand = lookup.brandId.get(p.brand)!;
  const searchText = productSearchText({
    name: p.name,
    sku: p.sku,
    partNumber: p.partNumber,
    brand: brand.name,
    categories: p.categories.map((c) => lookup.category.get(c)!.name),
  });
  return {
    slug,
    name: p.name.trim(),
    sku: p.sku,
    part_number: p.partNumber.trim(),
    sku_key: codeKey(p.sku),
    part_number_key: codeKey(p.partNumber),
    brand_id: brand.id,
    type_id: lookup.typeId.get(p.type)!,
    excerpt: p.excerpt.trim(),
    description: sanitizeDescription(p.description),
    price: p.price,
    compare_at_price: p.mrp,
    hsn_code: p.hsnCode,
    stock: p.stockStatus,
    stock_quantity: p.stockQuantity,
    compatibility: p.compatibility,
    search_text: searchText,
    search_compact: compactSearchText(searchText),
  };
}

/** A free slug for a product: the one asked for, else the name's, with -2, -3… when taken. */
export function freeSlug(p: ProductFields, lookup: CatalogueLookup, self: number | null): string {
  if (p.slug !== '') return p.slug;
  const base = slugify(p.name) || slugify(p.sku) || 'product';
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const owner = lookup.slugOwner.get(candidate);
    if (owner === undefined || owner === self) return candidate;
  }
}

/** Replaces the links, colours, options and fitment of these products with the fields' ones. */
async function replaceRelations(
  trx: Transaction<DB>,
  items: { id: number; fields: ProductFields }[],
  lookup: CatalogueLookup,
) {
  const ids = items.map((i) => i.id);
  const anyOf = (column: string) => sql<boolean>`${sql.ref(column)} = any(${ids}::int[])`;
  await trx.deleteFrom('product_categories').where(anyOf('product_id')).execute();
  await trx.deleteFrom('product_colors').where(anyOf('product_id')).execute();
  await trx.deleteFrom('product_options').where(anyOf('product_id')).execute();
  await trx.deleteFrom('product_compatibility').where(anyOf('product_id')).execute();
  const links = items.flatMap(({ id, fields }) => {
    const direct = new Set(fields.categories.map((c) => lookup.category.get(c)!.id));
    const all = new Set(fields.categories.flatMap((c) => lookup.category.get(c)!.withAncestors));
    return [...all].map((category_id) => ({ product_id: id, category_id, direct: direct.has(category_id) }));
  });
  await insertRows(trx, 'product_categories', links);
  const colors = items.flatMap(({ id, fields }) =>
    [...new Set(fields.options.flatMap((o) => o.values.flatMap((v) => (v.color ? [v.color] : []))))].map(
      (color_slug) => ({ product_id: id, color_slug }),
    ),
  );
  await insertRows(trx, 'product_colors', colors);
  const fits = items.flatMap(({ id, fields }) =>
    fields.compatibility === 'list'
      ? [...new Set(fields.vehicles)].map((vehicle_id) => ({ product_id: id, vehicle_id }))
      : [],
  );
  await insertRows(trx, 'product_compatibility', fits);
  const options = items.flatMap(({ id, fields }) =>
    fields.options.map((option, position) => ({ id, position, option })),
  );
  if (options.length === 0) return;
  const optionIds = await trx
    .insertInto('product_options')
    .values(
      options.map(({ id, position, option }) => ({
        product_id: id,
        position,
        type: option.type,
        // A colour option is `color` with the palette's slugs as its values' slugs, as the seed
        // writes them: cart lines and orders name options by slug.
        slug: option.type === 'color' ? 'color' : slugify(option.name),
        name: option.name.trim(),
      })),
    )
    .returning(['id', 'product_id', 'position'])
    .execute();
  const optionId = new Map(optionIds.map((o) => [`${o.product_id}/${o.position}`, o.id]));
  const values = options.flatMap(({ id, position, option }) =>
    option.values.map((v, i) => ({
      option_id: optionId.get(`${id}/${position}`)!,
      position: i,
      slug: option.type === 'color' ? v.color! : slugify(v.name),
      name: v.name.trim(),
      color_slug: option.type === 'color' ? v.color! : null,
    })),
  );
  await insertRows(trx, 'product_option_values', values);
}

/**
 * Existing products first, in id order, then new ones in the given order: checkout locks the
 * products it sells in id order too, so the two never hold rows the other waits for
 * (docs/decisions/062). Every slug was chosen before, so the order changes nothing written.
 */
function inIdOrder<T extends { fields: ProductFields }>(rows: readonly T[], lookup: CatalogueLookup): T[] {
  const id = (row: T) => lookup.skuOwner.get(row.fields.sku) ?? Number.MAX_SAFE_INTEGER;
  // A stable sort: new products keep their order among themselves.
  return [...rows].sort((a, b) => id(a) - id(b));
}

/**
 * Creates or updates products by SKU (a CSV import), `onChunk` told after each chunk; returns
 * each SKU's product id. Every SKU's slug must be free (freeSlug) and the fields checked. Rows are
 * written existing products first, in id order (inIdOrder).
 */
export async function upsertBySku(
  trx: Transaction<DB>,
  given: { fields: ProductFields; slug: string }[],
  lookup: CatalogueLookup,
  onChunk: (written: number) => void = () => {},
): Promise<Map<string, number>> {
  const rows = inIdOrder(given, lookup);
  const ids = new Map<string, number>();
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const values = chunk.map(({ fields, slug }) => productRow(fields, lookup, slug));
    const existing = chunk.flatMap(({ fields }) => lookup.skuOwner.get(fields.sku) ?? []);
    const before = await englishTexts(trx, existing);
    const written = await trx
      .insertInto('products')
      .values(values)
      .onConflict((oc) =>
        oc.column('sku').doUpdateSet((eb) => ({
          slug: eb.ref('excluded.slug'),
          name: eb.ref('excluded.name'),
          part_number: eb.ref('excluded.part_number'),
          sku_key: eb.ref('excluded.sku_key'),
          part_number_key: eb.ref('excluded.part_number_key'),
          brand_id: eb.ref('excluded.brand_id'),
          type_id: eb.ref('excluded.type_id'),
          excerpt: eb.ref('excluded.excerpt'),
          description: eb.ref('excluded.description'),
          price: eb.ref('excluded.price'),
          compare_at_price: eb.ref('excluded.compare_at_price'),
          hsn_code: eb.ref('excluded.hsn_code'),
          stock: eb.ref('excluded.stock'),
          stock_quantity: eb.ref('excluded.stock_quantity'),
          compatibility: eb.ref('excluded.compatibility'),
          search_text: eb.ref('excluded.search_text'),
          search_compact: eb.ref('excluded.search_compact'),
        })),
      )
      .returning(['id', 'sku'])
      .execute();
    for (const w of written) ids.set(w.sku, w.id);
    await forgetOutdatedTranslations(
      trx,
      before,
      values.map((v) => ({ id: ids.get(v.sku)!, excerpt: v.excerpt, description: v.description })),
    );
    await replaceRelations(
      trx,
      chunk.map(({ fields }) => ({ id: ids.get(fields.sku)!, fields })),
      lookup,
    );
    onChunk(start + chunk.length);
  }
  return ids;
}

/** Creates one product; returns its id. */
export async function insertProduct(
  trx: Transaction<DB>,
  fields: ProductFields,
  slug: string,
  lookup: CatalogueLookup,
) {
  const { id } = await trx
    .insertInto('products')
    .values(productRow(fields, lookup, slug))
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceRelations(trx, [{ id, fields }], lookup);
  return id;
}

/** The English excerpt and description the products have now, by id. */
async function englishTexts(trx: Transaction<DB>, ids: readonly number[]) {
  if (!ids.length) return new Map<number, { excerpt: string; description: string }>();
  const rows = await trx
    .selectFrom('products')
    .select(['id', 'excerpt', 'description'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, { excerpt: r.excerpt, description: r.description }]));
}

/**
 * Forgets the translations (hi, kn, ta, te) of each excerpt or description whose English text
 * changed: they were made of the old text, and a shopper reading Hindi was shown the old warranty
 * or fitment while English showed the new. Until translated again, every language shows the new
 * English (the API falls back to it field by field, docs/decisions/034 and 070).
 */
async function forgetOutdatedTranslations(
  trx: Transaction<DB>,
  before: ReadonlyMap<number, { excerpt: string; description: string }>,
  after: readonly { id: number; excerpt: string; description: string }[],
) {
  for (const field of ['excerpt', 'description'] as const) {
    const changed = after.filter((p) => before.has(p.id) && before.get(p.id)![field] !== p[field]).map((p) => p.id);
    if (changed.length)
      await trx
        .updateTable('product_translations')
        .set({ [field]: null })
        .where('product_id', 'in', changed)
        .execute();
  }
}

/** Replaces one product's fields and relations (images, reviews and counters stay). */
export async function updateProduct(
  trx: Transaction<DB>,
  id: number,
  fields: ProductFields,
  slug: string,
  lookup: CatalogueLookup,
) {
  const before = await englishTexts(trx, [id]);
  const row = productRow(fields, lookup, slug);
  await trx.updateTable('products').set(row).where('id', '=', id).execute();
  await forgetOutdatedTranslations(trx, before, [{ id, excerpt: row.excerpt, description: row.description }]);
  await replaceRelations(trx, [{ id, fields }], lookup);
}

/** Key of the transaction-scoped advisory lock under which the back office writes products. */
export const PRODUCT_WRITES_LOCK = 4_000_200;

/**
 * Waits for the back office's other product writes to end, then holds the turn until this
 * transaction ends (docs/decisions/062). A CSV import upserts thousands of rows in chunks; two
 * imports at once each held rows the other wanted next, and PostgreSQL aborted one as a deadlock
 * (an import and the form, or a brand or category rename, can close the same cycle). Checkout does
 * not take the turn: against it, the import writes products in id order (inIdOrder). Taking turns
 * first also means each write checks SKUs and slugs against what the one before it committed.
 * PGlite has one connection: writes already take turns.
 */
export async function takeProductWritesTurn(trx: Transaction<DB>): Promise<void> {
  await sql`select pg_advisory_xact_lock(${PRODUCT_WRITES_LOCK})`.execute(trx);
}

/** Locks the product row (edits of one product take turns); null when there is none. */
export function lockProduct(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('products')
    .select(['id', 'archived_at', 'archived_category_ids', 'price', 'compare_at_price', 'stock', 'stock_quantity'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}
