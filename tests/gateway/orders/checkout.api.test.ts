import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { waitForMail } from '../accounts/helpers';
import {
  CHECKOUT,
  checkout,
  checkoutInput,
  HELMET_OPTIONS,
  INDIAN_ADDRESS,
  P,
  placeOrder,
  setStock,
  stockOf,
} from './helpers';

describe('orders API: checkout', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());

  it('places a guest order priced by the server, takes the stock and mails a confirmation', async () => {
    const before = await stockOf(gateway.database.db, P.oilFilter);
    const order = await placeOrder(gateway, {
      email: 'Priya@Example.in',
      items: [
        // A client price is not even part of the input type; quantities and options are all it sends.
        { productId: P.oilFilter, quantity: 2 },
        { productId: P.helmet, options: [...HELMET_OPTIONS].reverse(), quantity: 1 },
      ],
      displayCurrency: 'eur',
    });
    expect(order).toMatchObject({
      status: 'PENDING',
      email: 'Priya@Example.in',
      quantity: 3,
      currency: 'INR',
      cancellable: false,
      payment: { method: 'cash-on-delivery', bankTransfer: null },
      subtotal: { amount: 2 * 24900 + 119900, currency: 'INR' },
      // GST included (Karnataka: CGST + SGST), nothing added on top of the prices but delivery.
      totals: [
        { type: 'SHIPPING', price: { amount: 2500, currency: 'INR' } },
        { type: 'CGST', price: { amount: 2915, currency: 'INR' } },
        { type: 'SGST', price: { amount: 2914, currency: 'INR' } },
        { type: 'CGST', price: { amount: 3799, currency: 'INR' } },
        { type: 'SGST', price: { amount: 3798, currency: 'INR' } },
      ],
      total: { amount: 169700 + 2500 },
      displayCurrency: { code: 'EUR', rate: '0.012' },
      shippingAddress: { ...INDIAN_ADDRESS },
      billingAddress: { ...INDIAN_ADDRESS },
    });
    expect(order.items[1]).toMatchObject({
      productId: P.helmet,
      options: [
        { option: 'color', value: 'red', name: expect.any(String), valueName: expect.any(String) },
        { option: 'size', value: 'l-59-60-cm', name: expect.any(String), valueName: expect.any(String) },
      ],
      price: { amount: 119900 },
      total: { amount: 119900 },
    });
    expect(order.token).toMatch(/^[\w-]{43}$/);
    expect(order.number).toBeGreaterThan(0);
    expect((await stockOf(gateway.database.db, P.oilFilter)).stock_quantity).toBe(before.stock_quantity - 2);
    const [mail] = await waitForMail(gateway.outboxDir, 'Priya@Example.in');
    expect(mail!.subject).toContain(`#${order.number}`);
    expect(mail!.text).toContain(`/cart/checkout/${order.token}`);
  });

  it('numbers orders as the highest existing plus one', async () => {
    const first = await placeOrder(gateway);
    const second = await placeOrder(gateway);
    expect(second.number).toBe(first.number + 1);
  });

  it('gives the shop bank details with a bank transfer order', async () => {
    const order = await placeOrder(gateway, { payment: 'bank-transfer' });
    expect(order.payment.bankTransfer).toMatchObject({
      ifsc: expect.any(String),
      reference: `GP-${order.number}`,
      amount: { amount: order.total.amount },
    });
  });

  it('answers the same order for the same idempotency key, and refuses the key for another request', async () => {
    const input = checkoutInput({ email: 'twice@example.in' });
    const before = await stockOf(gateway.database.db, P.oilFilter);
    const [a, b] = await Promise.all([gateway.execute(CHECKOUT, { input }), gateway.execute(CHECKOUT, { input })]);
    const again = await gateway.execute(CHECKOUT, { input });
    expect(a.data!.checkout.order.id).toBe(b.data!.checkout.order.id);
    expect(again.data!.checkout.order.id).toBe(a.data!.checkout.order.id);
    expect((await stockOf(gateway.database.db, P.oilFilter)).stock_quantity).toBe(before.stock_quantity - 2);
    expect(await waitForMail(gateway.outboxDir, input.email as string)).toHaveLength(1);
    const other = await gateway.execute(CHECKOUT, {
      input: { ...input, items: [{ productId: P.oilFilter, quantity: 3 }] },
    });
    expect(other.data!.checkout).toEqual({
      order: null,
      errors: [{ code: 'IDEMPOTENCY_KEY_REUSED', field: ['input', 'idempotencyKey'] }],
    });
  });

  it('takes back-order items without touching the stock', async () => {
    const order = await placeOrder(gateway, { items: [{ productId: P.backorder, quantity: 5 }], payment: 'upi' });
    expect(order.items[0]!.quantity).toBe(5);
    expect(await stockOf(gateway.database.db, P.backorder)).toEqual({ stock: 'on-backorder', stock_quantity: 0 });
  });

  it('marks a product out of stock when an order takes its last unit', async () => {
    await setStock(gateway.database.db, '2', 'in-stock', 3);
    await placeOrder(gateway, { items: [{ productId: '2', quantity: 3 }] });
    expect(await stockOf(gateway.database.db, '2')).toEqual({ stock: 'out-of-stock', stock_quantity: 0 });
  });

  it('records no display currency when the client names none, and refuses an unknown one', async () => {
    expect((await placeOrder(gateway)).displayCurrency).toBeNull();
    const result = await checkout(gateway, { displayCurrency: 'XYZ' });
    expect(result.errors).toEqual([{ code: 'ERROR_FORM_INVALID', field: ['input', 'displayCurrency'] }]);
  });

  it('refuses a client price: the item input has no such field', async () => {
    const result = await gateway.execute(CHECKOUT, {
      input: checkoutInput({ items: [{ productId: P.oilFilter, quantity: 1, price: { amount: 1 } }] }),
    });
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.message).toMatch(/price/);
  });
});
