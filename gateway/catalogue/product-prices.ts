import { checkPriceWithinMrp } from '../../rules/catalogue/mrp';

export interface PricedProduct {
  /** Names the product in the error. */
  slug: string;
  /** Paise, GST included. */
  price: number;
  /** Paise, or null without an MRP. */
  mrp: number | null;
}

/** Products that would be sold above their MRP; nothing of the batch may be written. */
export class PriceAboveMrpError extends Error {
  readonly code = 'PRICE_ABOVE_MRP';
  readonly products: PricedProduct[];
  constructor(products: PricedProduct[]) {
    const list = products.map((p) => `${p.slug} (price ₹${p.price / 100} > MRP ₹${p.mrp! / 100})`);
    super(`Selling price above the MRP: ${list.join(', ')}`);
    this.name = 'PriceAboveMrpError';
    this.products = products;
  }
}

/**
 * Refuses a batch of products to write when any of them is priced above its MRP
 * (rules/catalogue/mrp.ts); the database's check constraint is the backstop.
 */
export function assertPricesWithinMrp(products: readonly PricedProduct[]): void {
  const above = products.filter((p) => checkPriceWithinMrp(p.price, p.mrp) !== null);
  if (above.length > 0) throw new PriceAboveMrpError(above);
}
