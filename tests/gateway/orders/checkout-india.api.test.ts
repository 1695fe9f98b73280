import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { signUp } from '../accounts/helpers';
import { checkout, INDIAN_ADDRESS, ORDER, P, stockOf } from './helpers';
import { graphql } from '../../support/graphql';

const ABROAD = { ...INDIAN_ADDRESS, country: 'DE', state: null, postcode: '10115', phone: '+49 30 1234567' };

/** Issue #18: the shop delivers within India only; Indian states and PIN codes are checked at checkout. */
describe('orders API: checkout with Indian addresses', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());

  const orderCount = async () =>
    Number(
      (
        await gateway.database.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Checkout is refused with these errors, and no order is written nor stock taken. */
  async function refusedWithNothingWritten(overrides: Record<string, unknown>, as?: object) {
    const [orders, stock] = [await orderCount(), await stockOf(gateway.database.db, P.oilFilter)];
    const result = await checkout(gateway, overrides, as);
    expect(result.order).toBeNull();
    expect(await orderCount()).toBe(orders);
    expect(await stockOf(gateway.database.db, P.oilFilter)).toEqual(stock);
    return result.errors;
  }

  it('refuses a delivery address abroad (DELIVERY_INDIA_ONLY on its country)', async () => {
    expect(await refusedWithNothingWritten({ shippingAddress: ABROAD, payment: 'bank-transfer' })).toEqual([
      { code: 'DELIVERY_INDIA_ONLY', field: ['input', 'shippingAddress', 'country'] },
    ]);
  });

  it('refuses a saved address abroad as the delivery address, but takes it for billing', async () => {
    const { as } = await signUp(gateway);
    const add = graphql(`
      mutation CheckoutIndiaAdd($input: AddressInput!) {
        addAddress(input: $input) {
          address {
            id
          }
        }
      }
    `);
    const abroadId = (await gateway.execute(add, { input: ABROAD }, as)).data!.addAddress.address.id;
    expect(
      await refusedWithNothingWritten(
        { shippingAddress: null, shippingAddressId: abroadId, payment: 'bank-transfer' },
        as,
      ),
    ).toEqual([{ code: 'DELIVERY_INDIA_ONLY', field: ['input', 'shippingAddressId'] }]);
    const billed = await checkout(
      gateway,
      { email: null, payment: 'bank-transfer', billingSameAsShipping: false, billingAddressId: abroadId },
      as,
    );
    expect(billed.errors).toEqual([]);
    expect(billed.order).toMatchObject({ shippingAddress: { country: 'IN' }, billingAddress: { country: 'DE' } });
  });

  it('refuses an unknown state and a PIN code of another state on the address fields', async () => {
    expect(await refusedWithNothingWritten({ shippingAddress: { ...INDIAN_ADDRESS, state: 'Bavaria' } })).toEqual([
      { code: 'UNKNOWN_STATE', field: ['input', 'shippingAddress', 'state'] },
    ]);
    const billingAddress = { ...INDIAN_ADDRESS, state: 'MH', postcode: '560041' };
    expect(await refusedWithNothingWritten({ billingSameAsShipping: false, billingAddress })).toEqual([
      { code: 'PIN_NOT_IN_STATE', field: ['input', 'billingAddress', 'postcode'] },
    ]);
  });

  it('stores the state as its ISO code and keeps the landmark on the order', async () => {
    const { as } = await signUp(gateway);
    const shippingAddress = { ...INDIAN_ADDRESS, state: 'Karnataka', landmark: 'Behind the bus depot' };
    const placed = await checkout(gateway, { email: null, shippingAddress }, as);
    expect(placed.errors).toEqual([]);
    expect(placed.order.shippingAddress).toMatchObject({ state: 'KA', landmark: 'Behind the bus depot' });
    const read = await gateway.execute(ORDER, { id: placed.order.id }, as);
    expect(read.data!.order.billingAddress).toMatchObject({ state: 'KA', landmark: 'Behind the bus depot' });
  });
});
