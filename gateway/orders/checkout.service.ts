import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { UserRow } from '../accounts/accounts.mappers';
import { languageOf } from '../accounts/account-rules';
import type { AddressRow } from '../accounts/accounts.mappers';
import { type UserError, userError } from '../accounts/user-error';
import { priceCart } from '../cart/cart-pricing';
import type { Mailer } from '../mail/mailer';
import type { ContentTextsService } from '../translations/content-texts.service';
import type { DB } from '../store/schema';
import { runAgainIfAborted } from '../store/run-again';
import { type CheckoutRequest, checkContact, contactEmail, idempotencyKeyErrors, itemsErrors } from './checkout-input';
import { sendInstallationMails } from '../workshops/installation-booking';
import { orderConfirmation } from './order-mail';
import type { OrderView } from './orders.mappers';
import { viewOf } from './orders.queries';
import { loadShopSettings, type PaymentSettings } from '../shop/shop-settings';
import { checkBusinessBuyer } from './business-buyer';
import { placeOfSupply } from './place-of-supply';
import { CheckoutRejected, itemErrors, placeOrder } from './place-order';

export interface CheckoutResult {
  order: OrderView | null;
  errors: UserError[];
}

export interface CheckoutDeps {
  db: Kysely<DB>;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  savedAddress: (userId: string, id: string) => Promise<AddressRow | null>;
  /** The content in each language, for the installation bookings' e-mails. */
  contentTexts: Pick<ContentTextsService, 'dictionary'>;
}

/** Fingerprint of everything in the request but the key: a reused key with another request is refused. */
export function requestHash(input: CheckoutRequest): string {
  const { idempotencyKey: _key, ...rest } = input;
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex');
}

/** Settings under which only a method's own rules refuse it (no limit of the shop's). */
const NO_LIMITS: PaymentSettings = {
  upi: { vpa: '', payeeName: '' },
  holdMinutes: { upi: 0, bankTransfer: 0 },
  codLimit: Number.MAX_SAFE_INTEGER,
};

function isIdempotencyConflict(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string } | null;
  return e?.code === '23505' && `${e.constraint ?? ''} ${e.message ?? ''}`.includes('idempotency');
}

/**
 * Checkout for guests and signed-in shoppers. The server prices every item again; the stock
 * is taken in the order's transaction; a repeated idempotency key answers the first order.
 * The confirmation e-mail goes out after the commit (a mail failure never loses an order).
 */
export function createCheckoutService({ db, mailer, logger, publicUrl, savedAddress, contentTexts }: CheckoutDeps) {
  const byKey = (scope: string, key: string) =>
    db
      .selectFrom('orders')
      .selectAll()
      .where('idempotency_scope', '=', scope)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();

  async function replay(
    scope: string,
    input: CheckoutRequest,
    hash: string,
    viewerId: string | null,
  ): Promise<CheckoutResult | null> {
    const existing = await byKey(scope, input.idempotencyKey);
    if (!existing) return null;
    if (existing.request_hash !== hash)
      return { order: null, errors: [userError('IDEMPOTENCY_KEY_REUSED', 'input', 'idempotencyKey')] };
    return { order: await viewOf(db, existing, 'owner', viewerId), errors: [] };
  }

  async function displayCurrency(code: string | null | undefined) {
    if (!code) return { value: null, errors: [] };
    const row = await db
      .selectFrom('currencies')
      .select(['code', 'rate'])
      .where('code', '=', code.trim().toUpperCase())
      .executeTakeFirst();
    return row
      ? { value: row, errors: [] }
      : { value: null, errors: [userError('ERROR_FORM_INVALID', 'input', 'displayCurrency')] };
  }

  return {
    async checkout(viewer: UserRow | null, input: CheckoutRequest): Promise<CheckoutResult> {
      const viewerId = viewer?.id ?? null;
      const keyErrors = idempotencyKeyErrors(input.idempotencyKey);
      const { email } = contactEmail(input, viewer);
      const scope = viewer ? `user:${viewer.id}` : email ? `email:${email.toLowerCase()}` : null;
      const hash = requestHash(input);
      if (scope && keyErrors.length === 0) {
        const repeated = await replay(scope, input, hash, viewerId);
        if (repeated) return repeated;
      }

      const contact = await checkContact(input, viewer, viewer ? (id) => savedAddress(viewer.id, id) : null);
      const currency = await displayCurrency(input.displayCurrency);
      const { value } = contact;
      const state = value ? placeOfSupply(value.shipping) : null;
      const business = checkBusinessBuyer(input, value?.billing ?? null);
      const cart = input.items.length ? await priceCart(db, input.items, null, state) : null;
      const errors = [
        ...itemsErrors(input.items),
        ...(cart ? itemErrors(cart) : []),
        ...contact.errors,
        ...business.errors,
        ...currency.errors,
        ...keyErrors,
      ];
      // Delivery is within India only, to one of its 36 states and union territories.
      if (value && !state) errors.push(userError('UNKNOWN_STATE', 'input', 'shippingAddress', 'state'));
      // Cash on delivery abroad is refused here; the method's other rules (the COD limit) are checked
      // with the settings and the total of the checkout's transaction (place-order.ts).
      if (value && value.provider.refusal({ total: 0, shippingCountry: value.shipping.country }, NO_LIMITS))
        errors.push(userError('UNSUPPORTED_PAYMENT_METHOD', 'input', 'payment'));
      if (errors.length || !value || !scope || !state) return { order: null, errors };

      const language = languageOf(input.language ?? viewer?.language);
      let order;
      try {
        // The whole transaction again if PostgreSQL aborts it for another (a deadlock's victim).
        order = await runAgainIfAborted(
          () =>
            db.transaction().execute((trx) =>
              placeOrder(trx, {
                contact: value,
                items: input.items,
                userId: viewerId,
                displayCurrency: currency.value,
                idempotency: { scope, key: input.idempotencyKey, hash },
                language,
                placeOfSupply: state,
                business: business.value,
              }),
            ),
          (err, attempt) =>
            logger.warn({ err, attempt }, 'checkout aborted by the database for another; placing it again'),
        );
      } catch (error) {
        if (error instanceof CheckoutRejected) return { order: null, errors: error.errors };
        // The same key committed by a concurrent request (double click): answer that order.
        if (isIdempotencyConflict(error)) return (await replay(scope, input, hash, viewerId))!;
        throw error;
      }
      const view = (await viewOf(db, order, 'owner', viewerId))!;
      const shop = await loadShopSettings(db);
      mailer.sendMail(orderConfirmation(view, language, publicUrl, shop)).catch((err: unknown) => {
        logger.error({ err, order: order.number }, 'order confirmation e-mail failed');
      });
      sendInstallationMails(db, mailer, logger, publicUrl, contentTexts, { order, signedIn: viewer !== null }).catch(
        (err: unknown) => {
          logger.error({ err, order: order.number }, 'installation confirmation e-mail failed');
        },
      );
      return { order: view, errors: [] };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
