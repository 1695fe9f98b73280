/**
 * Checks and prices one line against the product as stored (pure: no SQL). The caller loads
 * the product, its option groups and the fitment verdict.
 */
import type { FitmentVerdict } from '../vehicles/fitment';
import type { UserError } from '../accounts/user-error';
import type { OrderItemOption } from '../orders/orders.tables';
import type { LineOption } from './cart-lines';
import { MAX_LINE_QUANTITY } from './cart-lines';

export type StockState = 'in-stock' | 'out-of-stock' | 'on-backorder';

export interface ProductForLine {
  id: number;
  price: number;
  stock: StockState;
  stock_quantity: number;
}

export interface OptionGroup {
  slug: string;
  name: string;
  values: { slug: string; name: string }[];
}

export interface LineCheck {
  options: OrderItemOption[];
  /** Null when the options are not a valid choice (no price for an unknown choice). */
  unitPrice: number | null;
  errors: UserError[];
}

const err = (code: UserError['code'], ...field: string[]): UserError => ({ code, field: field.length ? field : null });

/** Every option group needs exactly one known value; unknown options or values are INVALID_OPTION. */
export function checkOptions(
  groups: readonly OptionGroup[],
  chosen: readonly LineOption[],
): { options: OrderItemOption[]; errors: UserError[] } {
  const options: OrderItemOption[] = [];
  const errors: UserError[] = [];
  const seen = new Set<string>();
  chosen.forEach((choice, index) => {
    const group = groups.find((g) => g.slug === choice.option);
    const value = group?.values.find((v) => v.slug === choice.value);
    if (!group || !value || seen.has(choice.option)) {
      errors.push(err('INVALID_OPTION', 'options', String(index)));
      return;
    }
    seen.add(choice.option);
    options.push({ option: group.slug, value: value.slug, name: group.name, valueName: value.name });
  });
  if (groups.some((g) => !seen.has(g.slug)) && errors.length === 0)
    errors.push(err('ERROR_ADD_TO_CART_OPTIONS', 'options'));
  // Display order follows the product's option order, whatever order the client sent.
  options.sort((a, b) => groups.findIndex((g) => g.slug === a.option) - groups.findIndex((g) => g.slug === b.option));
  return { options, errors };
}

/** Quantity and options of one line; stock is checked per product (stockErrors). */
export function checkLine(
  product: ProductForLine,
  groups: readonly OptionGroup[],
  line: { options: readonly LineOption[]; quantity: number },
): LineCheck {
  const { options, errors } = checkOptions(groups, line.options);
  if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_LINE_QUANTITY) {
    errors.push(err('ERROR_ADD_TO_CART_QUANTITY', 'quantity'));
  }
  const optionsValid = !errors.some((e) => e.code === 'INVALID_OPTION' || e.code === 'ERROR_ADD_TO_CART_OPTIONS');
  return { options, unitPrice: optionsValid ? product.price : null, errors };
}

/**
 * Stock rule for `wanted` units of a product (all its lines together):
 * out-of-stock → OUT_OF_STOCK; in-stock → at most stock_quantity (none left is OUT_OF_STOCK);
 * on-backorder → any quantity, taking nothing from stock.
 */
export function stockError(product: ProductForLine, wanted: number): 'OUT_OF_STOCK' | 'INSUFFICIENT_STOCK' | null {
  if (product.stock === 'on-backorder') return null;
  if (product.stock === 'out-of-stock' || product.stock_quantity <= 0) return 'OUT_OF_STOCK';
  return wanted > product.stock_quantity ? 'INSUFFICIENT_STOCK' : null;
}

/** Units of a product that can be ordered now; null = no limit (back-order). */
export function availableQuantity(product: ProductForLine): number | null {
  if (product.stock === 'on-backorder') return null;
  return product.stock === 'out-of-stock' ? 0 : product.stock_quantity;
}

/** How many units an order takes from the shelf: all of them in stock, none on back-order. */
export function stockToTake(product: ProductForLine, quantity: number): number {
  return product.stock === 'in-stock' ? quantity : 0;
}

export type { FitmentVerdict };
