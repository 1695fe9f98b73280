/**
 * An amount of rupees as staff type it from a bank statement ("4,200.13", "4200"), in integer
 * paise; null when it is not one. Shared by `npm run orders -- pay` and the back office's
 * mark-paid form.
 */
export function parseRupees(value: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value.trim().replace(/,/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The most paise a payment can be: the largest GraphQL Int (₹2,14,74,836.47). */
export const MAX_PAYMENT_PAISE = 2_147_483_647;

/** Whether `paise` can be a payment's amount: at least one paisa, at most MAX_PAYMENT_PAISE. */
export const isPaymentAmount = (paise: number): boolean =>
  Number.isSafeInteger(paise) && paise >= 1 && paise <= MAX_PAYMENT_PAISE;
