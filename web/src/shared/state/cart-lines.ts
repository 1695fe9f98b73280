/**
 * Pure rules for the browser's cart lines (spec sections 4 and 5, decision 009). Options are kept
 * as slugs ({ name: option slug, value: value slug }): stable across languages, and exactly what
 * the gateway prices. Display names and every amount come from the server's `cart` query.
 */
export interface CartLineOption {
  name: string;
  value: string;
}

/**
 * A fitting booked with the line (battery or tyre installation): a package, a city and a slot
 * start. Optional, so carts stored before it existed (storage version 1) still load as they are.
 */
export interface CartLineInstallation {
  packageId: string;
  city: string;
  slotStart: string;
}

export interface CartLine {
  id: string;
  productId: string;
  options: CartLineOption[];
  quantity: number;
  installation?: CartLineInstallation;
}

export interface CartLineRequest {
  productId: string;
  options: CartLineOption[];
  quantity: unknown;
  installation?: CartLineInstallation;
}

export type AddToCartError = 'ERROR_ADD_TO_CART_QUANTITY' | 'ERROR_ADD_TO_CART_OPTIONS';

/** The gateway accepts 1–999 per line and at most 100 lines. */
export const MAX_QUANTITY = 999;
export const MAX_LINES = 100;

/** At least 1, at most 999, whole; a non-numeric quantity counts as 1. */
export function parseCartQuantity(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(typeof value === 'string' ? value.trim() : NaN);
  if (!Number.isFinite(n) || (typeof value === 'string' && value.trim() === '')) return 1;
  return Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(n)));
}

/** Same option set, compared as a set (order does not matter). */
export function sameOptions(a: readonly CartLineOption[], b: readonly CartLineOption[]): boolean {
  if (a.length !== b.length) return false;
  const key = (o: CartLineOption) => `${o.name}\u0000${o.value}`;
  const keys = new Set(a.map(key));
  return b.every((o) => keys.has(key(o)));
}

/**
 * Spec section 5: quantity is required and at least 1 (a non-numeric text counts as 1); every
 * option group of the product needs a value.
 */
export function validateLineRequest(
  request: CartLineRequest,
  optionGroups: readonly string[] = [],
): AddToCartError | null {
  const { quantity } = request;
  if (quantity === '' || quantity === null || quantity === undefined) return 'ERROR_ADD_TO_CART_QUANTITY';
  if (typeof quantity === 'number' && !(quantity >= 1)) return 'ERROR_ADD_TO_CART_QUANTITY';
  if (typeof quantity === 'string' && Number.isFinite(Number(quantity)) && Number(quantity) < 1) {
    return 'ERROR_ADD_TO_CART_QUANTITY';
  }
  const chosen = new Set(request.options.filter((o) => o.value !== '').map((o) => o.name));
  if (optionGroups.some((group) => !chosen.has(group))) return 'ERROR_ADD_TO_CART_OPTIONS';
  return null;
}

const copyInstallation = ({ packageId, city, slotStart }: CartLineInstallation): CartLineInstallation => ({
  packageId,
  city,
  slotStart,
});

/**
 * Adds into the line with the same product and option set (an installation in the request
 * replaces the line's), else appends a new line with `newId`.
 */
export function addLine(lines: readonly CartLine[], request: CartLineRequest, newId: string): CartLine[] {
  const quantity = parseCartQuantity(request.quantity);
  const installation = request.installation ? { installation: copyInstallation(request.installation) } : {};
  const index = lines.findIndex((l) => l.productId === request.productId && sameOptions(l.options, request.options));
  if (index >= 0) {
    return lines.map((l, i) =>
      i === index ? { ...l, quantity: Math.min(MAX_QUANTITY, l.quantity + quantity), ...installation } : l,
    );
  }
  const options = request.options.map(({ name, value }) => ({ name, value }));
  return [...lines, { id: newId, productId: request.productId, options, quantity, ...installation }];
}

/** The line without its installation (the shopper removed it, or its slot is gone). */
export function removeInstallation(lines: readonly CartLine[], id: string): CartLine[] {
  return lines.map((l) => {
    if (l.id !== id || !l.installation) return l;
    const { installation: _removed, ...rest } = l;
    return rest;
  });
}

export function removeLine(lines: readonly CartLine[], id: string): CartLine[] {
  return lines.filter((l) => l.id !== id);
}

/** Sets quantities by a list of (line id, value); unknown ids are ignored. */
export function updateQuantities(
  lines: readonly CartLine[],
  updates: readonly { id: string; value: unknown }[],
): CartLine[] {
  const byId = new Map(updates.map((u) => [u.id, parseCartQuantity(u.value)]));
  return lines.map((l) => (byId.has(l.id) ? { ...l, quantity: byId.get(l.id)! } : l));
}

/** Total number of units (a count, not money). */
export function countUnits(lines: readonly CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

const isOption = (o: unknown): o is CartLineOption =>
  typeof o === 'object' &&
  o !== null &&
  typeof (o as CartLineOption).name === 'string' &&
  typeof (o as CartLineOption).value === 'string';

const isInstallation = (value: unknown): value is CartLineInstallation => {
  const i = value as Partial<CartLineInstallation> | null;
  return (
    typeof i === 'object' &&
    i !== null &&
    typeof i.packageId === 'string' &&
    typeof i.city === 'string' &&
    typeof i.slotStart === 'string'
  );
};

/**
 * Accepts stored lines only when every line is well formed (else the stored cart is ignored).
 * `installation` is optional: lines stored before it existed are still version 1 lines.
 */
export function parseStoredLines(value: unknown): CartLine[] | undefined {
  if (!Array.isArray(value) || value.length > MAX_LINES) return undefined;
  const ok = value.every(
    (l: Partial<CartLine>) =>
      typeof l === 'object' &&
      l !== null &&
      typeof l.id === 'string' &&
      typeof l.productId === 'string' &&
      Array.isArray(l.options) &&
      l.options.every(isOption) &&
      Number.isInteger(l.quantity) &&
      l.quantity! >= 1 &&
      l.quantity! <= MAX_QUANTITY &&
      (l.installation === undefined || isInstallation(l.installation)),
  );
  return ok ? (value as CartLine[]) : undefined;
}

/** Lines as the gateway's CartLineInput / CheckoutItemInput (slugs; never a price). */
export function toLineInputs(lines: readonly CartLine[]) {
  return lines.map((l) => ({
    id: l.id,
    productId: l.productId,
    options: l.options.map((o) => ({ option: o.name, value: o.value })),
    quantity: l.quantity,
    ...(l.installation ? { installation: copyInstallation(l.installation) } : {}),
  }));
}

/** Lines answered by the gateway (saved or merged cart) back into browser lines. */
export function fromServerLines(
  lines: readonly {
    id: string;
    productId: string;
    quantity: number;
    options: readonly { option: string; value: string }[];
    installation?: { packageId: string; city: string; slotStart: string } | null;
  }[],
): CartLine[] {
  return lines.map((l) => ({
    id: l.id,
    productId: l.productId,
    options: l.options.map((o) => ({ name: o.option, value: o.value })),
    quantity: parseCartQuantity(l.quantity),
    ...(l.installation ? { installation: copyInstallation(l.installation) } : {}),
  }));
}

/**
 * What the product page's installation choice says right now: nothing chosen, chosen but not
 * complete yet (no slot), or a complete installation for the line.
 */
export type InstallationChoice =
  { status: 'none' } | { status: 'incomplete' } | { status: 'ready'; installation: CartLineInstallation };
