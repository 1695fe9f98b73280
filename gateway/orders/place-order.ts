/**
 * The checkout transaction: lock the products, price again from the locked rows (installations
 * too), take the stock with guarded updates, number the order, write it and book the items'
 * installations with the services' capacity guard — all or nothing.
 */
import { randomBytes } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { UserError } from '../accounts/user-error';
import {
  addInstallations,
  type LineRequest,
  loadCatalogue,
  type PricedCart,
  priceLines,
  pricingTerms,
  productKey,
} from '../cart/cart-pricing';
import type { BusinessBuyer } from './business-buyer';
import type { OrderTax } from './order-tax';
import { BookingRejected } from '../workshops/book-slot';
import { bookInstallations } from '../workshops/installation-booking';
import { stockToTake } from '../cart/price-line';
import type { DB } from '../store/schema';
import type { CheckedContact } from './checkout-input';
import { INITIAL_STATUS } from './order-status';
import type { OrderRow } from './orders.mappers';
import { loadShopSettings } from '../shop/shop-settings';

/** Key of the transaction-scoped advisory lock that serialises order numbering. */
export const ORDER_NUMBER_LOCK = 4_000_400;

/** Expected failure inside the transaction: rolls it back and becomes the payload's errors. */
export class CheckoutRejected extends Error {
  constructor(readonly errors: UserError[]) {
    super('checkout rejected');
  }
}

export interface NewOrder {
  contact: CheckedContact;
  items: readonly LineRequest[];
  userId: string | null;
  displayCurrency: { code: string; rate: string } | null;
  idempotency: { scope: string; key: string; hash: string };
  /** Language of the installation bookings (en, hi, kn, ta, te). */
  language: string;
  /** ISO code of the delivery address's state: the place of supply. */
  placeOfSupply: string;
  /** A business buyer's GSTIN and name for the invoice. */
  business: BusinessBuyer | null;
}

/** Line errors of a priced cart, as paths into the checkout input. */
export function itemErrors(cart: PricedCart): UserError[] {
  return cart.lines.flatMap((line, index) =>
    line.errors.map((e) => ({ code: e.code, field: ['input', 'items', String(index), ...(e.field ?? [])] })),
  );
}

