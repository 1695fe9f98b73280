/**
 * Back-in-stock requests (docs/decisions/041): a shopper asks on an out-of-stock product, the shop
 * confirms by e-mail with a cancel link; the database marks requests due when the product comes back
 * (migration 0880's trigger) and `sendDue` e-mails each once and closes it.
 */
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { checkNewsletterEmail } from '../newsletter/newsletter-rules';
import type { UserError } from '../accounts/user-error';
import { userError } from '../accounts/user-error';
import { checkOptions } from '../cart/price-line';
import { loadCatalogue, productKey } from '../cart/cart-pricing';
import type { BackgroundJobs } from '../accounts/background-jobs';
import type { Mailer } from '../mail/mailer';
import type { DB } from '../store/schema';
import { backInStockMail, stockNoticeConfirmationMail } from './stock-notice-mail';
import { hashNoticeToken, MAX_NOTICE_OPTIONS, newNoticeToken, optionsKey } from './stock-notice-rules';

export interface NoticeRequest {
  productId: string;
  options?: readonly { option: string; value: string }[] | null;
  email?: string | null;
}

interface Requester {
  /** The signed-in shopper, whose address is used when the request names none. */
  viewer: { id: string; email: string } | null;
  language: string;
}

const orderable = (p: { stock: string; stock_quantity: number }) =>
  p.stock === 'on-backorder' || (p.stock === 'in-stock' && p.stock_quantity > 0);

export function createStockNoticesService(
  db: Kysely<DB>,
  deps: {
    mailer: Mailer;
    publicUrl: string;
    logger: Pick<Logger, 'error' | 'info'>;
    /** Where the confirmation e-mail waits until after the answer. */
    jobs: Pick<BackgroundJobs, 'run'>;
  },
) {
  const { mailer, publicUrl, logger, jobs } = deps;
  return {
    /**
     * Opens a request (or finds the open one). A new one is confirmed by e-mail after the answer
     * (background jobs), so the answer takes as long whether the request was new or already open.
     */
    async request(input: NoticeRequest, who: Requester): Promise<{ requested: boolean; errors: UserError[] }> {
      const fail = (...errors: UserError[]) => ({ requested: false, errors });
      const address = input.email ?? who.viewer?.email ?? '';
      const checked = checkNewsletterEmail(address);
      if (!checked.ok) return fail(userError(checked.code, 'input', 'email'));
      const chosen = input.options ?? [];
      if (chosen.length > MAX_NOTICE_OPTIONS) return fail(userError('ERROR_FORM_OUT_OF_RANGE', 'input', 'options'));
      const id = productKey(input.productId);
      const product =
        id === null
          ? undefined
          : await db
              .selectFrom('products')
              .select(['id', 'name', 'slug', 'stock', 'stock_quantity'])
              .where('id', '=', id)
              .where('archived_at', 'is', null)
              .executeTakeFirst();
      if (!product) return fail(userError('PAGE_NOT_FOUND', 'input', 'productId'));
      const { groups } = await loadCatalogue(db, [product.id]);
      const options = checkOptions(groups.get(product.id) ?? [], chosen);
      const invalid = options.errors.filter((e) => e.code === 'INVALID_OPTION');
      if (invalid.length) return fail(...invalid.map((e) => ({ ...e, field: ['input', ...(e.field ?? [])] })));
      if (orderable(product)) return fail(userError('STOCK_NOTICE_IN_STOCK', 'input', 'productId'));
      const { token, hash } = newNoticeToken();
      const inserted = await db
        .insertInto('stock_notices')
        .values({
          product_id: product.id,
          options: optionsKey(options.options),
          email: checked.email,
          email_key: checked.key,
          user_id: who.viewer?.id ?? null,
          language: who.language,
          token_hash: hash,
        })
        .onConflict((oc) =>
          oc.columns(['product_id', 'options', 'email_key']).where('closed_at', 'is', null).doNothing(),
        )
        .returning('id')
        .executeTakeFirst();
      if (inserted) {
        const mail = {
          to: checked.email,
          language: who.language,
          productName: product.name,
          productSlug: product.slug,
        };
        jobs.run(() =>
          mailer.sendMail(stockNoticeConfirmationMail(mail, token, publicUrl)).catch((err: unknown) => {
            logger.error({ err, notice: inserted.id }, 'back-in-stock confirmation e-mail failed');
          }),
        );
      }
      return { requested: true, errors: [] };
    },

    /** Closes an open request by its link's token; answers the product's name. */
    async cancel(token: string): Promise<{ productName: string | null; errors: UserError[] }> {
      const hash = hashNoticeToken(token);
      const closed = hash
        ? await db
            .updateTable('stock_notices')
            .set({ closed_at: new Date(), closed_reason: 'cancelled' })
            .where('token_hash', '=', hash)
            .where('closed_at', 'is', null)
            .returning('product_id')
            .executeTakeFirst()
        : undefined;
      if (!closed) return { productName: null, errors: [userError('STOCK_NOTICE_LINK_INVALID', 'token')] };
      const product = await db
        .selectFrom('products')
        .select('name')
        .where('id', '=', closed.product_id)
        .executeTakeFirstOrThrow();
      return { productName: product.name, errors: [] };
    },

    /**
     * E-mails every due request once: each is closed ('sent') in the statement that takes it, so two
     * gateways never both send one, and a request is never sent twice. Answers how many were sent.
     */
    async sendDue(limit = 200): Promise<number> {
      const due = await db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('stock_notices as n')
          .innerJoin('products as p', 'p.id', 'n.product_id')
          .select(['n.id', 'n.email', 'n.language', 'p.name', 'p.slug'])
          .where('n.closed_at', 'is', null)
          .where('n.due_at', 'is not', null)
          .orderBy('n.due_at')
          .limit(limit)
          .forUpdate('n')
          .skipLocked()
          .execute();
        if (rows.length === 0) return [];
        await trx
          .updateTable('stock_notices')
          .set({ closed_at: new Date(), closed_reason: 'sent' })
          .where(
            'id',
            'in',
            rows.map((r) => r.id),
          )
          .execute();
        return rows;
      });
      for (const n of due) {
        const mail = { to: n.email, language: n.language, productName: n.name, productSlug: n.slug };
        await mailer.sendMail(backInStockMail(mail, publicUrl)).catch((err: unknown) => {
          logger.error({ err, notice: n.id }, 'back-in-stock e-mail failed');
        });
      }
      if (due.length) logger.info({ notices: due.length }, 'back-in-stock e-mails sent');
      return due.length;
    },
  };
}

export type StockNoticesService = ReturnType<typeof createStockNoticesService>;
