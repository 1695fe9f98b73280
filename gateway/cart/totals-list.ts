/**
 * The schema's `totals` list (spec: a list of title and price) for carts and orders:
 * delivery, installation, then the GST those amounts include — per rate, as CGST + SGST (same
 * state), IGST (another state) or one GST figure (place of supply not known yet), each marked
 * `included` so that no client adds it again. Orders placed before prices included GST keep their
 * recorded 20 % TAX line, which was added on top (included: false).
 */
import { rateToDecimal, type RateSummary, type SupplyType } from '../../rules/gst/gst';

export type TotalType = 'SHIPPING' | 'INSTALLATION' | 'TAX' | 'GST' | 'CGST' | 'SGST' | 'IGST';

export interface TotalEntry {
  type: TotalType;
  price: { amount: number; currency: string };
  /** Percent as a decimal string for GST lines ("9" for CGST at 18 %), else null. */
  rate: string | null;
  included: boolean;
}

export const inr = (amount: number) => ({ amount, currency: 'INR' });

const entry = (type: TotalType, amount: number, rate: string | null = null, included = false): TotalEntry => ({
  type,
  price: inr(amount),
  rate,
  included,
});

/** The GST lines of a breakdown, lowest rate first; a 0 % rate includes no GST and is left out. */
export function gstEntries(supply: SupplyType | null, byRate: readonly RateSummary[]): TotalEntry[] {
  return byRate
    .filter((r) => r.rateBp > 0)
    .flatMap((r): TotalEntry[] => {
      if (supply === 'intra-state') {
        const half = rateToDecimal(r.rateBp / 2);
        return [entry('CGST', r.cgst, half, true), entry('SGST', r.sgst, half, true)];
      }
      if (supply === 'inter-state') return [entry('IGST', r.igst, rateToDecimal(r.rateBp), true)];
      return [entry('GST', r.tax, rateToDecimal(r.rateBp), true)];
    });
}

/**
 * `gst` null: an order from before prices included GST (shipping, its TAX added on top, then
 * installation); otherwise shipping, installation when there is some, then the GST included.
 */
export function totalsList(
  amounts: { shipping: number; tax: number; installation: number },
  gst: { supply: SupplyType | null; byRate: readonly RateSummary[] } | null,
): TotalEntry[] {
  if (gst === null) {
    return [
      entry('SHIPPING', amounts.shipping),
      entry('TAX', amounts.tax),
      ...(amounts.installation ? [entry('INSTALLATION', amounts.installation)] : []),
    ];
  }
  return [
    entry('SHIPPING', amounts.shipping),
    ...(amounts.installation ? [entry('INSTALLATION', amounts.installation)] : []),
    ...gstEntries(gst.supply, gst.byRate),
  ];
}
