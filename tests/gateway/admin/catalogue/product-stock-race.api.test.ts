/**
 * A product edit and a shopper's order of the same product (both engines): staff open the form,
 * a shopper buys, staff save. An edit that leaves the stock out keeps the shopper's purchase; one
 * that changes the stock from what the form was opened with is refused (STOCK_CHANGED) and
 * changes nothing, since the stock moved meanwhile. Before, the form sent the stock it was opened
 * with and the save put the sold units back (overselling).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGraphql } from '../../../support/graphql';
import { testEngines } from '../../../support/test-database';
import { createTestAdmin, type TestAdmin } from '../../../support/test-admin';
import { placeOrder, stockOf } from '../../orders/helpers';

const PRODUCT = adminGraphql(`query StockRaceProduct($id: ID!) {
  adminProduct(id: $id) { sku name slug partNumber brand type categories price { amount } mrp { amount } hsnCode
    stockQuantity stockStatus excerpt description compatibility vehicles options { name type values { name color } } } }`);
const UPDATE = adminGraphql(`mutation StockRaceUpdate($id: ID!, $input: ProductInput!) {
  updateProduct(id: $id, input: $input) { product { name stockQuantity stockStatus } errors { code field } } }`);

const STOCK = adminGraphql(`mutation StockRaceCorrect($id: ID!, $quantity: Int!, $quantityWas: Int) {
  setProductStock(id: $id, quantity: $quantity, status: IN_STOCK, quantityWas: $quantityWas) {
    product { stockQuantity } errors { code field } } }`);

const ID = '14';

describe.each(testEngines())('a product edit while shoppers buy (%s)', (engine) => {
  let admin: TestAdmin;
  let catalogue: string;
  beforeAll(async () => {
    admin = await createTestAdmin({ engine });
    catalogue = await admin.staffCookie('CATALOGUE');
  });
  afterAll(() => admin.close());

  /** The product as the form opens it, and the input of a save that changes only these fields. */
  async function openForm() {
    const { data } = await admin.execute(PRODUCT, { id: ID }, { cookie: catalogue });
    const { price, mrp, stockQuantity, stockStatus, ...rest } = data!.adminProduct!;
    const base = { ...rest, price: price.amount, mrp: mrp?.amount ?? null };
    return { stockQuantity, stockStatus, base };
  }
  const buy = (quantity: number) =>
    placeOrder(admin.shop, { items: [{ productId: ID, quantity }], email: 'race@example.in' });

  it('keeps what shoppers bought when the save leaves the stock out', async () => {
    const opened = await openForm();
    await buy(2);
    const { data } = await admin.execute(
      UPDATE,
      { id: ID, input: { ...opened.base, name: `${opened.base.name} (set)` } },
      { cookie: catalogue },
    );
    expect(data!.updateProduct.errors).toEqual([]);
    expect(data!.updateProduct.product).toMatchObject({ stockQuantity: opened.stockQuantity - 2 });
    expect((await stockOf(admin.shop.database.db, ID)).stock_quantity).toBe(opened.stockQuantity - 2);
  });

  it('refuses a stock changed from one that moved meanwhile, and changes nothing', async () => {
    const opened = await openForm();
    await buy(1);
    const { data } = await admin.execute(
      UPDATE,
      {
        id: ID,
        input: {
          ...opened.base,
          name: 'Renamed while stock moved',
          stockQuantity: opened.stockQuantity + 10,
          stockQuantityWas: opened.stockQuantity,
        },
      },
      { cookie: catalogue },
    );
    expect(data!.updateProduct).toEqual({
      product: null,
      errors: [{ code: 'STOCK_CHANGED', field: ['stockQuantity'] }],
    });
    const now = await openForm();
    expect([now.stockQuantity, now.base.name]).toEqual([opened.stockQuantity - 1, opened.base.name]);
    // Against the stock as it is now, the same change is taken.
    const again = await admin.execute(
      UPDATE,
      { id: ID, input: { ...now.base, stockQuantity: 80, stockQuantityWas: now.stockQuantity } },
      { cookie: catalogue },
    );
    expect(again.data!.updateProduct).toMatchObject({ product: { stockQuantity: 80 }, errors: [] });
  });

  it('lets OPERATIONS read the stock and correct it from what they saw, refusing a stale count', async () => {
    const operations = await admin.staffCookie('OPERATIONS');
    const seen = (await admin.execute(PRODUCT, { id: ID }, { cookie: operations })).data!.adminProduct!;
    await buy(1);
    const stale = await admin.execute(
      STOCK,
      { id: ID, quantity: 50, quantityWas: seen.stockQuantity },
      { cookie: operations },
    );
    expect(stale.data!.setProductStock).toEqual({
      product: null,
      errors: [{ code: 'STOCK_CHANGED', field: ['stockQuantity'] }],
    });
    const counted = await admin.execute(
      STOCK,
      { id: ID, quantity: 50, quantityWas: seen.stockQuantity - 1 },
      { cookie: operations },
    );
    expect(counted.data!.setProductStock).toEqual({ product: { stockQuantity: 50 }, errors: [] });
  });
});
