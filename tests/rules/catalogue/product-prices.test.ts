/**
 * A product's price and MRP (rules/catalogue/product-fields.ts): from ₹1 to ₹1 crore, in whole
 * paise. A price of ₹0 was taken by the form, the API and the CSV import, and the shop sold at ₹0.
 */
import { describe, expect, it } from 'vitest';
import { checkProductFields, type ProductFields } from '../../../rules/catalogue/product-fields';

const PRODUCT: ProductFields = {
  sku: 'GP-TEST-0001',
  name: 'Brake shoes',
  slug: '',
  partNumber: '0 986 TEST 001',
  brand: 'bosch',
  type: 'brake-pad',
  categories: ['brake-pads'],
  price: 149_900,
  mrp: 175_000,
  hsnCode: '870830',
  stockQuantity: 12,
  stockStatus: 'in-stock',
  excerpt: '',
  description: '',
  compatibility: 'unknown',
  vehicles: [],
  options: [],
};
const priceErrors = (price: number, mrp: number | null) =>
  checkProductFields({ ...PRODUCT, price, mrp }).filter((e) => e.field[0] === 'price' || e.field[0] === 'mrp');

describe('price and MRP', () => {
  it.each([
    [0, null, [{ code: 'PRICE_TOO_LOW', field: ['price'] }]],
    [99, null, [{ code: 'PRICE_TOO_LOW', field: ['price'] }]],
    [-100, null, [{ code: 'PRICE_TOO_LOW', field: ['price'] }]],
    [100, 0, [{ code: 'PRICE_TOO_LOW', field: ['mrp'] }]],
    [
      50,
      99,
      [
        { code: 'PRICE_TOO_LOW', field: ['price'] },
        { code: 'PRICE_TOO_LOW', field: ['mrp'] },
      ],
    ],
    [100.5, null, [{ code: 'ERROR_FORM_OUT_OF_RANGE', field: ['price'] }]],
    [1_000_000_001, null, [{ code: 'ERROR_FORM_OUT_OF_RANGE', field: ['price'] }]],
  ])('refuses a price of %s paise with an MRP of %s', (price, mrp, expected) => {
    expect(priceErrors(price, mrp)).toEqual(expected);
  });

  it.each([
    [100, null],
    [100, 100],
    [1_000_000_000, null],
  ])('takes a price of %s paise with an MRP of %s', (price, mrp) => {
    expect(priceErrors(price, mrp)).toEqual([]);
  });
});