/** 256 random bits, URL-safe: the guest's only key to the order. */
export function newOrderToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function placeOrder(trx: Transaction<DB>, order: NewOrder): Promise<OrderRow> {
  // Rows locked in id order (no deadlocks between checkouts of the same products).
  const snapshot = await loadCatalogue(
    trx,
    order.items.map((i) => productKey(i.productId)).filter((k) => k !== null),
    true,
  );
  const terms = await pricingTerms(trx, order.placeOfSupply);
  const cart = await addInstallations(trx, priceLines(order.items, snapshot, terms), order.items);
  const errors = itemErrors(cart);
  if (errors.length) throw new CheckoutRejected(errors);

  const taking = new Map<number, number>();
  for (const line of cart.lines)
    taking.set(line.product!.id, (taking.get(line.product!.id) ?? 0) + stockToTake(line.product!, line.quantity));
  for (const [productId, quantity] of [...taking].sort(([a], [b]) => a - b)) {
    if (quantity === 0) continue;
    // The guard makes overselling impossible even without the lock above.
    const result = await trx
      .updateTable('products')
      .set({
        stock_quantity: sql`stock_quantity - ${quantity}`,
        stock: sql`case when stock_quantity = ${quantity} then 'out-of-stock' else stock end`,
      })
      .where('id', '=', productId)
      .where('stock', '=', 'in-stock')
      .where('stock_quantity', '>=', quantity)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      const lines = cart.lines.flatMap((l, i) => (l.product!.id === productId ? [i] : []));
      throw new CheckoutRejected(
        lines.map((i) => ({ code: 'INSUFFICIENT_STOCK', field: ['input', 'items', String(i), 'quantity'] })),
      );
    }
  }

  // The payment method's rules on the total of the locked rows (the cash-on-delivery limit), and the
  // hold of an order paid later, from the settings as they are now.
  const { provider } = order.contact;
  const { payments } = await loadShopSettings(trx);
  const refusal = provider.refusal(
    { total: cart.totals.total, shippingCountry: order.contact.shipping.country },
    payments,
  );
  if (refusal) throw new CheckoutRejected([{ code: refusal, field: ['input', 'payment'] }]);
  const holdMinutes = provider.holdMinutes(payments);

  await sql`select pg_advisory_xact_lock(${ORDER_NUMBER_LOCK})`.execute(trx);
  const { next } = await trx
    .selectFrom('orders')
    .select(sql<number>`coalesce(max(number), 0)::int + 1`.as('next'))
    .executeTakeFirstOrThrow();
  const { totals } = cart;
  const row = await trx
    .insertInto('orders')
    .values({
      number: next,
      token: newOrderToken(),
      user_id: order.userId,
      email: order.contact.email,
      status: INITIAL_STATUS,
      payment_method: order.contact.provider.code,
      payment_status: provider.initialStatus,
      // The database's clock, as the expiry job compares with it (several gateways, one clock).
      hold_until: holdMinutes === null ? null : sql<Date>`now() + make_interval(mins => ${holdMinutes})`,
      quantity: totals.quantity,
      subtotal: totals.subtotal,
      shipping: totals.shipping,
      tax: totals.tax,
      installation: totals.installation,
      total: totals.total,
      tax_breakdown: JSON.stringify(taxBreakdown(cart, order.placeOfSupply)),
      buyer_gstin: order.business?.gstin ?? null,
      buyer_business_name: order.business?.businessName ?? null,
      display_currency: order.displayCurrency?.code ?? null,
      display_rate: order.displayCurrency?.rate ?? null,
      shipping_address: JSON.stringify(order.contact.shipping),
      billing_address: JSON.stringify(order.contact.billing),
      idempotency_scope: order.idempotency.scope,
      idempotency_key: order.idempotency.key,
      request_hash: order.idempotency.hash,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('order_items')
    .values(
      cart.lines.map((line, position) => ({
        order_id: row.id,
        position,
        product_id: line.product!.id,
        product_name: line.product!.name,
        product_slug: line.product!.slug,
        sku: line.product!.sku,
        options: JSON.stringify(line.options),
        unit_price: line.unitPrice!,
        quantity: line.quantity,
        total: line.unitPrice! * line.quantity,
        stock_taken: stockToTake(line.product!, line.quantity),
      })),
    )
    .execute();
  await bookWithOrder(trx, order, row, cart);
  return row;
}

/** The GST the order's amounts include, as recorded on the order (and copied by its invoice). */
export function taxBreakdown(cart: PricedCart, placeOfSupply: string): OrderTax {
  const { supply, lines, byRate } = cart.totals.gst;
  if (supply === null) throw new Error('an order needs a place of supply');
  return { version: 1, placeOfSupply, shopState: cart.terms.shopState, supply, lines, byRate };
}

/** Books the items' installations for the order; a full slot rejects the whole checkout. */
async function bookWithOrder(trx: Transaction<DB>, order: NewOrder, row: OrderRow, cart: PricedCart): Promise<void> {
  const installations = cart.lines.flatMap((line, item) =>
    line.installation ? [{ item, installation: line.installation }] : [],
  );
  if (installations.length === 0) return;
  const { shipping, billing, email } = order.contact;
  const contact = {
    name: `${shipping.firstName} ${shipping.lastName}`.trim(),
    phone: shipping.phone ?? billing.phone ?? '',
    email,
  };
  try {
    await bookInstallations(
      trx,
      { orderId: row.id, userId: order.userId, contact, language: order.language, requestHash: order.idempotency.hash },
      installations,
    );
  } catch (error) {
    if (error instanceof BookingRejected) throw new CheckoutRejected(error.errors);
    throw error;
  }
}
