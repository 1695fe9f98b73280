/**
 * Quantity and value limits over a whole cart or order (decision 066), pure. One product counts
 * toward MAX_LINE_QUANTITY over all its lines; the goods and installations of an order are worth
 * at most MAX_ORDER_VALUE. Lines past a limit carry the error and do not count for the totals, so
 * every amount the API answers stays far inside GraphQL's 32-bit Int.
 */
import type { UserError } from '../accounts/user-error';
import { MAX_LINE_QUANTITY } from './cart-lines';

/** ₹10,00,000 in paise: the most the goods and installations of one online order may be worth. */
export const MAX_ORDER_VALUE = 100_000_000;

export const ORDER_VALUE_ERROR = 'ORDER_VALUE_LIMIT_EXCEEDED';

interface LimitedLine {
  product: { id: number } | null;
  quantity: number;
  unitPrice: number | null;
  errors: UserError[];
}

const hasError = (line: { errors: readonly UserError[] }, code: string) => line.errors.some((e) => e.code === code);

/** Whether a line's amount counts for the totals: priced, a quantity in range, within the order value. */
export function countsForTotals(line: LimitedLine): boolean {
  return (
    line.unitPrice !== null &&
    line.product !== null &&
    !hasError(line, 'ERROR_ADD_TO_CART_QUANTITY') &&
    !hasError(line, ORDER_VALUE_ERROR)
  );
}

/**
 * Adds ERROR_ADD_TO_CART_QUANTITY to every line of a product wanted more than MAX_LINE_QUANTITY
 * times over all its lines. Changes the lines' errors in place.
 */
export function limitQuantities(lines: readonly LimitedLine[]): void {
  const wanted = new Map<number, number>();
  for (const line of lines)
    if (line.product) wanted.set(line.product.id, (wanted.get(line.product.id) ?? 0) + line.quantity);
  for (const line of lines) {
    if (
      line.product &&
      wanted.get(line.product.id)! > MAX_LINE_QUANTITY &&
      !hasError(line, 'ERROR_ADD_TO_CART_QUANTITY')
    )
      line.errors.push({ code: 'ERROR_ADD_TO_CART_QUANTITY', field: ['quantity'] });
  }
}

/**
 * Adds ORDER_VALUE_LIMIT_EXCEEDED to each line, in order, whose counted units (`units`: what the
 * totals count of it, decision 067) would take the goods past MAX_ORDER_VALUE. Changes the lines'
 * errors in place.
 */
export function limitValue<L extends LimitedLine>(lines: readonly L[], units: (line: L) => number): void {
  let value = 0;
  for (const line of lines) {
    if (!countsForTotals(line)) continue;
    const amount = line.unitPrice! * units(line);
    if (value + amount > MAX_ORDER_VALUE) line.errors.push({ code: ORDER_VALUE_ERROR, field: ['quantity'] });
    else value += amount;
  }
}

/** Both limits, every unit of a line counted (limitQuantities, then limitValue). */
export function limitLines(lines: readonly LimitedLine[]): void {
  limitQuantities(lines);
  limitValue(lines, (line) => line.quantity);
}

/**
 * Which of the installations booked with the lines fit in the order value left after `goods`
 * paise: true for each that fits (in line order), false for each that would pass MAX_ORDER_VALUE.
 */
export function installationsWithinValue(goods: number, prices: readonly number[]): boolean[] {
  let value = goods;
  return prices.map((price) => {
    if (value + price > MAX_ORDER_VALUE) return false;
    value += price;
    return true;
  });
}
