/**
 * The back office's brand and category operations: create, edit and delete, every input checked on
 * the server (rules/catalogue/brand-category-fields.ts, then the store), audited in the change's
 * transaction. After a change the products that name the brand or category get their search
 * text written again, and `afterChange` drops this process's reference data and translations
 * (other processes see `catalogue_reference_revision` move within a second; docs/decisions/043).
 * A brand or category is deleted only when nothing uses it (docs/decisions/048).
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import {
  brandNameKey,
  type BrandFields,
  type CategoryFields,
  checkBrandFields,
  checkCategoryFields,
  referenceSlug,
} from '../../../rules/catalogue/brand-category-fields';
import type { DB } from '../../store/schema';
import { type Actor, recordAudit } from '../audit/audit.service';
import { type AdminError, adminError } from '../admin-errors';
import {
  type BrandView,
  type CategoryView,
  brandInUse,
  categoryUse,
  deleteCategoryRow,
  readBrands,
  readCategories,
  refreshSearchText,
} from './brands-categories.sql';
import { takeProductWritesTurn } from './product-writer';

export type BrandChange = { ok: true; after: BrandView } | { ok: false; errors: AdminError[] };
export type CategoryChange = { ok: true; after: CategoryView } | { ok: false; errors: AdminError[] };

const notFound = adminError('PAGE_NOT_FOUND', 'id');

/** A product written meanwhile by another transaction that the checks could not see yet. */
const isForeignKeyViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23503';

