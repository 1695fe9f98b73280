import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { CANCEL as CANCEL_ORDER, checkout, checkoutInput, INDIAN_ADDRESS, setStock, stockOf } from '../orders/helpers';
import { signUp, waitForMail } from '../accounts/helpers';
import { CANCEL as CANCEL_BOOKING, freezeClock, ist, unfreezeClock } from './helpers';
import { graphql } from '../../support/graphql';
import { BY_TOKEN, CART, CHECKOUT, PACKAGES } from './installation.documents';

const BATTERY_SLUG = 'exide-mileage-ml38b20l-35ah-car-battery';
const INSTALL = 'battery/installation';
/** Tuesday 2 March 2027 (the clock is frozen on Monday 1 March, 08:00 IST). */
const SLOT = ist('2027-03-02', '10:00');
describe('installation with a part', () => {
  let gateway: TestGateway;
  let battery: string;
  let tyre: string;
  const db = () => gateway.database.db;
  const slotRow = (start = SLOT) =>
    db()
      .selectFrom('service_slots')
      .select(['capacity', 'booked'])
      .where('service_id', '=', 'battery')
      .where('city', '=', 'bangalore')
      .where('starts_at', '=', new Date(start))
      .executeTakeFirst();
  const install = (overrides: Record<string, unknown> = {}) => ({
    packageId: INSTALL,
    city: 'Bangalore',
    slotStart: SLOT,
    ...overrides,
  });
  const item = (overrides: Record<string, unknown> = {}) => ({
    productId: battery,
    quantity: 1,
    installation: install(overrides),
  });
  const counts = async () => {
    const { rows } = await sql<{ orders: number; bookings: number }>`select
      (select count(*)::int from orders) as orders, (select count(*)::int from service_bookings) as bookings`.execute(
      db(),
    );
    return {
      ...rows[0]!,
      stock: (await stockOf(db(), battery)).stock_quantity,
      filter: (await stockOf(db(), '1')).stock_quantity,
    };
  };

  beforeAll(async () => {
    gateway = await createTestGateway();
    const id = async (slug: string) =>
      (
        await gateway.execute(
          graphql(`
            query InstallationProduct($slug: String!) {
              product(slug: $slug) {
                id
              }
            }
          `),
          { slug },
        )
      ).data!.product.id as string;
    battery = await id(BATTERY_SLUG);
    await setStock(db(), battery, 'in-stock', 20);
    const tyreRow = await db()
      .selectFrom('products as p')
      .innerJoin('product_categories as pc', 'pc.product_id', 'p.id')
      .innerJoin('categories as c', 'c.id', 'pc.category_id')
      .select('p.id')
      .where('c.slug', '=', 'tyres')
      .where('p.stock', '=', 'in-stock')
      .executeTakeFirstOrThrow();
    tyre = String(tyreRow.id);
  });
  afterAll(() => gateway.close());
  beforeEach(() => freezeClock());
  afterEach(() => unfreezeClock());

  it('offers the battery installation package next to the exchange packages', async () => {
    const { data } = await gateway.execute(PACKAGES);
    const packages = data!.service.packages as { id: string; partInstallation: boolean }[];
    expect(packages.filter((p) => p.partInstallation).map((p) => p.id)).toEqual([INSTALL]);
  });

  it('prices the installation on the server as part of the line and the totals', async () => {
    const { data } = await gateway.execute(CART, { lines: [{ ...item(), id: 'l1' }] });
    const cart = data!.cart;
    expect(cart.lines[0]).toMatchObject({
      errors: [],
      installation: {
        packageId: INSTALL,
        package: { id: INSTALL },
        city: 'bangalore',
        workshop: { name: expect.any(String) },
        slotStart: SLOT,
        slotEnd: ist('2027-03-02', '10:30'),
        remaining: 4,
        price: { amount: 14900 },
      },
    });
    expect(cart.subtotal.amount).toBe(429900);
    // GST included at 18 %: battery 429900 → 65578, fitting 14900 → 2273, delivery 2500 → 381.
    expect(cart.totals).toEqual([
      { type: 'SHIPPING', price: { amount: 2500 } },
      { type: 'INSTALLATION', price: { amount: 14900 } },
      { type: 'GST', price: { amount: 65578 + 2273 + 381 } },
    ]);
    expect(cart.total.amount).toBe(429900 + 2500 + 14900);
    expect(cart.ready).toBe(true);
  });

  it.each([
    [
      'a package of another service',
      { packageId: 'two-wheeler-service/general-service' },
      'INSTALLATION_NOT_FOR_PRODUCT',
      'packageId',
    ],
    [
      'a battery package that is not an installation',
      { packageId: 'battery/car-exchange' },
      'INSTALLATION_NOT_FOR_PRODUCT',
      'packageId',
    ],
    ['an unknown package', { packageId: 'battery/nope' }, 'INSTALLATION_NOT_FOR_PRODUCT', 'packageId'],
    ['a city without the service', { city: 'Guwahati' }, 'SERVICE_NOT_IN_CITY', 'city'],
    ['a past slot', { slotStart: ist('2027-02-26', '10:00') }, 'SLOT_IN_PAST', 'slotStart'],
    ['a slot off the grid', { slotStart: ist('2027-03-02', '10:10') }, 'OUTSIDE_OPENING_HOURS', 'slotStart'],
    [
      'a slot beyond the booking horizon (a year)',
      { slotStart: ist('2028-03-07', '10:00') },
      'ERROR_FORM_OUT_OF_RANGE',
      'slotStart',
    ],
  ])('refuses %s in the cart and at checkout, taking nothing', async (_name, overrides, code, field) => {
    const { data } = await gateway.execute(CART, { lines: [{ ...item(overrides), id: 'l1' }] });
    expect(data!.cart.lines[0]!.errors).toEqual([{ code, field: ['installation', field] }]);
    expect(data!.cart.ready).toBe(false);
    const before = await counts();
    const result = await checkout(gateway, { items: [item(overrides)] });
    expect(result).toMatchObject({
      order: null,
      errors: [{ code, field: ['input', 'items', '0', 'installation', field] }],
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses a tyre fitting package for a battery, and takes it for tyres', async () => {
    const battery = await gateway.execute(CART, { lines: [{ ...item({ packageId: 'tyres/tyre-fitting-4' }) }] });
    expect(battery.data!.cart.lines[0]!.errors[0]!.code).toBe('INSTALLATION_NOT_FOR_PRODUCT');
    const tyres = await gateway.execute(CART, {
      lines: [
        {
          productId: tyre,
          quantity: 4,
          installation: install({ packageId: 'tyres/tyre-fitting-4', slotStart: ist('2027-03-02', '11:00') }),
        },
      ],
    });
    expect(tyres.data!.cart.lines[0]).toMatchObject({ errors: [], installation: { price: { amount: 59900 } } });
  });

  it('books the slot with the order in one transaction; cancelling the order cancels the booking', async () => {
    const email = `fit.${randomUUID().slice(0, 6)}@example.in`;
    const { as } = await signUp(gateway, { email });
    const slot = ist('2027-03-03', '11:00');
    const before = await counts();
    const result = await gateway.execute(
      CHECKOUT,
      { input: checkoutInput({ email, items: [{ productId: '1', quantity: 1 }, item({ slotStart: slot })] }) },
      as,
    );
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    const { order, errors } = result.data.checkout;
    expect(errors).toEqual([]);
    expect(order.totals[1]).toEqual({ type: 'INSTALLATION', price: { amount: 14900 } });
    expect(order.installations).toEqual([
      {
        itemIndex: 1,
        booking: {
          reference: expect.stringMatching(/^GP-SVC-\d{6}$/),
          status: 'CONFIRMED',
          packageName: 'Installation of a battery bought from us',
          price: { amount: 14900 },
          slotStart: slot,
          contactEmail: email,
          contactPhone: INDIAN_ADDRESS.phone,
          orderNumber: order.number,
          cancellable: false,
          city: { slug: 'bangalore' },
        },
      },
    ]);
    expect(await counts()).toEqual({
      orders: before.orders + 1,
      bookings: before.bookings + 1,
      stock: before.stock - 1,
      filter: before.filter - 1,
    });
    expect(await slotRow(slot)).toEqual({ capacity: 4, booked: 1 });

    const reference = order.installations[0]!.booking.reference;
    const [mail] = await waitForMail(gateway.outboxDir, email, 1, '/account/bookings');
    expect(mail!.subject).toContain(reference);
    expect(mail!.text).toContain(`Booked with your order ${order.number}`);
    const { data: listed } = await gateway.execute(
      graphql(`
        query InstallationBookings {
          bookings {
            reference
            orderNumber
          }
        }
      `),
      {},
      as,
    );
    expect(listed!.bookings).toContainEqual({ reference, orderNumber: order.number });
    const masked = await gateway.execute(BY_TOKEN, { token: order.token });
    expect(masked.data!.orderByToken.installations[0]!.booking).toEqual({
      reference,
      contactEmail: `${email[0]}***@example.in`,
      contactPhone: expect.stringMatching(/^•+\d{4}$/),
    });

    const [booking] = await db()
      .selectFrom('service_bookings')
      .select(['id', 'token'])
      .where('reference', '=', reference)
      .execute();
    const alone = await gateway.execute(CANCEL_BOOKING, { id: booking!.id, token: booking!.token });
    expect(alone.data!.cancelBooking.errors).toEqual([{ code: 'BOOKING_PART_OF_ORDER', field: ['id'] }]);

    const cancelled = await gateway.execute(CANCEL_ORDER, { id: order.id }, as);
    expect(cancelled.data!.cancelOrder.errors).toEqual([]);
    const row = await db()
      .selectFrom('service_bookings')
      .select('status')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('CANCELLED');
    expect(await slotRow(slot)).toEqual({ capacity: 4, booked: 0 });
  });

  it('fails the whole checkout on a full slot, with the error on the item, taking nothing', async () => {
    const slot = ist('2027-03-04', '12:00');
    await db()
      .insertInto('service_slots')
      .values({ service_id: 'battery', city: 'bangalore', starts_at: new Date(slot), capacity: 4, booked: 4 })
      .execute();
    const before = await counts();
    const result = await checkout(gateway, { items: [{ productId: '1', quantity: 1 }, item({ slotStart: slot })] });
    expect(result).toMatchObject({
      order: null,
      errors: [{ code: 'SLOT_FULL', field: ['input', 'items', '1', 'installation', 'slotStart'] }],
    });
    expect(await counts()).toEqual(before);
  });

  it('gives the last place of a slot to one of two concurrent checkouts', async () => {
    const slot = ist('2027-03-05', '15:00');
    await db()
      .insertInto('service_slots')
      .values({ service_id: 'battery', city: 'bangalore', starts_at: new Date(slot), capacity: 4, booked: 3 })
      .execute();
    const before = await counts();
    const results = await Promise.all(
      [1, 2].map((i) =>
        gateway.execute(CHECKOUT, {
          input: { ...checkoutInput({ email: `race${i}@example.in` }), items: [item({ slotStart: slot })] },
        }),
      ),
    );
    const answers = results.map((r) => r.data!.checkout);
    expect(answers.filter((a) => a.order).length).toBe(1);
    expect(answers.find((a) => !a.order)!.errors).toEqual([
      { code: 'SLOT_FULL', field: ['input', 'items', '0', 'installation', 'slotStart'] },
    ]);
    expect(await slotRow(slot)).toEqual({ capacity: 4, booked: 4 });
    expect(await counts()).toEqual({
      ...before,
      orders: before.orders + 1,
      bookings: before.bookings + 1,
      stock: before.stock - 1,
    });
  });
});
