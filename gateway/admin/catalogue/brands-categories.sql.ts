/**
 * Brands and shop categories as the back office shows them (AdminBrand, AdminCategory), read in
 * one statement per list, and the search text of the products that name a renamed brand or
 * category written again (search-text.ts), so search finds them by the new name.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import { compactSearchText, productSearchText } from '../../catalogue/search-text';
import type { DB } from '../../store/schema';

export interface BrandView {
  id: string;
  slug: string;
  name: string;
  country: string;
  image: string;
  productCount: number;
}

export interface CategoryView {
  id: string;
  slug: string;
  name: string;
  description: string;
  parent: string | null;
  layout: 'PRODUCTS' | 'CATEGORIES';
  position: number;
  productCount: number;
  translations: { language: string; name: string; description: string }[];
}

/** Brands by name (one brand when `id` is given), with their products in the shop. */
export async function readBrands(db: Kysely<DB>, id: number | null = null): Promise<BrandView[]> {
  const { rows } = await sql<BrandView & { id: number }>`
    select b.id, b.slug, b.name, b.country, b.image,
      (select count(*)::int from products p where p.brand_id = b.id and p.archived_at is null) as "productCount"
    from brands b
    where ${id === null ? sql`true` : sql`b.id = ${id}`}
    order by lower(b.name), b.id`.execute(db);
  return rows.map((r) => ({ ...r, id: String(r.id) }));
}

/** Shop categories, parents before children, by position (one when `id` is given). */
export async function readCategories(db: Kysely<DB>, id: number | null = null): Promise<CategoryView[]> {
  const { rows } = await sql<Omit<CategoryView, 'id' | 'layout'> & { id: number; layout: 'products' | 'categories' }>`
    with recursive tree as (
      select c.id, array[c.position, c.id] as path from categories c where c.type = 'shop' and c.parent_id is null
      union all
      select c.id, t.path || array[c.position, c.id] from categories c join tree t on c.parent_id = t.id
    )
    select c.id, c.slug, c.name, coalesce(c.description, '') as description, p.slug as parent, c.layout, c.position,
      (select count(distinct pc.product_id)::int from product_categories pc where pc.category_id = c.id) as "productCount",
      coalesce((select json_agg(json_build_object('language', ct.language, 'name', coalesce(ct.name, ''),
          'description', coalesce(ct.description, '')) order by ct.language)
        from category_translations ct where ct.category_id = c.id), '[]'::json) as translations
    from tree join categories c on c.id = tree.id left join categories p on p.id = c.parent_id
    where ${id === null ? sql`true` : sql`c.id = ${id}`}
    order by tree.path`.execute(db);
  return rows.map((r) => ({
    ...r,
    id: String(r.id),
    layout: r.layout === 'categories' ? 'CATEGORIES' : 'PRODUCTS',
    translations: typeof r.translations === 'string' ? JSON.parse(r.translations) : r.translations,
  }));
}

const CHUNK = 1_000;

/**
 * Writes again the search text of the products of a brand or with a category of their own, from
 * their current names (the search table follows through its trigger, migration 0201), in id
 * order as checkout locks them; the caller holds the product writes' turn (docs/decisions/062).
 */
export async function refreshSearchText(trx: Transaction<DB>, which: { brandId: number } | { categoryId: number }) {
  const where =
    'brandId' in which
      ? sql`p.brand_id = ${which.brandId}`
      : sql`p.id in (select product_id from product_categories where category_id = ${which.categoryId} and direct)`;
  const { rows } = await sql<{
    id: number;
    name: string;
    sku: string;
    part_number: string;
    brand: string;
    categories: string[];
  }>`
    select p.id, p.name, p.sku, p.part_number, b.name as brand,
      array(select c.name from product_categories pc join categories c on c.id = pc.category_id
        where pc.product_id = p.id and pc.direct order by pc.category_id) as categories
    from products p join brands b on b.id = p.brand_id
    where p.archived_at is null and ${where}
    order by p.id`.execute(trx);
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const texts = chunk.map((r) =>
      productSearchText({
        name: r.name,
        sku: r.sku,
        partNumber: r.part_number,
        brand: r.brand,
        categories: r.categories,
      }),
    );
    await sql`
      update products p set search_text = v.text, search_compact = v.compact
      from unnest(${chunk.map((r) => r.id)}::int[], ${texts}::text[], ${texts.map(compactSearchText)}::text[]) as v(id, text, compact)
      where p.id = v.id and p.search_text is distinct from v.text`.execute(trx);
  }
  return rows.length;
}

/** Whether any product, archived ones included, is of the brand (the foreign key would refuse its deletion). */
export async function brandInUse(trx: Transaction<DB>, brandId: number): Promise<boolean> {
  const row = await trx.selectFrom('products').select('id').where('brand_id', '=', brandId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * What keeps a category: products in it (its rows in `product_categories`) or archived products
 * that would come back into it when restored (`archived_category_ids`), and subcategories.
 */
export async function categoryUse(
  trx: Transaction<DB>,
  categoryId: number,
): Promise<{ products: boolean; children: boolean }> {
  const { rows } = await sql<{ products: boolean; children: boolean }>`
    select
      exists (select 1 from product_categories where category_id = ${categoryId})
        or exists (select 1 from products where ${categoryId} = any(archived_category_ids)) as products,
      exists (select 1 from categories where parent_id = ${categoryId}) as children`.execute(trx);
  return rows[0]!;
}

/**
 * Removes an unused category and what only describes it: its count row, its translations (cascade)
 * and its slug in the search lexicon (a term left naming nothing goes too); the lexicon's trigger
 * moves the catalogue revision, so every gateway reads the lexicon again.
 */
export async function deleteCategoryRow(trx: Transaction<DB>, categoryId: number, slug: string): Promise<void> {
  await trx.deleteFrom('category_product_counts').where('category_id', '=', categoryId).execute();
  await trx.deleteFrom('categories').where('id', '=', categoryId).execute();
  // A term that named only this category goes first: the table's check keeps a part term naming something.
  await sql`delete from search_lexicon where ${slug} = any(categories)
    and cardinality(part_types) + cardinality(array_remove(categories, ${slug})) = 0`.execute(trx);
  await sql`update search_lexicon set categories = array_remove(categories, ${slug})
    where ${slug} = any(categories)`.execute(trx);
}
