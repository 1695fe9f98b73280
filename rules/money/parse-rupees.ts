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