export function createBrandsCategoriesService(db: Kysely<DB>, afterChange: () => void) {
  async function committed<T extends { ok: boolean }>(result: T): Promise<T> {
    if (result.ok) afterChange();
    return result;
  }

  async function writeBrand(id: number | null, fields: BrandFields, actor: Actor): Promise<BrandChange> {
    const pure = checkBrandFields(fields);
    if (pure.length) return { ok: false, errors: pure };
    const slug = referenceSlug(fields);
    return committed(
      await db.transaction().execute(async (trx): Promise<BrandChange> => {
        // A rename writes its products' search text again: it takes its turn with imports and forms.
        // A new brand takes it too, so that two brands of one name cannot both find it free.
        await takeProductWritesTurn(trx);
        const before = id === null ? null : ((await readBrands(trx, id))[0] ?? null);
        if (id !== null && !before) return { ok: false, errors: [notFound] };
        const others = (await trx.selectFrom('brands').select(['id', 'slug', 'name']).execute()).filter(
          (b) => b.id !== id,
        );
        if (others.some((b) => brandNameKey(b.name) === brandNameKey(fields.name)))
          return { ok: false, errors: [adminError('BRAND_NAME_TAKEN', 'name')] };
        if (others.some((b) => b.slug === slug)) return { ok: false, errors: [adminError('SLUG_TAKEN', 'slug')] };
        const row = { slug, name: fields.name.trim(), country: fields.country, image: fields.image };
        const written =
          id === null
            ? (await trx.insertInto('brands').values(row).returning('id').executeTakeFirstOrThrow()).id
            : (await trx.updateTable('brands').set(row).where('id', '=', id).returning('id').executeTakeFirstOrThrow())
                .id;
        if (before && before.name !== row.name) await refreshSearchText(trx, { brandId: written });
        const after = (await readBrands(trx, written))[0]!;
        const operation = id === null ? 'createBrand' : 'updateBrand';
        await recordAudit(trx, actor, { operation, entityType: 'brand', entityId: written, before, after });
        return { ok: true, after };
      }),
    );
  }

  /** Why the category may not sit under `parent` (by id), or null when it may. */
  async function parentProblem(trx: Transaction<DB>, id: number, parentId: number | null): Promise<AdminError | null> {
    if (parentId !== null) {
      const { rows } = await sql<{ id: number }>`
        with recursive up as (
          select id, parent_id from categories where id = ${parentId}
          union all select c.id, c.parent_id from categories c join up on c.id = up.parent_id
        ) select id from up where id = ${id}`.execute(trx);
      if (rows.length) return adminError('CATEGORY_PARENT_LOOP', 'parent');
    }
    const inside = await trx
      .selectFrom('product_categories')
      .select('product_id')
      .where('category_id', '=', id)
      .limit(1);
    return (await inside.executeTakeFirst()) ? adminError('CATEGORY_NOT_EMPTY', 'parent') : null;
  }

  async function writeCategory(id: number | null, fields: CategoryFields, actor: Actor): Promise<CategoryChange> {
    const pure = checkCategoryFields(fields);
    if (pure.length) return { ok: false, errors: pure };
    const slug = referenceSlug(fields);
    return committed(
      await db.transaction().execute(async (trx): Promise<CategoryChange> => {
        if (id !== null) await takeProductWritesTurn(trx);
        const before = id === null ? null : ((await readCategories(trx, id))[0] ?? null);
        if (id !== null && !before) return { ok: false, errors: [notFound] };
        const shop = trx.selectFrom('categories').select('id').where('type', '=', 'shop');
        const owner = await shop.where('slug', '=', slug).executeTakeFirst();
        if (owner && owner.id !== id) return { ok: false, errors: [adminError('SLUG_TAKEN', 'slug')] };
        const parent = fields.parent === '' ? null : await shop.where('slug', '=', fields.parent).executeTakeFirst();
        if (parent === undefined) return { ok: false, errors: [adminError('CATEGORY_NOT_FOUND', 'parent')] };
        const parentId = parent?.id ?? null;
        if (id !== null && (before!.parent ?? '') !== fields.parent) {
          const problem = await parentProblem(trx, id, parentId);
          if (problem) return { ok: false, errors: [problem] };
        }
        const row = {
          slug,
          name: fields.name.trim(),
          description: fields.description.trim() || null,
          parent_id: parentId,
          layout: fields.layout,
          position: fields.position,
        };
        const written =
          id === null
            ? (await trx.insertInto('categories').values(row).returning('id').executeTakeFirstOrThrow()).id
            : (
                await trx
                  .updateTable('categories')
                  .set(row)
                  .where('id', '=', id)
                  .returning('id')
                  .executeTakeFirstOrThrow()
              ).id;
        await trx.deleteFrom('category_translations').where('category_id', '=', written).execute();
        const translations = fields.translations
          .filter((t) => t.name.trim() !== '' || t.description.trim() !== '')
          .map((t) => ({
            category_id: written,
            language: t.language,
            name: t.name.trim() || null,
            description: t.description.trim() || null,
          }));
        if (translations.length) await trx.insertInto('category_translations').values(translations).execute();
        if (before && before.name !== row.name) await refreshSearchText(trx, { categoryId: written });
        if (before && before.slug !== slug)
          await sql`update search_lexicon set categories = array_replace(categories, ${before.slug}, ${slug})
            where ${before.slug} = any(categories)`.execute(trx);
        const after = (await readCategories(trx, written))[0]!;
        const operation = id === null ? 'createCategory' : 'updateCategory';
        await recordAudit(trx, actor, { operation, entityType: 'category', entityId: written, before, after });
        return { ok: true, after };
      }),
    );
  }

  /**
   * Deletes a brand or a category in its own transaction, audited with the view as it was: `lock`
   * takes the row's lock (undefined: no such row), `problem` answers why it stays (or null), `read`
   * gives the view and `remove` deletes the row with what only describes it. A product or
   * subcategory written meanwhile that the checks could not see yet trips the foreign key: `inUse`.
   */
  async function deletion<View extends { id: string }>(
    actor: Actor,
    target: {
      operation: 'deleteBrand' | 'deleteCategory';
      inUse: AdminError;
      lock: (trx: Transaction<DB>) => Promise<unknown>;
      problem: (trx: Transaction<DB>) => Promise<AdminError | null>;
      read: (trx: Transaction<DB>) => Promise<View[]>;
      remove: (trx: Transaction<DB>, before: View) => Promise<unknown>;
    },
  ): Promise<{ ok: true; after: View } | { ok: false; errors: AdminError[] }> {
    const { operation } = target;
    try {
      return committed(
        await db.transaction().execute(async (trx) => {
          const problem = (await target.lock(trx)) === undefined ? notFound : await target.problem(trx);
          if (problem) return { ok: false as const, errors: [problem] };
          const before = (await target.read(trx))[0]!;
          await target.remove(trx, before);
          const entityType = operation === 'deleteBrand' ? 'brand' : 'category';
          await recordAudit(trx, actor, { operation, entityType, entityId: before.id, before, after: null });
          return { ok: true as const, after: before };
        }),
      );
    } catch (error) {
      if (isForeignKeyViolation(error)) return { ok: false, errors: [target.inUse] };
      throw error;
    }
  }

  function deleteBrand(id: number, actor: Actor): Promise<BrandChange> {
    const inUse = adminError('BRAND_IN_USE', 'id');
    return deletion(actor, {
      operation: 'deleteBrand',
      inUse,
      lock: (trx) => trx.selectFrom('brands').select('id').where('id', '=', id).forUpdate().executeTakeFirst(),
      problem: async (trx) => ((await brandInUse(trx, id)) ? inUse : null),
      read: (trx) => readBrands(trx, id),
      remove: (trx) => trx.deleteFrom('brands').where('id', '=', id).execute(),
    });
  }

  function deleteCategory(id: number, actor: Actor): Promise<CategoryChange> {
    const inUse = adminError('CATEGORY_IN_USE', 'id');
    const shop = (trx: Transaction<DB>) => trx.selectFrom('categories').select('id').where('type', '=', 'shop');
    return deletion(actor, {
      operation: 'deleteCategory',
      inUse,
      lock: (trx) => shop(trx).where('id', '=', id).forUpdate().executeTakeFirst(),
      problem: async (trx) => {
        const use = await categoryUse(trx, id);
        if (use.children) return adminError('CATEGORY_HAS_SUBCATEGORIES', 'id');
        return use.products ? inUse : null;
      },
      read: (trx) => readCategories(trx, id),
      remove: (trx, before) => deleteCategoryRow(trx, id, before.slug),
    });
  }

  return {
    brands: () => readBrands(db),
    categories: () => readCategories(db),
    createBrand: (fields: BrandFields, actor: Actor) => writeBrand(null, fields, actor),
    updateBrand: (id: number, fields: BrandFields, actor: Actor) => writeBrand(id, fields, actor),
    createCategory: (fields: CategoryFields, actor: Actor) => writeCategory(null, fields, actor),
    updateCategory: (id: number, fields: CategoryFields, actor: Actor) => writeCategory(id, fields, actor),
    deleteBrand,
    deleteCategory,
  };
}

export type BrandsCategoriesService = ReturnType<typeof createBrandsCategoriesService>;
