/**
 * Product pictures uploaded through the back office: checked and resized
 * (catalogue/images/image-processing.ts), stored through the ImageStorage, and added as the
 * product's last image; removing one drops it from the product (the files stay for orders'
 * e-mails and caches that may still name them).
 */
import type { Kysely } from 'kysely';
import { imageName, imageUrl } from '../../catalogue/images/image-names';
import { processProductImage } from '../../catalogue/images/image-processing';
import type { ImageStorage } from '../../catalogue/images/image-storage';
import type { DB } from '../../store/schema';
import { type Actor, recordAudit } from '../audit/audit.service';
import type { CatalogueAdminError } from './catalogue-admin-errors';

type Result = { ok: true; urls: { before: string[]; after: string[] } } | { ok: false; errors: CatalogueAdminError[] };

const MAX_IMAGES = 12;

const audit = (trx: Kysely<DB>, actor: Actor, operation: string, id: number, before: string[], after: string[]) =>
  recordAudit(trx, actor, {
    operation,
    entityType: 'product',
    entityId: id,
    before: { images: before },
    after: { images: after },
  });

export function createAdminImagesService(db: Kysely<DB>, storage: ImageStorage) {
  const urlsOf = async (trx: Kysely<DB>, productId: number) =>
    (
      await trx
        .selectFrom('product_images')
        .select('url')
        .where('product_id', '=', productId)
        .orderBy('position')
        .execute()
    ).map((r) => r.url);

  /** Locks the product for a change of its images; an error when it is missing or archived. */
  async function lock(trx: Kysely<DB>, productId: number): Promise<CatalogueAdminError | null> {
    const product = await trx
      .selectFrom('products')
      .select('archived_at')
      .where('id', '=', productId)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!product) return { code: 'PAGE_NOT_FOUND', field: ['productId'] };
    return product.archived_at ? { code: 'PRODUCT_ARCHIVED', field: ['productId'] } : null;
  }

  return {
    async add(productId: number, bytes: Uint8Array, actor?: Actor): Promise<Result> {
      const processed = await processProductImage(bytes);
      if (typeof processed === 'string') return { ok: false, errors: [{ code: processed, field: ['file'] }] };
      // Files first: a row never names a file that is not there (a failed insert leaves unused files).
      for (const v of processed.variants) await storage.put(imageName(processed.key, v.width), v.bytes);
      return db.transaction().execute(async (trx) => {
        const problem = await lock(trx, productId);
        if (problem) return { ok: false, errors: [problem] };
        const before = await urlsOf(trx, productId);
        const url = imageUrl(processed.key);
        if (before.includes(url)) return { ok: true, urls: { before, after: before } };
        if (before.length >= MAX_IMAGES)
          return { ok: false, errors: [{ code: 'ERROR_FORM_OUT_OF_RANGE', field: ['file'] }] };
        const { next } = await trx
          .selectFrom('product_images')
          .select((eb) => eb.fn.coalesce(eb.fn.max('position'), eb.lit(-1)).as('next'))
          .where('product_id', '=', productId)
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('product_images')
          .values({ product_id: productId, position: Number(next) + 1, url })
          .execute();
        const after = [...before, url];
        if (actor) await audit(trx, actor, 'uploadProductImage', productId, before, after);
        return { ok: true, urls: { before, after } };
      });
    },
    async remove(productId: number, url: string, actor?: Actor): Promise<Result> {
      return db.transaction().execute(async (trx) => {
        const problem = await lock(trx, productId);
        if (problem) return { ok: false, errors: [problem] };
        const before = await urlsOf(trx, productId);
        if (!before.includes(url)) return { ok: false, errors: [{ code: 'PAGE_NOT_FOUND', field: ['url'] }] };
        await trx.deleteFrom('product_images').where('product_id', '=', productId).where('url', '=', url).execute();
        const after = before.filter((u) => u !== url);
        if (actor) await audit(trx, actor, 'removeProductImage', productId, before, after);
        return { ok: true, urls: { before, after } };
      });
    },
  };
}

export type AdminImagesService = ReturnType<typeof createAdminImagesService>;
