import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireDueOrders } from '../../../gateway/orders/payment-expiry';
import { createStaffOrders } from '../../../gateway/orders/staff-orders';
import { testEngines } from '../../support/test-database';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { checkoutInput, P, placeOrder, stockOf } from './helpers';
import { BY_TOKEN, endHold, newUtr, orderRow, submitUtr, UPI_CHECKOUT } from './payments-helpers';
import { graphql } from '../../support/graphql';

describe.each(testEngines())('payments on %s', (engine) => {
  let gateway: TestGateway;
  let staff: ReturnType<typeof createStaffOrders>;
  beforeAll(async () => {
    gateway = await createTestGateway({ engine });
    staff = createStaffOrders(gateway.database.db);
  });
  afterAll(() => gateway.close());

  const db = () => gateway.database.db;
  const placeUpi = async (overrides: Record<string, unknown> = {}) => {
    const result = (await gateway.execute(UPI_CHECKOUT, { input: checkoutInput({ payment: 'upi', ...overrides }) }))
      .data!.checkout;
    expect(result.errors).toEqual([]);
    return result.order;
  };

  it('offers UPI first and says how much cash on delivery may cost', async () => {
    const { data } = await gateway.execute(
      graphql(`
        query PaymentMethods {
          paymentMethods {
            code
            maxTotal {
              amount
              currency
            }
          }
        }
      `),
    );
    expect(data!.paymentMethods).toEqual([
      { code: 'upi', maxTotal: null },
      { code: 'cash-on-delivery', maxTotal: { amount: 1_000_000, currency: 'INR' } },
      { code: 'bank-transfer', maxTotal: null },
    ]);
  });

  it('places a UPI order awaiting payment: stock held for 30 minutes, link and QR code of the exact amount', async () => {
    const before = await stockOf(db(), P.oilFilter);
    const order = await placeUpi();
    expect(order.status).toBe('PENDING');
    const { payment } = order;
    expect(payment).toMatchObject({
      method: 'upi',
      status: 'AWAITING_PAYMENT',
      referenceWanted: true,
      reference: null,
    });
    const minutes = (Date.parse(payment.holdUntil) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30.1);
    expect(payment.upi).toMatchObject({
      vpa: 'gaadiparts.sample@example',
      payeeName: 'GaadiParts Retail (SAMPLE)',
      reference: `GP-${order.number}`,
      amount: order.total,
    });
    const amount = (order.total.amount / 100).toFixed(2);
    expect(payment.upi.link).toBe(
      `upi://pay?pa=gaadiparts.sample%40example&pn=GaadiParts%20Retail%20%28SAMPLE%29&am=${amount}&cu=INR&tn=GP-${order.number}&tr=GP-${order.number}`,
    );
    const png = PNG.sync.read(Buffer.from(payment.upi.qrCode.split(',')[1]!, 'base64'));
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(payment.upi.link);
    expect((await stockOf(db(), P.oilFilter)).stock_quantity).toBe(before.stock_quantity - 2);
  });

  it('refuses cash on delivery above the limit with COD_LIMIT_EXCEEDED and writes nothing', async () => {
    const before = await stockOf(db(), P.helmet);
    const { count } = await db()
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const input = checkoutInput({
      items: [
        {
          productId: P.helmet,
          quantity: 9,
          options: [
            { option: 'color', value: 'red' },
            { option: 'size', value: 'l-59-60-cm' },
          ],
        },
      ],
    });
    const result = (await gateway.execute(UPI_CHECKOUT, { input })).data!.checkout;
    expect(result).toEqual({ order: null, errors: [{ code: 'COD_LIMIT_EXCEEDED', field: ['input', 'payment'] }] });
    expect(await stockOf(db(), P.helmet)).toEqual(before);
    const after = await db()
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(count));
    // The same order by UPI is taken.
    await placeUpi({ items: input.items });
  });

  it('takes the shopper UTR by token or by number and e-mail; refuses a bad one with nothing changed', async () => {
    const order = await placeUpi();
    expect(await submitUtr(gateway, { token: order.token, utr: '12345' })).toEqual({
      order: null,
      errors: [{ code: 'UTR_INVALID', field: ['input', 'utr'] }],
    });
    expect((await orderRow(db(), order.number)).payment_reference).toBeNull();
    const first = await submitUtr(gateway, { token: order.token, utr: '1111 2222 3333' });
    expect(first.errors).toEqual([]);
    expect(first.order.payment.reference).toBe('111122223333');
    // Corrected from the tracking page: the reference is masked there.
    const tracked = await submitUtr(gateway, { number: order.number, email: 'GUEST@example.in', utr: '111122224444' });
    expect(tracked.order.payment.reference).toBe('••••••••4444');
    expect(await submitUtr(gateway, { number: order.number, email: 'other@example.in', utr: '111122224444' })).toEqual({
      order: null,
      errors: [{ code: 'PAGE_NOT_FOUND', field: ['input'] }],
    });
    const cod = await placeOrder(gateway);
    expect((await submitUtr(gateway, { token: cod.token, utr: '111122225555' })).errors).toEqual([
      { code: 'PAYMENT_NOT_EXPECTED', field: ['input', 'utr'] },
    ]);
  });

  it('staff confirm a payment against its UTR and amount: PAID, CONFIRMED, invoiced; never twice', async () => {
    const order = await placeUpi();
    const utr = newUtr();
    await submitUtr(gateway, { token: order.token, utr });
    expect((await staff.move(order.number, 'confirm')).errors).toEqual([
      { code: 'PAYMENT_NOT_RECEIVED', field: ['id'] },
    ]);
    expect((await staff.pay(order.number, utr, order.total.amount + 1)).errors).toEqual([
      { code: 'PAYMENT_AMOUNT_MISMATCH', field: ['amount'] },
    ]);
    expect((await staff.pay(order.number, '12ab', order.total.amount)).errors).toEqual([
      { code: 'UTR_INVALID', field: ['reference'] },
    ]);
    expect((await orderRow(db(), order.number)).payment_status).toBe('AWAITING_PAYMENT');
    const paid = await staff.pay(order.number, utr, order.total.amount);
    expect(paid.order).toMatchObject({ status: 'CONFIRMED', payment_status: 'PAID' });
    expect(paid.errors).toEqual([]);
    const seen = (await gateway.execute(BY_TOKEN, { token: order.token })).data!.orderByToken;
    expect(seen).toMatchObject({ status: 'CONFIRMED', payment: { status: 'PAID', upi: null, referenceWanted: false } });
    expect(seen.invoice.number).toMatch(/^GP\//);
    expect(seen.payment.paidAt).not.toBeNull();
    expect((await staff.pay(order.number, newUtr(), order.total.amount)).errors).toEqual([
      { code: 'PAYMENT_ALREADY_RECEIVED', field: ['number'] },
    ]);
    expect((await submitUtr(gateway, { token: order.token, utr: newUtr() })).errors).toEqual([
      { code: 'PAYMENT_ALREADY_RECEIVED', field: ['input', 'utr'] },
    ]);
    // The same UTR cannot pay another order, nor be given for one.
    const other = await placeUpi();
    expect((await staff.pay(other.number, utr, other.total.amount)).errors).toEqual([
      { code: 'UTR_ALREADY_USED', field: ['reference'] },
    ]);
    expect((await submitUtr(gateway, { token: other.token, utr })).errors).toEqual([
      { code: 'UTR_ALREADY_USED', field: ['input', 'utr'] },
    ]);
    expect((await orderRow(db(), other.number)).payment_status).toBe('AWAITING_PAYMENT');
  });

  it('expires an unpaid order once at the end of its hold: stock back, then no payment is taken', async () => {
    const before = await stockOf(db(), P.oilFilter);
    const order = await placeUpi({ items: [{ productId: P.oilFilter, quantity: 3 }] });
    expect(await expireDueOrders(db())).toEqual([]);
    await endHold(db(), order.number);
    const expired = await expireDueOrders(db());
    expect(expired.map((o) => o.number)).toEqual([order.number]);
    expect(await expireDueOrders(db())).toEqual([]);
    expect(await orderRow(db(), order.number)).toMatchObject({ status: 'CANCELLED', payment_status: 'EXPIRED' });
    expect(await stockOf(db(), P.oilFilter)).toEqual(before);
    expect((await submitUtr(gateway, { token: order.token, utr: newUtr() })).errors).toEqual([
      { code: 'PAYMENT_EXPIRED', field: ['input', 'utr'] },
    ]);
    expect((await staff.pay(order.number, newUtr(), order.total.amount)).errors).toEqual([
      { code: 'PAYMENT_EXPIRED', field: ['number'] },
    ]);
    expect(await stockOf(db(), P.oilFilter)).toEqual(before);
  });

  it('a bank-transfer order holds for a day and expires the same way', async () => {
    const order = await placeUpi({ payment: 'bank-transfer' });
    expect(order.payment).toMatchObject({ status: 'AWAITING_PAYMENT', referenceWanted: false, upi: null });
    expect(order.payment.bankTransfer.reference).toBe(`GP-${order.number}`);
    expect((Date.parse(order.payment.holdUntil) - Date.now()) / 3_600_000).toBeCloseTo(24, 1);
    await endHold(db(), order.number);
    expect((await expireDueOrders(db())).map((o) => o.number)).toEqual([order.number]);
  });

  it('moves the payment with the order: state table', async () => {
    // Cash on delivery: due until completed, then paid.
    const cod = await placeOrder(gateway);
    expect((await orderRow(db(), cod.number)).payment_status).toBe('COD_DUE');
    for (const command of ['confirm', 'ship'] as const) await staff.move(cod.number, command);
    expect((await orderRow(db(), cod.number)).payment_status).toBe('COD_DUE');
    await staff.move(cod.number, 'complete');
    expect(await orderRow(db(), cod.number)).toMatchObject({ status: 'COMPLETED', payment_status: 'PAID' });
    // Cash on delivery cancelled: nothing owed.
    const cancelled = await placeOrder(gateway);
    await staff.move(cancelled.number, 'cancel');
    expect((await orderRow(db(), cancelled.number)).payment_status).toBe('VOID');
    // UPI cancelled before paying: nothing owed; paid then cancelled: refund due, then refunded.
    const unpaid = await placeUpi();
    await staff.move(unpaid.number, 'cancel');
    expect((await orderRow(db(), unpaid.number)).payment_status).toBe('VOID');
    const paid = await placeUpi();
    await staff.pay(paid.number, newUtr(), paid.total.amount);
    expect((await staff.refunded(paid.number)).errors).toEqual([{ code: 'PAYMENT_NOT_EXPECTED', field: ['number'] }]);
    await staff.move(paid.number, 'cancel');
    expect((await orderRow(db(), paid.number)).payment_status).toBe('REFUND_DUE');
    expect((await staff.refunded(paid.number)).order?.payment_status).toBe('REFUNDED');
    expect((await staff.refunded(paid.number)).errors).toEqual([{ code: 'PAYMENT_NOT_EXPECTED', field: ['number'] }]);
  });

  it('50 races of confirm against expiry on the same order each end one way, never both', async () => {
    const outcomes = { paid: 0, expired: 0 };
    for (let run = 0; run < 50; run++) {
      const before = await stockOf(db(), P.oilFilter);
      const order = await placeUpi({ items: [{ productId: P.oilFilter, quantity: 1 }] });
      await endHold(db(), order.number);
      const utr = newUtr();
      const [confirmed, expired] = await Promise.all([
        staff.pay(order.number, utr, order.total.amount),
        expireDueOrders(db()),
      ]);
      const row = await orderRow(db(), order.number);
      const payments = await db().selectFrom('payments').select('id').where('order_id', '=', row.id).execute();
      const wasExpired = expired.some((o) => o.number === order.number);
      if (confirmed.order) {
        expect(wasExpired).toBe(false);
        expect(row).toMatchObject({ status: 'CONFIRMED', payment_status: 'PAID' });
        expect(payments).toHaveLength(1);
        expect((await stockOf(db(), P.oilFilter)).stock_quantity).toBe(before.stock_quantity - 1);
        outcomes.paid++;
      } else {
        expect(confirmed.errors).toEqual([{ code: 'PAYMENT_EXPIRED', field: ['number'] }]);
        expect(wasExpired).toBe(true);
        expect(row).toMatchObject({ status: 'CANCELLED', payment_status: 'EXPIRED' });
        expect(payments).toHaveLength(0);
        expect(await stockOf(db(), P.oilFilter)).toEqual(before);
        outcomes.expired++;
      }
    }
    expect(outcomes.paid + outcomes.expired).toBe(50);
  }, 120_000);
});
