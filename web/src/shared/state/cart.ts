import { makeVar } from '@apollo/client';
import {
  addLine,
  type AddToCartError,
  type CartLine,
  type CartLineRequest,
  MAX_LINES,
  parseCartQuantity,
  parseStoredLines,
  removeInstallation,
  removeLine,
  updateQuantities,
  validateLineRequest,
} from './cart-lines';
import { persistedVar } from './persisted-state';

/**
 * The shopper's cart as the browser keeps it (spec sections 3–4): lines only, no prices. Every
 * amount shown comes from the gateway's `cart` query for these lines.
 */
export const cartVar = persistedVar<CartLine[]>('cart', [], parseStoredLines);

/** Id of the signed-in shopper whose saved cart the browser cart mirrors (null: a guest cart). */
export const cartOwnerVar = persistedVar<string | null>('cartOwner', null, (value) =>
  value === null || typeof value === 'string' ? value : undefined,
);

/** The last successful add, for the "added to cart" toast (not persisted). */
export interface CartNotice {
  key: number;
  productName: string;
  quantity: number;
}
export const cartNoticeVar = makeVar<CartNotice | null>(null);

let notices = 0;

/** A line id unique enough for one browser (works without a secure context). */
export function newLineId(): string {
  const bytes = new Uint8Array(9);
  globalThis.crypto.getRandomValues(bytes);
  return `l-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Adds a line (merging with an equal one). `optionGroups` are the product's option slugs, all
 * required. Answers the error key to show, or null when the line was added.
 */
export function addToCart(
  request: CartLineRequest,
  product: { name: string; optionGroups?: readonly string[] },
): AddToCartError | null {
  const error = validateLineRequest(request, product.optionGroups);
  if (error) return error;
  const lines = cartVar();
  const next = addLine(lines, request, newLineId());
  if (next.length > MAX_LINES) return 'ERROR_ADD_TO_CART_QUANTITY';
  cartVar(next);
  cartNoticeVar({ key: ++notices, productName: product.name, quantity: parseCartQuantity(request.quantity) });
  return null;
}

export function removeFromCart(id: string): void {
  cartVar(removeLine(cartVar(), id));
}

export function removeCartInstallation(id: string): void {
  cartVar(removeInstallation(cartVar(), id));
}

export function updateCartQuantities(updates: readonly { id: string; value: unknown }[]): void {
  cartVar(updateQuantities(cartVar(), updates));
}

export function clearCart(): void {
  if (cartVar().length > 0) cartVar([]);
}
