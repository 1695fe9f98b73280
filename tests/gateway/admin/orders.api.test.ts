import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Admin } from '../../support/graphql';
import { testEngines } from '../../support/test-database';
import { type AskAsStaff, askAsStaff, createTestAdmin, type TestAdmin } from '../../support/test-admin';
import { checkoutInput, P, placeOrder, setStock, stockOf } from '../orders/helpers';
import { BY_TOKEN, newUtr, UPI_CHECKOUT } from '../orders/payments-helpers';
import { auditEntries, outboxMails } from './helpers';
import { CANCEL, COMPLETE, CONFIRM, LIST, ORDER, PAY, SHIP, SHIPMENT, TODAY } from './orders.documents';

describe.each(testEngines())('back-office orders on %s', (engine) => {
  let admin: TestAdmin;
  let ops: string;
  let owner: string;
  let as: AskAsStaff;
  beforeAll(async () => {
    admin = await createTestAdmin({ engine });
    as = askAsStaff(admin);
    ops = await admin.staffCookie('OPERATIONS', `ops.${engine}@gaadiparts.test`);
    owner = await admin.staffCookie('OWNER');
  });
  afterAll(() => admin.close());

  const placeUpi = async () => {
    const result = await admin.shop.execute(UPI_CHECKOUT, { input: checkoutInput({ payment: 'upi' }) });
    return result.data!.checkout.order;
  };

  it('marks a UPI order paid against its UTR and amount: the shop shows it PAID, with its invoice, and the audit log says who', async () => {
    const order = await placeUpi();
    const n = order.number;
    expect((await as(ops, CONFIRM, { n })).errors).toEqual([{ code: 'PAYMENT_NOT_RECEIVED', field: ['number'] }]);
    const utr = newUtr();
    expect((await as(ops, PAY, { n, utr, amount: order.total.amount - 1 })).errors).toEqual([
      { code: 'PAYMENT_AMOUNT_MISMATCH', field: ['amount'] },
    ]);
    expect((await as(ops, PAY, { n, utr: '12ab', amount: order.total.amount })).errors).toEqual([
      { code: 'UTR_INVALID', field: ['utr'] },
    ]);
    expect((await as(ops, PAY, { n, utr, amount: 0 })).errors).toEqual([
      { code: 'ERROR_FORM_OUT_OF_RANGE', field: ['amount'] },
    ]);

    const paid = await as(ops, PAY, { n, utr, amount: order.total.amount });
    expect(paid.errors).toEqual([]);
    expect(paid.order).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID', confirmedPaymentReference: utr });
    expect(paid.order!.invoiceNumber).toMatch(/^[A-Z]+/);

    const shop = await admin.shop.execute(BY_TOKEN, { token: order.token });
    expect(shop.data!.orderByToken).toMatchObject({ status: 'CONFIRMED', payment: { status: 'PAID' } });
    expect(shop.data!.orderByToken.invoice.number).toBe(paid.order!.invoiceNumber);
    expect((await outboxMails(admin.shop.outboxDir)).some((m) => m.text.includes(String(n)))).toBe(true);

    const again = await as(ops, PAY, { n, utr: newUtr(), amount: order.total.amount });
    expect(again.errors).toEqual([{ code: 'PAYMENT_ALREADY_RECEIVED', field: ['number'] }]);
    const entry = (await auditEntries(admin, owner)).find(
      (e) => e.operation === 'markOrderPaid' && e.entityId === String(n),
    )!;
    expect(entry).toMatchObject({
      staffEmail: `ops.${engine}@gaadiparts.test`,
      entityType: 'order',
      before: { status: 'PENDING', paymentStatus: 'AWAITING_PAYMENT' },
      after: { status: 'CONFIRMED', paymentStatus: 'PAID' },
    });
  });

  it('ships with courier and AWB number, which the shopper’s tracking shows; then completes', async () => {
    const order = await placeOrder(admin.shop);
    const n = order.number as number;
    expect((await as(ops, SHIP, { n, c: 'Delhivery', awb: '1234567890' })).errors).toEqual([
      { code: 'ORDER_MOVE_NOT_ALLOWED', field: ['number'] },
    ]);
    expect((await as(ops, CONFIRM, { n })).order).toMatchObject({ status: 'CONFIRMED' });
    expect((await as(ops, SHIP, { n, c: ' ', awb: 'x' })).errors).toEqual([
      { code: 'ERROR_FORM_REQUIRED', field: ['courier'] },
      { code: 'AWB_INVALID', field: ['awbNumber'] },
    ]);
    const shipped = await as(ops, SHIP, { n, c: '  Delhivery ', awb: 'dl 9876 5432 10' });
    expect(shipped.order).toMatchObject({ status: 'SHIPPED', courier: 'Delhivery', awbNumber: 'DL9876543210' });

    const tracked = await admin.shop.execute(SHIPMENT, { number: n, email: 'guest@example.in' });
    expect(tracked.data!.trackOrder).toMatchObject({
      status: 'SHIPPED',
      shipment: { courier: 'Delhivery', awbNumber: 'DL9876543210' },
    });
    expect((await as(ops, COMPLETE, { n })).order).toMatchObject({ status: 'COMPLETED' });
    const entries = (await auditEntries(admin, owner)).filter((e) => e.entityId === String(n));
    expect(entries.map((e) => e.operation)).toEqual(['completeOrder', 'shipOrder', 'confirmOrder']);
    expect(entries[1]).toMatchObject({
      before: { awbNumber: null },
      after: { status: 'SHIPPED', awbNumber: 'DL9876543210' },
    });
  });

  it('cancels an order: its stock goes back, and an invoiced order gets a credit note', async () => {
    await setStock(admin.shop.database.db, P.oilFilter, 'in-stock', 50);
    const order = await placeOrder(admin.shop);
    const n = order.number as number;
    expect((await stockOf(admin.shop.database.db, P.oilFilter)).stock_quantity).toBe(48);
    await as(ops, CONFIRM, { n });
    const cancelled = await as(ops, CANCEL, { n });
    expect(cancelled.order).toMatchObject({ status: 'CANCELLED' });
    expect(cancelled.order!.creditNoteNumber).toBeTruthy();
    expect((await stockOf(admin.shop.database.db, P.oilFilter)).stock_quantity).toBe(50);
    expect((await as(ops, CANCEL, { n })).errors).toEqual([{ code: 'ORDER_NOT_CANCELLABLE', field: ['number'] }]);
    expect((await as(ops, CANCEL, { n: 99_999_999 })).errors).toEqual([{ code: 'PAGE_NOT_FOUND', field: ['number'] }]);
    const [entry] = (await auditEntries(admin, owner)).filter((e) => e.entityId === String(n));
    expect(entry).toMatchObject({
      operation: 'cancelOrder',
      before: { status: 'CONFIRMED' },
      after: { status: 'CANCELLED' },
    });
  });

  it('lists orders with filters and a cursor, and finds one by number, e-mail or phone', async () => {
    const email = `filter.${engine}.${Date.now()}@example.in`;
    const a = await placeOrder(admin.shop, { email });
    const b = await placeOrder(admin.shop, { email });
    const list = (variables: Admin.AdminOrderListQueryVariables) => as(ops, LIST, variables);
    const byEmail = await list({ filter: { search: email.toUpperCase() } });
    expect(byEmail.items.map((o) => o.number)).toEqual([b.number, a.number]);
    expect((await list({ filter: { search: String(a.number) } })).items[0]!.number).toBe(a.number);
    const byPhone = await list({ filter: { search: '98450 12345', paymentStatus: 'COD_DUE' }, first: 100 });
    expect(byPhone.items.some((o) => o.number === b.number)).toBe(true);

    const first = await list({ filter: { search: email }, first: 1 });
    expect(first.items).toHaveLength(1);
    expect(first.cursorInfo.hasNextPage).toBe(true);
    const second = await list({ filter: { search: email }, first: 1, after: first.cursorInfo.endCursor });
    expect(second.items[0]!.number).toBe(a.number);
    expect(second.cursorInfo.hasNextPage).toBe(false);

    const dated = await list({ filter: { search: email, status: 'PENDING', from: '2020-01-01', to: '2099-12-31' } });
    expect(dated.items).toHaveLength(2);
    expect((await list({ filter: { search: email, to: '2020-01-01' } })).items).toEqual([]);

    const bad = await admin.execute(LIST, { first: 0 }, { cookie: ops });
    expect(bad.errors![0]!.extensions).toMatchObject({ errorCode: 'ERROR_FORM_OUT_OF_RANGE', field: ['first'] });
    const badCursor = await admin.execute(LIST, { after: 'abc' }, { cookie: ops });
    expect(badCursor.errors![0]!.extensions).toMatchObject({ errorCode: 'ERROR_FORM_INVALID', field: ['after'] });
    const reversed = await admin.execute(LIST, { filter: { from: '2026-02-01', to: '2026-01-01' } }, { cookie: ops });
    expect(reversed.errors![0]!.extensions).toMatchObject({ errorCode: 'ERROR_FORM_OUT_OF_RANGE' });

    expect(await as(ops, ORDER, { n: a.number })).toMatchObject({
      number: a.number,
      email,
      phone: '+91 98450 12345',
      paymentMethod: 'cash-on-delivery',
    });
    expect(await as(ops, ORDER, { n: 99_999_999 })).toBeNull();
  });

  it('shows what needs doing today: orders awaiting payment, orders to ship, low stock', async () => {
    const waiting = await placeUpi();
    const toShip = await placeOrder(admin.shop);
    await as(ops, CONFIRM, { n: toShip.number });
    await setStock(admin.shop.database.db, P.helmet, 'in-stock', 2);
    const today = await as(ops, TODAY);
    expect(today.awaitingPayment.map((o) => o.number)).toContain(waiting.number);
    expect(today.toShip.map((o) => o.number)).toContain(toShip.number);
    expect(today.lowStock).toContainEqual({ id: P.helmet, stockQuantity: 2 });
  });
});
