/**
 * GST included in prices (pure, integer paise; no I/O). docs/decisions/024-gst-prices-and-invoices.md
 *
 * Every price a shopper sees already includes GST. A line's GST is worked out from its gross
 * amount (unit price × quantity, GST included), per line, in paise:
 *   taxable value = gross × 100 / (100 + rate), rounded half up to whole paise
 *   GST           = gross − taxable value (so taxable + GST = gross exactly)
 * Within the shop's own state (intra-state supply) the GST is split CGST + SGST, half each; an odd
 * paisa goes to CGST (CGST = GST − ⌊GST / 2⌋, SGST = ⌊GST / 2⌋). Across states it is all IGST. When the
 * place of supply is not known yet (a cart before an address), only the GST total is shown.
 *
 * Rates are kept as basis points (18 % = 1800) so that no float ever touches money.
 */

/** Rates a GST tariff may carry, in basis points: 0, 0.25, 3, 5, 12, 18, 28 and 40 %. */
export const GST_SLABS_BP: readonly number[] = [0, 25, 300, 500, 1200, 1800, 2800, 4000];

export function isGstSlab(rateBp: number): boolean {
  return GST_SLABS_BP.includes(rateBp);
}

/** "18" for 1800, "0.25" for 25: the rate as a decimal string (API `Decimal`). */
export function rateToDecimal(rateBp: number): string {
  const whole = Math.trunc(rateBp / 100);
  const cents = rateBp % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

/** "18", "18.0", "0.25" → basis points; null for anything else (not a number, more than 2 decimals). */
export function decimalToRate(value: string): number | null {
  const match = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Where the supply goes, from the shop's point of view. */
export type SupplyType = 'intra-state' | 'inter-state';

/** Intra-state when the place of supply is the shop's state of registration; null when unknown. */
export function supplyType(shopStateCode: string, placeOfSupply: string | null | undefined): SupplyType | null {
  if (!placeOfSupply) return null;
  return placeOfSupply === shopStateCode ? 'intra-state' : 'inter-state';
}

export interface GstAmounts {
  /** Value before GST, paise. */
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** cgst + sgst + igst. */
  tax: number;
}

export interface TaxedLine extends GstAmounts {
  /** Amount paid for the line, GST included (= taxable + tax). */
  gross: number;
  rateBp: number;
}

function checkPaise(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`invalid ${what} ${value}`);
}

/** The GST included in `gross` paise at `rateBp`, split for the supply type (null: not split). */
export function taxIncluded(gross: number, rateBp: number, supply: SupplyType | null): TaxedLine {
  checkPaise(gross, 'gross amount');
  if (!isGstSlab(rateBp)) throw new RangeError(`not a GST rate: ${rateBp} bp`);
  // Half up in integers: floor((2·gross·10000 + d) / 2d) with d = 10000 + rate.
  const d = 10_000 + rateBp;
  const taxable = Math.floor((2 * gross * 10_000 + d) / (2 * d));
  const tax = gross - taxable;
  const sgst = supply === 'intra-state' ? Math.floor(tax / 2) : 0;
  const cgst = supply === 'intra-state' ? tax - sgst : 0;
  const igst = supply === 'inter-state' ? tax : 0;
  return { gross, rateBp, taxable, cgst, sgst, igst, tax };
}

/** GST of a priced line: `unitPrice` paise (GST included) × `quantity`. */
export function lineTax(unitPrice: number, quantity: number, rateBp: number, supply: SupplyType | null): TaxedLine {
  checkPaise(unitPrice, 'unit price');
  if (!Number.isSafeInteger(quantity) || quantity < 0) throw new RangeError(`invalid quantity ${quantity}`);
  return taxIncluded(unitPrice * quantity, rateBp, supply);
}

/**
 * The rate a delivery charge carries. Delivery billed by the seller with the goods is part of a
 * composite supply, taxed at the rate of the principal supply (CGST Act s. 8(a)); we take the
 * principal supply to be the goods line of the highest value (the higher rate on a tie). No goods:
 * null (then there is no delivery charge either).
 */
export function deliveryRate(goods: readonly { gross: number; rateBp: number }[]): number | null {
  let best: { gross: number; rateBp: number } | null = null;
  for (const line of goods) {
    if (!best || line.gross > best.gross || (line.gross === best.gross && line.rateBp > best.rateBp)) best = line;
  }
  return best?.rateBp ?? null;
}

export interface RateSummary extends GstAmounts {
  rateBp: number;
  gross: number;
}

/** GST per rate over taxed lines, lowest rate first; rates with nothing to show are left out. */
export function summaryByRate(lines: readonly TaxedLine[]): RateSummary[] {
  const byRate = new Map<number, RateSummary>();
  for (const line of lines) {
    const sum = byRate.get(line.rateBp) ?? {
      rateBp: line.rateBp,
      gross: 0,
      taxable: 0,
      cgst: 0,
      sgst: 0,
      igst: 0,
      tax: 0,
    };
    sum.gross += line.gross;
    sum.taxable += line.taxable;
    sum.cgst += line.cgst;
    sum.sgst += line.sgst;
    sum.igst += line.igst;
    sum.tax += line.tax;
    byRate.set(line.rateBp, sum);
  }
  return [...byRate.values()].filter((s) => s.gross > 0).sort((a, b) => a.rateBp - b.rateBp);
}

/** Sum of GST amounts (for invoice totals). */
export function sumAmounts(lines: readonly GstAmounts[]): GstAmounts {
  return lines.reduce(
    (acc, l) => ({
      taxable: acc.taxable + l.taxable,
      cgst: acc.cgst + l.cgst,
      sgst: acc.sgst + l.sgst,
      igst: acc.igst + l.igst,
      tax: acc.tax + l.tax,
    }),
    { taxable: 0, cgst: 0, sgst: 0, igst: 0, tax: 0 },
  );
}
