/**
 * The MRP rule (pure). Prices include GST, and the selling price of a product never exceeds its
 * MRP (maximum retail price, `compareAtPrice`, shown as "MRP"): the Legal Metrology (Packaged
 * Commodities) Rules forbid selling a packaged good above the MRP printed on it. A product
 * without an MRP has nothing to compare. Amounts are integer paise.
 */
export interface PriceWithinMrpError {
  code: 'PRICE_ABOVE_MRP';
  /** The field to correct: the price is the one that is too high. */
  field: 'price';
  price: number;
  mrp: number;
}

/** Null when `price` may be asked with this `mrp`, else the typed error. */
export function checkPriceWithinMrp(price: number, mrp: number | null | undefined): PriceWithinMrpError | null {
  if (mrp === null || mrp === undefined) return null;
  return price > mrp ? { code: 'PRICE_ABOVE_MRP', field: 'price', price, mrp } : null;
}
