import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { signUp } from '../accounts/helpers';
import { checkout, HELMET_OPTIONS, INDIAN_ADDRESS, P, setStock, stockOf } from './helpers';
import { graphql } from '../../support/graphql';

describe('orders API: checkout failures are typed errors next to the right field', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());

  const refused = async (overrides: Record<string, unknown>, as?: object) => {
    const result = await checkout(gateway, overrides, as);
    expect(result.order).toBeNull();
    return result.errors;
  };

  it('EMPTY_CART without items', async () => {
    expect(await refused({ items: [] })).toEqual([{ code: 'EMPTY_CART', field: ['input', 'items'] }]);
  });

  it('PRODUCT_NOT_FOUND for an unknown or malformed product id, naming the item', async () => {
    const errors = await refused({
      items: [
        { productId: P.oilFilter, quantity: 1 },
        { productId: '999999', quantity: 1 },
        { productId: 'abc', quantity: 1 },
      ],
    });
    expect(errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', field: ['input', 'items', '1', 'productId'] },
      { code: 'PRODUCT_NOT_FOUND', field: ['input', 'items', '2', 'productId'] },
    ]);
  });

  it('OUT_OF_STOCK and INSUFFICIENT_STOCK with the line, counting every line of a product', async () => {
    await setStock(gateway.database.db, '6', 'in-stock', 4);
    const errors = await refused({
      items: [
        { productId: P.outOfStock, quantity: 1 },
        { productId: '6', quantity: 3 },
        { productId: '6', quantity: 2 },
      ],
    });
    expect(errors).toEqual([
      { code: 'OUT_OF_STOCK', field: ['input', 'items', '0', 'quantity'] },
      { code: 'INSUFFICIENT_STOCK', field: ['input', 'items', '1', 'quantity'] },
      { code: 'INSUFFICIENT_STOCK', field: ['input', 'items', '2', 'quantity'] },
    ]);
    expect(await stockOf(gateway.database.db, '6')).toEqual({ stock: 'in-stock', stock_quantity: 4 });
  });

  it('INVALID_OPTION for an unknown option or value, ERROR_ADD_TO_CART_OPTIONS for a missing group', async () => {
    const errors = await refused({
      items: [
        { productId: P.helmet, options: [{ option: 'color', value: 'gold' }, HELMET_OPTIONS[1]], quantity: 1 },
        { productId: P.helmet, options: [HELMET_OPTIONS[0]], quantity: 1 },
        { productId: P.oilFilter, options: [{ option: 'size', value: 'xl' }], quantity: 1 },
        { productId: P.helmet, options: [HELMET_OPTIONS[0], HELMET_OPTIONS[0], HELMET_OPTIONS[1]], quantity: 1 },
      ],
    });
    expect(errors).toEqual([
      { code: 'INVALID_OPTION', field: ['input', 'items', '0', 'options', '0'] },
      { code: 'ERROR_ADD_TO_CART_OPTIONS', field: ['input', 'items', '1', 'options'] },
      { code: 'INVALID_OPTION', field: ['input', 'items', '2', 'options', '0'] },
      { code: 'INVALID_OPTION', field: ['input', 'items', '3', 'options', '1'] },
    ]);
  });

  it('ERROR_ADD_TO_CART_QUANTITY below 1 or above 999', async () => {
    const errors = await refused({
      items: [
        { productId: P.oilFilter, quantity: 0 },
        { productId: P.backorder, quantity: 1000 },
      ],
    });
    expect(errors).toEqual([
      { code: 'ERROR_ADD_TO_CART_QUANTITY', field: ['input', 'items', '0', 'quantity'] },
      { code: 'ERROR_ADD_TO_CART_QUANTITY', field: ['input', 'items', '1', 'quantity'] },
    ]);
  });

  it('address errors from the address book rules, under the address they are about', async () => {
    const errors = await refused({
      shippingAddress: { ...INDIAN_ADDRESS, postcode: '12345', city: ' ' },
      billingSameAsShipping: false,
      billingAddress: { ...INDIAN_ADDRESS, country: 'RAND', phone: 'call me' },
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        { code: 'ERROR_FORM_REQUIRED', field: ['input', 'shippingAddress', 'city'] },
        { code: 'ERROR_FORM_INVALID', field: ['input', 'shippingAddress', 'postcode'] },
        { code: 'ERROR_FORM_INVALID', field: ['input', 'billingAddress', 'country'] },
      ]),
    );
    expect(errors.every((e: { field: string[] }) => ['shippingAddress', 'billingAddress'].includes(e.field[1]!))).toBe(
      true,
    );
  });

  it('ERROR_FORM_REQUIRED for a missing address, e-mail of a guest; ERROR_FORM_INCORRECT_EMAIL for a bad one', async () => {
    expect(await refused({ shippingAddress: null, billingSameAsShipping: false })).toEqual([
      { code: 'ERROR_FORM_REQUIRED', field: ['input', 'shippingAddress'] },
      { code: 'ERROR_FORM_REQUIRED', field: ['input', 'billingAddress'] },
    ]);
    expect(await refused({ email: null })).toEqual([{ code: 'ERROR_FORM_REQUIRED', field: ['input', 'email'] }]);
    expect(await refused({ email: 'not an email' })).toEqual([
      { code: 'ERROR_FORM_INCORRECT_EMAIL', field: ['input', 'email'] },
    ]);
  });

  it('UNSUPPORTED_PAYMENT_METHOD for an unknown method', async () => {
    expect(await refused({ payment: 'card' })).toEqual([
      { code: 'UNSUPPORTED_PAYMENT_METHOD', field: ['input', 'payment'] },
    ]);
  });

  it('ERROR_FORM_INVALID for a malformed idempotency key', async () => {
    expect(await refused({ idempotencyKey: 'short' })).toEqual([
      { code: 'ERROR_FORM_INVALID', field: ['input', 'idempotencyKey'] },
    ]);
  });

  it('ADDRESS_NOT_FOUND for a saved address id of a guest or of another shopper', async () => {
    const owner = await signUp(gateway);
    const added = await gateway.execute(
      graphql(`
        mutation AddAddress($input: AddressInput!) {
          addAddress(input: $input) {
            address {
              id
            }
          }
        }
      `),
      { input: INDIAN_ADDRESS },
      owner.as,
    );
    const id = added.data!.addAddress.address.id;
    const intruder = await signUp(gateway);
    const field = ['input', 'shippingAddressId'];
    expect(await refused({ shippingAddress: null, shippingAddressId: id }, intruder.as)).toEqual([
      { code: 'ADDRESS_NOT_FOUND', field },
    ]);
    expect(await refused({ shippingAddress: null, shippingAddressId: id })).toEqual([
      { code: 'ADDRESS_NOT_FOUND', field },
    ]);
    const own = await checkout(gateway, { shippingAddress: null, shippingAddressId: id, email: null }, owner.as);
    expect(own.errors).toEqual([]);
    expect(own.order).toMatchObject({
      email: owner.email,
      shippingAddress: { city: INDIAN_ADDRESS.city },
      cancellable: true,
    });
  });

  it('changes nothing when an order is refused', async () => {
    const before = await stockOf(gateway.database.db, P.oilFilter);
    await refused({
      items: [
        { productId: P.oilFilter, quantity: 1 },
        { productId: P.outOfStock, quantity: 1 },
      ],
    });
    expect(await stockOf(gateway.database.db, P.oilFilter)).toEqual(before);
  });
});
