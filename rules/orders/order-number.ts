/**
 * How an order number is written to the shopper: "order #42" in e-mails, "GP-42" as the payment
 * reference (bank transfer remarks, UPI note). Pure; the gateway and the web app both use it.
 */

/** The order's reference in payments (GP-42). */
export const orderReference = (orderNumber: number): string => `GP-${orderNumber}`;

/**
 * The order number in what a shopper typed: "42", "#42", "GP-42" or "gp 42" (spaces around
 * allowed); null for anything else (no digits, letters, more than 9 digits).
 */
export function parseOrderNumber(text: string): number | null {
  const match = /^\s*(?:#|GP\s*-?)?\s*(\d{1,9})\s*$/i.exec(text);
  const number = match ? Number(match[1]) : 0;
  return number > 0 ? number : null;
}
