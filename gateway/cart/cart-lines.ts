/**
 * Cart lines (spec sections 4 and 5), as pure rules shared by the server's saved carts and
 * checkout: a line is a product with one value chosen for each of its option groups.
 * Adding merges into the line with the same product and the same option set, else appends a
 * new line with a new id. Options are compared as a set: order never matters.
 */

/** One chosen option value, by slugs (`{ option: 'size', value: 'l' }`). */
export interface LineOption {
  option: string;
  value: string;
}

/** A fitting booked with the line (see services/installation.ts); checked and priced on every read. */
export interface LineInstallation {
  packageId: string;
  city: string;
  slotStart: string;
}

export interface CartLine {
  id: string;
  productId: string;
  options: LineOption[];
  quantity: number;
  installation?: LineInstallation | null;
}

export type NewLine = Omit<CartLine, 'id'>;

/** Most of one product in one line; more is a mistake, not an order. */
export const MAX_LINE_QUANTITY = 999;
/** Most lines in one cart. */
export const MAX_CART_LINES = 100;

/**
 * Spec section 5: "a non-numeric quantity counts as 1", minimum 1. A number is truncated to
 * an integer; null means the quantity is invalid (below 1 or above MAX_LINE_QUANTITY).
 */
export function parseQuantity(value: unknown): number | null {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(number)) return 1;
  const whole = Math.trunc(number);
  return whole >= 1 && whole <= MAX_LINE_QUANTITY ? whole : null;
}

/** A stable key of an option set: sorted `option=value` pairs. */
export function optionKey(options: readonly LineOption[]): string {
  return options
    .map((o) => `${encodeURIComponent(o.option)}=${encodeURIComponent(o.value)}`)
    .sort()
    .join('&');
}

/** The key that decides whether two lines merge: product id + option set. */
export function lineKey(line: Pick<CartLine, 'productId' | 'options'>): string {
  return `${line.productId}?${optionKey(line.options)}`;
}

/**
 * Adds `item` to `lines`: its quantity is added to the matching line (capped at
 * MAX_LINE_QUANTITY) and its installation, if any, replaces the line's; else it becomes a new
 * last line with the id from `newId`.
 */
export function addLine(lines: readonly CartLine[], item: NewLine, newId: () => string): CartLine[] {
  const key = lineKey(item);
  const index = lines.findIndex((line) => lineKey(line) === key);
  if (index === -1) return [...lines, { ...item, id: newId() }];
  return lines.map((line, i) =>
    i === index
      ? {
          ...line,
          quantity: Math.min(MAX_LINE_QUANTITY, line.quantity + item.quantity),
          ...(item.installation ? { installation: item.installation } : {}),
        }
      : line,
  );
}

export function removeLine(lines: readonly CartLine[], id: string): CartLine[] {
  return lines.filter((line) => line.id !== id);
}

/** Sets quantities by (id, value); a value follows parseQuantity, an invalid one leaves the line. */
export function updateQuantities(
  lines: readonly CartLine[],
  updates: readonly { id: string; value: unknown }[],
): CartLine[] {
  const wanted = new Map(updates.map((u) => [u.id, parseQuantity(u.value)]));
  return lines.map((line) => {
    const quantity = wanted.get(line.id);
    return quantity ? { ...line, quantity } : line;
  });
}

/**
 * Merges `incoming` lines (a browser cart) into `base` (the account cart) with addLine, in
 * order: the same product and options add up, others are appended keeping their id unless it
 * is already taken.
 */
export function mergeLines(base: readonly CartLine[], incoming: readonly CartLine[], newId: () => string): CartLine[] {
  let merged = [...base];
  for (const line of incoming) {
    const taken = merged.some((m) => m.id === line.id);
    const item = { productId: line.productId, options: line.options, quantity: line.quantity };
    merged = addLine(merged, line.installation ? { ...item, installation: line.installation } : item, () =>
      taken ? newId() : line.id,
    );
  }
  return merged;
}
