/**
 * Cart and order totals (spec section 9), in integer paise:
 * - subtotal: the sum of the line totals (unit price × quantity);
 * - shipping: a flat ₹25 (2,500 paise) when the cart holds at least one line, else 0;
 * - tax: 20 % of the subtotal, computed once per cart/order (not per line) and rounded to whole
 *   paise half up (x.5 paise → x+1); amounts are never negative, so half up = half away from 0;
 * - installation: the installation packages booked with the lines (their prices include taxes,
 *   so they are not taxed again);
 * - total: subtotal + shipping + tax + installation.
 */

export const SHIPPING_PAISE = 2500;
export const TAX_PERCENT = 20;

export interface Totals {
  /** Sum of line quantities. */
  quantity: number;
  subtotal: number;
  shipping: number;
  tax: number;
  installation: number;
  total: number;
}

/** TAX_PERCENT of `subtotal` paise, rounded half up to whole paise, in exact integer arithmetic. */
export function taxOn(subtotal: number): number {
  if (!Number.isSafeInteger(subtotal) || subtotal < 0) throw new RangeError(`invalid subtotal ${subtotal}`);
  return Math.floor((subtotal * TAX_PERCENT + 50) / 100);
}

export function lineTotal(unitPrice: number, quantity: number): number {
  const total = unitPrice * quantity;
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`invalid line ${unitPrice} × ${quantity}`);
  return total;
}

/** Totals of priced lines and the sum of their installations' prices. */
export function cartTotals(lines: readonly { unitPrice: number; quantity: number }[], installation = 0): Totals {
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line.unitPrice, line.quantity), 0);
  const shipping = lines.length > 0 ? SHIPPING_PAISE : 0;
  const tax = taxOn(subtotal);
  if (!Number.isSafeInteger(installation) || installation < 0)
    throw new RangeError(`invalid installation ${installation}`);
  return { quantity, subtotal, shipping, tax, installation, total: subtotal + shipping + tax + installation };
}
