import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { signUp } from '../accounts/helpers';
import { BY_TOKEN, CANCEL, INDIAN_ADDRESS, ORDER, ORDERS, P, placeOrder, stockOf, TRACK } from './helpers';

describe('orders API: reading and cancelling orders', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());

  it('lists only the viewer own orders, 8 per page, newest first', async () => {
    const shopper = await signUp(gateway);
    await placeOrder(gateway, {}, (await signUp(gateway)).as);
    const numbers: number[] = [];
    for (let i = 0; i < 10; i++)
      numbers.push(
        (await placeOrder(gateway, { items: [{ productId: P.oilFilter, quantity: 1 + (i % 3) }] }, shopper.as)).number,
      );
    const first = (await gateway.execute(ORDERS, {}, shopper.as)).data!.orders;
    expect(first.pageInfo).toEqual({ page: 1, limit: 8, total: 10, pages: 2, from: 1, to: 8 });
    expect(first.items.map((o: { number: number }) => o.number)).toEqual([...numbers].reverse().slice(0, 8));
    const second = (await gateway.execute(ORDERS, { page: 2, sort: 'CREATED_ASC' }, shopper.as)).data!.orders;
    expect(second.items.map((o: { number: number }) => o.number)).toEqual(numbers.slice(8));
    const byTotal = (await gateway.execute(ORDERS, { limit: 3, sort: 'TOTAL_DESC' }, shopper.as)).data!.orders.items;
    expect(byTotal.map((o: { total: { amount: number } }) => o.total.amount)).toEqual(
      [...byTotal.map((o: { total: { amount: number } }) => o.total.amount)].sort((a, b) => b - a),
    );
    expect((await gateway.execute(ORDERS, {})).data!.orders).toEqual({
      items: [],
      pageInfo: { page: 1, limit: 8, total: 0, pages: 0, from: 0, to: 0 },
    });
    const bad = await gateway.execute(ORDERS, { limit: 500 }, shopper.as);
    expect(bad.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errorCode: 'ERROR_FORM_OUT_OF_RANGE',
      field: ['limit'],
    });
  });

  it('shows an order to its owner only: another shopper, a guest or a made-up id get null', async () => {
    const owner = await signUp(gateway);
    const order = await placeOrder(gateway, {}, owner.as);
    expect((await gateway.execute(ORDER, { id: order.id }, owner.as)).data!.order).toMatchObject({
      id: order.id,
      email: order.email,
    });
    expect((await gateway.execute(ORDER, { id: order.id }, (await signUp(gateway)).as)).data!.order).toBeNull();
    expect((await gateway.execute(ORDER, { id: order.id })).data!.order).toBeNull();
    expect((await gateway.execute(ORDER, { id: 'not-a-uuid' }, owner.as)).data!.order).toBeNull();
    // A guest order has no owner: its id shows nothing, even to a signed-in shopper.
    const guest = await placeOrder(gateway);
    expect((await gateway.execute(ORDER, { id: guest.id }, owner.as)).data!.order).toBeNull();
  });

  it('shows an order by token to anyone holding it, with personal data reduced', async () => {
    const order = await placeOrder(gateway, { email: 'meera@example.in' });
    const seen = (await gateway.execute(BY_TOKEN, { token: order.token })).data!.orderByToken;
    expect(seen).toMatchObject({
      id: order.id,
      number: order.number,
      email: 'm***@example.in',
      total: order.total,
      cancellable: false,
    });
    expect(seen.shippingAddress).toEqual({
      ...INDIAN_ADDRESS,
      company: null,
      address1: null,
      address2: null,
      email: null,
      phone: null,
    });
    expect(
      (
        await gateway.execute(BY_TOKEN, {
          token: `${order.token.slice(0, -1)}${order.token.endsWith('A') ? 'B' : 'A'}`,
        })
      ).data!.orderByToken,
    ).toBeNull();
    expect((await gateway.execute(BY_TOKEN, { token: 'x' })).data!.orderByToken).toBeNull();
  });

  it('tracks an order by number and e-mail (any case), never with another e-mail', async () => {
    const order = await placeOrder(gateway, { email: 'ravi@example.in' });
    const tracked = (await gateway.execute(TRACK, { number: order.number, email: ' RAVI@example.in ' })).data!
      .trackOrder;
    expect(tracked).toMatchObject({ number: order.number, status: 'PENDING', token: null, email: 'r***@example.in' });
    expect(
      (await gateway.execute(TRACK, { number: order.number, email: 'someone@example.in' })).data!.trackOrder,
    ).toBeNull();
    expect((await gateway.execute(TRACK, { number: 0, email: 'ravi@example.in' })).data!.trackOrder).toBeNull();
  });

  it('lets the owner cancel a PENDING order once, returning its stock', async () => {
    const owner = await signUp(gateway);
    const before = await stockOf(gateway.database.db, P.oilFilter);
    const order = await placeOrder(
      gateway,
      {
        items: [
          { productId: P.oilFilter, quantity: 3 },
          { productId: P.backorder, quantity: 1 },
        ],
        // Above the cash-on-delivery limit.
        payment: 'upi',
      },
      owner.as,
    );
    expect((await stockOf(gateway.database.db, P.oilFilter)).stock_quantity).toBe(before.stock_quantity - 3);
    const intruder = await gateway.execute(CANCEL, { id: order.id }, (await signUp(gateway)).as);
    expect(intruder.data!.cancelOrder).toEqual({ order: null, errors: [{ code: 'PAGE_NOT_FOUND', field: ['id'] }] });
    expect((await gateway.execute(CANCEL, { id: order.id })).data!.cancelOrder.errors).toEqual([
      { code: 'AUTH_REQUIRED', field: null },
    ]);
    const cancelled = await gateway.execute(CANCEL, { id: order.id }, owner.as);
    expect(cancelled.data!.cancelOrder).toEqual({
      order: { id: order.id, status: 'CANCELLED', cancellable: false },
      errors: [],
    });
    expect(await stockOf(gateway.database.db, P.oilFilter)).toEqual(before);
    expect(await stockOf(gateway.database.db, P.backorder)).toEqual({ stock: 'on-backorder', stock_quantity: 0 });
    const twice = await gateway.execute(CANCEL, { id: order.id }, owner.as);
    expect(twice.data!.cancelOrder).toEqual({
      order: null,
      errors: [{ code: 'ORDER_NOT_CANCELLABLE', field: ['id'] }],
    });
    expect(await stockOf(gateway.database.db, P.oilFilter)).toEqual(before);
  });

  it('does not let a shopper cancel a CONFIRMED order', async () => {
    const owner = await signUp(gateway);
    const order = await placeOrder(gateway, {}, owner.as);
    await gateway.database.db.updateTable('orders').set({ status: 'CONFIRMED' }).where('id', '=', order.id).execute();
    const result = await gateway.execute(CANCEL, { id: order.id }, owner.as);
    expect(result.data!.cancelOrder.errors).toEqual([{ code: 'ORDER_NOT_CANCELLABLE', field: ['id'] }]);
  });
});
