import fc from 'fast-check';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../../gateway/mail/mailer';
import { createStaffOrders } from '../../../gateway/orders/staff-orders';
import { formatInr } from '../../../rules/money/inr';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { testEngines } from '../../support/test-database';
import { waitForMail } from '../accounts/helpers';
import { BY_TOKEN } from '../invoices/helpers';
import { CHECKOUT, checkoutInput, INDIAN_ADDRESS } from './helpers';
import { graphql } from '../../support/graphql';

const CART = graphql(`
  query GstAgreementCart($lines: [CartLineInput!]!, $state: String) {
    cart(lines: $lines, deliveryState: $state) {
      subtotal {
        ...Money
      }
      totals {
        type
        rate
        included
        price {
          ...Money
        }
      }
      total {
        ...Money
      }
      ready
    }
  }
`);

/** Delivery addresses in the shop's state and in four others (PIN codes of those states). */
const ADDRESSES = [
  { ...INDIAN_ADDRESS, state: 'KA', postcode: '560041', city: 'Bengaluru' },
  { ...INDIAN_ADDRESS, state: 'MH', postcode: '411001', city: 'Pune' },
  { ...INDIAN_ADDRESS, state: 'TN', postcode: '600002', city: 'Chennai' },
  { ...INDIAN_ADDRESS, state: 'DL', postcode: '110001', city: 'New Delhi' },
  { ...INDIAN_ADDRESS, state: 'TS', postcode: '500001', city: 'Hyderabad' },
];

type Total = { type: string; rate: string | null; included: boolean; price: { amount: number } };
type Amounts = {
  taxableValue: { amount: number };
  cgst: { amount: number };
  sgst: { amount: number };
  igst: { amount: number };
};

/**
 * Issue #18: cart, checkout, order page, e-mail and invoice agree to the paisa, for random carts of
 * products at different GST rates delivered to random states (property-based, through the API).
 */
describe.each(testEngines())('GST amounts agree everywhere on %s', (engine) => {
  let gateway: TestGateway;
  let staff: ReturnType<typeof createStaffOrders>;
  let products: string[] = [];
  beforeAll(async () => {
    gateway = await createTestGateway({ engine });
    const logger = pino({ level: 'silent' });
    staff = createStaffOrders(gateway.database.db, {
      mailer: createMailer({ smtpUrl: null, outboxDir: gateway.outboxDir }, logger),
      logger,
      publicUrl: 'http://shop.test',
    });
    // In-stock products without options, of every HSN code the sample catalogue has (5 %, 18 % …).
    const rows = await gateway.database.db
      .selectFrom('products')
      .select(['id', 'hsn_code'])
      .where('stock', '=', 'in-stock')
      .where('stock_quantity', '>=', 100)
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('product_options').select('id').whereRef('product_id', '=', 'products.id'))),
      )
      .orderBy('id')
      .execute();
    const byCode = new Map<string, number>();
    for (const r of rows) if (!byCode.has(r.hsn_code)) byCode.set(r.hsn_code, r.id);
    products = [...byCode.values()].map(String);
    if (products.length < 5) throw new Error(`only ${products.length} HSN codes among in-stock products`);
  });
  afterAll(() => gateway.close());

  it('for random carts and delivery states', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 5 }),
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 5, maxLength: 5 }),
        fc.integer({ min: 0, max: ADDRESSES.length - 1 }),
        async (picks, quantities, where) => {
          run++;
          const ids = [...new Set(picks.map((p) => products[p % products.length]!))];
          const items = ids.map((productId, i) => ({ productId, quantity: quantities[i]! }));
          const address = ADDRESSES[where]!;
          const email = `gst.${engine}.${run}.${Date.now()}@example.in`;

          const cart = (await gateway.execute(CART, { lines: items, state: address.state })).data!.cart;
          expect(cart.ready).toBe(true);
          const placed = await gateway.execute(CHECKOUT, {
            input: checkoutInput({ items, email, payment: 'upi', shippingAddress: { ...address, email } }),
          });
          const { order, errors } = placed.data!.checkout;
          expect(errors).toEqual([]);
          // Checkout answers what the cart showed.
          expect(order.total).toEqual(cart.total);
          expect(order.subtotal).toEqual(cart.subtotal);
          const added = (cart.totals as Total[]).filter((l) => !l.included);
          expect(cart.subtotal.amount + added.reduce((s, l) => s + l.price.amount, 0)).toBe(cart.total.amount);

          // The shop receives the exact total by UPI (a fresh 12-digit UTR): the order is confirmed and invoiced.
          const utr = String(100_000_000_000 + run * 7919 + (engine === 'postgres' ? 500_000 : 0));
          const paid = await staff.pay(order.number, utr, cart.total.amount);
          expect(paid.errors).toEqual([]);
          const read = (await gateway.execute(BY_TOKEN, { token: order.token })).data!.orderByToken;
          const invoice = read.invoice;
          expect(read.total.amount).toBe(cart.total.amount);
          expect(invoice.totals.total.amount).toBe(cart.total.amount);
          // Every invoice line adds up, and so do the lines to the totals.
          let taxable = 0;
          let tax = 0;
          for (const line of invoice.lines as (Amounts & { total: { amount: number } })[]) {
            const lineTax = line.cgst.amount + line.sgst.amount + line.igst.amount;
            expect(line.taxableValue.amount + lineTax).toBe(line.total.amount);
            taxable += line.taxableValue.amount;
            tax += lineTax;
          }
          expect(taxable).toBe(invoice.totals.taxableValue.amount);
          expect(taxable + tax).toBe(cart.total.amount);
          // The GST the cart showed per rate is the invoice's, split the same way.
          const gst = (cart.totals as Total[]).filter((l) => l.included);
          const split = address.state === 'KA' ? ['CGST', 'SGST'] : ['IGST'];
          expect(new Set(gst.map((l) => l.type))).toEqual(new Set(split));
          expect(gst.reduce((s, l) => s + l.price.amount, 0)).toBe(tax);
          for (const rate of invoice.byRate as (Amounts & { rate: string })[]) {
            const parts = gst.filter((l) => Number(l.rate) * (split.length === 2 ? 2 : 1) === Number(rate.rate));
            expect(parts.reduce((s, l) => s + l.price.amount, 0)).toBe(
              rate.cgst.amount + rate.sgst.amount + rate.igst.amount,
            );
          }
          // The e-mails give the same total, formatted as the web app formats it.
          const mails = await waitForMail(gateway.outboxDir, email, 2);
          for (const mail of mails) expect(mail.text).toContain(formatInr(cart.total.amount, 'en'));
        },
      ),
      { numRuns: 12 },
    );
  }, 240_000);
});
