/**
 * The back office's product operations: create, edit, archive and restore, price and stock.
 * Every input is checked on the server (rules/catalogue/product-fields.ts, then the store), the
 * database constraints stand behind the checks (price within MRP, HSN format, stock ≥ 0), and
 * each operation returns the product's fields before and after for the audit log.
 */
import type { Kysely } from 'kysely';
import { checkProductFields, type ProductFields } from '../../../rules/catalogue/product-fields';
import type { DB } from '../../store/schema';
import { type Actor, recordAudit } from '../audit/audit.service';
import type { CatalogueAdminError } from './catalogue-admin-errors';
import { checkAgainstStore, loadCatalogueLookup } from './catalogue-lookup';
import { readProductFields, type StoredProductFields } from './product-fields.sql';
import { freeSlug, insertProduct, lockProduct, takeProductWritesTurn, updateProduct } from './product-writer';

export type ProductChange =
  | { ok: true; before: StoredProductFields | null; after: StoredProductFields }
  | { ok: false; errors: CatalogueAdminError[] };

const notFound: CatalogueAdminError = { code: 'PAGE_NOT_FOUND', field: ['id'] };
const archived: CatalogueAdminError = { code: 'PRODUCT_ARCHIVED', field: ['id'] };

export function createAdminProductsService(db: Kysely<DB>) {
  const read = async (id: number) => (await readProductFields(db, [id], { archived: true }))[0] ?? null;

  /** Checks `fields` and writes them with `write` in one transaction after `lock`. */
  async function change(
    operation: string,
    actor: Actor | undefined,
    id: number | null,
    fields: ProductFields,
    write: (
      trx: Parameters<typeof insertProduct>[0],
      slug: string,
      lookup: Awaited<ReturnType<typeof loadCatalogueLookup>>,
    ) => Promise<number>,
  ): Promise<ProductChange> {
    const pure = checkProductFields(fields);
    if (pure.length) return { ok: false, errors: pure };
    return db.transaction().execute(async (trx) => {
      await takeProductWritesTurn(trx);
      if (id !== null) {
        const row = await lockProduct(trx, id);
        if (!row) return { ok: false, errors: [notFound] };
        if (row.archived_at) return { ok: false, errors: [archived] };
      }
      const before = id === null ? null : await readProductFields(trx, [id]).then((r) => r[0]!);
      const lookup = await loadCatalogueLookup(trx, fields.vehicles);
      const stored = checkAgainstStore(fields, lookup, id);
      if (stored.length) return { ok: false, errors: stored };
      const written = await write(trx, freeSlug(fields, lookup, id), lookup);
      const after = (await readProductFields(trx, [written]))[0]!;
      if (actor) await recordAudit(trx, actor, { operation, entityType: 'product', entityId: written, before, after });
      return { ok: true, before, after };
    });
  }

  /** Sets whether the product is archived: its links and colours go (and come back on restore). */
  async function setArchived(id: number, archive: boolean, actor?: Actor): Promise<ProductChange> {
    return db.transaction().execute(async (trx) => {
      await takeProductWritesTurn(trx);
      const row = await lockProduct(trx, id);
      if (!row) return { ok: false, errors: [notFound] };
      const before = (await readProductFields(trx, [id], { archived: true }))[0]!;
      if (Boolean(row.archived_at) === archive) return { ok: true, before, after: before };
      if (archive) {
        const own = await trx
          .selectFrom('product_categories')
          .select('category_id')
          .where('product_id', '=', id)
          .where('direct', '=', true)
          .execute();
        await trx.deleteFrom('product_categories').where('product_id', '=', id).execute();
        await trx.deleteFrom('product_colors').where('product_id', '=', id).execute();
        await trx
          .updateTable('products')
          .set({ archived_at: new Date(), archived_category_ids: own.map((c) => c.category_id) })
          .where('id', '=', id)
          .execute();
      } else {
        await trx.updateTable('products').set({ archived_at: null }).where('id', '=', id).execute();
        const lookup = await loadCatalogueLookup(trx, before.vehicles);
        await updateProduct(trx, id, before, before.slug, lookup);
        await trx.updateTable('products').set({ archived_category_ids: null }).where('id', '=', id).execute();
      }
      const after = (await readProductFields(trx, [id], { archived: true }))[0]!;
      const operation = archive ? 'archiveProduct' : 'restoreProduct';
      if (actor) await recordAudit(trx, actor, { operation, entityType: 'product', entityId: id, before, after });
      return { ok: true, before, after };
    });
  }

  return {
    /** The product's fields, archived or not; null when there is no such product. */
    read,
    create: (fields: ProductFields, actor?: Actor) =>
      change('createProduct', actor, null, fields, (trx, slug, lookup) => insertProduct(trx, fields, slug, lookup)),
    update: (id: number, fields: ProductFields, actor?: Actor, operation = 'updateProduct') =>
      change(operation, actor, id, fields, async (trx, slug, lookup) => {
        await updateProduct(trx, id, fields, slug, lookup);
        return id;
      }),
    /** Changes only the given price fields, through the same checks as a full edit. */
    async setPrice(id: number, price: number, mrp: number | null, actor?: Actor): Promise<ProductChange> {
      const current = await read(id);
      if (!current) return { ok: false, errors: [notFound] };
      return this.update(id, { ...current, price, mrp }, actor, 'setProductPrice');
    },
    /** Corrects the stock (OPERATIONS and CATALOGUE): quantity and status, nothing else. */
    async setStock(
      id: number,
      stockQuantity: number,
      stockStatus: ProductFields['stockStatus'],
      actor?: Actor,
    ): Promise<ProductChange> {
      const current = await read(id);
      if (!current) return { ok: false, errors: [notFound] };
      return this.update(id, { ...current, stockQuantity, stockStatus }, actor, 'setProductStock');
    },
    archive: (id: number, actor?: Actor) => setArchived(id, true, actor),
    restore: (id: number, actor?: Actor) => setArchived(id, false, actor),
  };
}

export type AdminProductsService = ReturnType<typeof createAdminProductsService>;
