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

/**
 * A product edit's fields. A stock left out (null) stays as the shop has it when the edit is
 * written, so orders placed while the form was open are not undone; a quantity given with
 * `stockQuantityWas` (what the form was opened with) is refused when the stock moved meanwhile.
 */
export type ProductEdit = Omit<ProductFields, 'stockQuantity' | 'stockStatus'> & {
  stockQuantity: number | null;
  stockStatus: ProductFields['stockStatus'] | null;
  stockQuantityWas?: number | null;
};

/** A stock correction; `quantityWas`, when given, is the quantity the correction was made from. */
export interface StockCorrection {
  quantity: number;
  status: ProductFields['stockStatus'];
  quantityWas?: number | null;
}

const notFound: CatalogueAdminError = { code: 'PAGE_NOT_FOUND', field: ['id'] };
const archived: CatalogueAdminError = { code: 'PRODUCT_ARCHIVED', field: ['id'] };
const stockChanged: CatalogueAdminError = { code: 'STOCK_CHANGED', field: ['stockQuantity'] };

/** The fields to write from an edit and the product as it is now (read under its row lock). */
function editedFields(edit: ProductEdit, now: StoredProductFields): ProductFields | CatalogueAdminError[] {
  const { stockQuantityWas, ...fields } = edit;
  if (fields.stockQuantity !== null && stockQuantityWas != null && stockQuantityWas !== now.stockQuantity)
    return [stockChanged];
  return {
    ...fields,
    stockQuantity: fields.stockQuantity ?? now.stockQuantity,
    stockStatus: fields.stockStatus ?? now.stockStatus,
  };
}

/** A new product's fields: its stock must be given. */
function newFields(edit: ProductEdit): ProductFields | CatalogueAdminError[] {
  const { stockQuantityWas: _was, stockQuantity, stockStatus, ...fields } = edit;
  const missing: CatalogueAdminError[] = [];
  if (stockQuantity === null) missing.push({ code: 'ERROR_FORM_REQUIRED', field: ['stockQuantity'] });
  if (stockStatus === null) missing.push({ code: 'ERROR_FORM_REQUIRED', field: ['stockStatus'] });
  return stockQuantity === null || stockStatus === null ? missing : { ...fields, stockQuantity, stockStatus };
}

const updateById =
  (id: number) =>
  async (...[trx, fields, slug, lookup]: Parameters<typeof insertProduct>) => {
    await updateProduct(trx, id, fields, slug, lookup);
    return id;
  };

export function createAdminProductsService(db: Kysely<DB>) {
  const read = async (id: number) => (await readProductFields(db, [id], { archived: true }))[0] ?? null;

  /**
   * Writes the fields `fieldsFor` makes of the product as it is once locked (null for a new one),
   * checked, with `write`, in one transaction: whatever an edit keeps is what the row holds then.
   */
  async function change(
    operation: string,
    actor: Actor | undefined,
    id: number | null,
    fieldsFor: (before: StoredProductFields | null) => ProductFields | CatalogueAdminError[],
    write: (
      trx: Parameters<typeof insertProduct>[0],
      fields: ProductFields,
      slug: string,
      lookup: Awaited<ReturnType<typeof loadCatalogueLookup>>,
    ) => Promise<number>,
  ): Promise<ProductChange> {
    if (id === null) {
      const fields = fieldsFor(null);
      const pure = Array.isArray(fields) ? fields : checkProductFields(fields);
      if (pure.length) return { ok: false, errors: pure };
    }
    return db.transaction().execute(async (trx) => {
      await takeProductWritesTurn(trx);
      if (id !== null) {
        const row = await lockProduct(trx, id);
        if (!row) return { ok: false, errors: [notFound] };
        if (row.archived_at) return { ok: false, errors: [archived] };
      }
      const before = id === null ? null : await readProductFields(trx, [id]).then((r) => r[0]!);
      const fields = fieldsFor(before);
      if (Array.isArray(fields)) return { ok: false, errors: fields };
      const pure = checkProductFields(fields);
      if (pure.length) return { ok: false, errors: pure };
      const lookup = await loadCatalogueLookup(trx, fields.vehicles);
      const stored = checkAgainstStore(fields, lookup, id);
      if (stored.length) return { ok: false, errors: stored };
      const written = await write(trx, fields, freeSlug(fields, lookup, id), lookup);
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
    create: (edit: ProductEdit, actor?: Actor) =>
      change('createProduct', actor, null, () => newFields(edit), insertProduct),
    /** Replaces the product's fields; a stock left out stays as it is when written. */
    update: (id: number, edit: ProductEdit, actor?: Actor) =>
      change('updateProduct', actor, id, (now) => editedFields(edit, now!), updateById(id)),
    /** Changes only the given price fields, through the same checks as a full edit. */
    setPrice: (id: number, price: number, mrp: number | null, actor?: Actor) =>
      change('setProductPrice', actor, id, (now) => ({ ...now!, price, mrp }), updateById(id)),
    /**
     * Corrects the stock (OPERATIONS and CATALOGUE): quantity and status, nothing else; refused
     * (STOCK_CHANGED) when `quantityWas` is given and the stock is no longer it.
     */
    setStock: (id: number, stock: StockCorrection, actor?: Actor) =>
      change(
        'setProductStock',
        actor,
        id,
        (now) =>
          editedFields(
            { ...now!, stockQuantity: stock.quantity, stockStatus: stock.status, stockQuantityWas: stock.quantityWas },
            now!,
          ),
        updateById(id),
      ),
    archive: (id: number, actor?: Actor) => setArchived(id, true, actor),
    restore: (id: number, actor?: Actor) => setArchived(id, false, actor),
  };
}

export type AdminProductsService = ReturnType<typeof createAdminProductsService>;
