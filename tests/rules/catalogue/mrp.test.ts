import { describe, expect, it } from 'vitest';
import { checkPriceWithinMrp } from '../../../rules/catalogue/mrp';

describe('checkPriceWithinMrp: a product is never sold above its MRP', () => {
  it('accepts a price below or equal to the MRP, and a product without an MRP', () => {
    expect(checkPriceWithinMrp(429_900, 504_900)).toBeNull();
    expect(checkPriceWithinMrp(504_900, 504_900)).toBeNull();
    expect(checkPriceWithinMrp(504_900, null)).toBeNull();
    expect(checkPriceWithinMrp(504_900, undefined)).toBeNull();
  });

  it('refuses a price above the MRP with a typed error on the price', () => {
    expect(checkPriceWithinMrp(504_901, 504_900)).toEqual({
      code: 'PRICE_ABOVE_MRP',
      field: 'price',
      price: 504_901,
      mrp: 504_900,
    });
  });
});
