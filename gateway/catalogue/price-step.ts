/**
 * Price filter bounds (spec section 9: "min and max rounded to a magnitude step"). Amounts are
 * integer paise. The step is a power of ten one order below the spread's magnitude, never less
 * than 100 paise (₹1): ₹249–₹24,999 → step ₹1,000 → bounds ₹0–₹25,000.
 */
export const MIN_PRICE_STEP = 100;

export function priceStep(min: number, max: number): number {
  // A single price has no spread: use its own magnitude.
  const spread = max > min ? max - min : max;
  if (spread < MIN_PRICE_STEP * 10) return MIN_PRICE_STEP;
  return Math.max(MIN_PRICE_STEP, 10 ** (Math.floor(Math.log10(spread)) - 1));
}

export interface PriceBounds {
  min: number;
  max: number;
  step: number;
}

/** Bounds for the prices seen: min rounded down, max rounded up to the step; zeros when none. */
export function priceBounds(min: number | null, max: number | null): PriceBounds {
  if (min === null || max === null) return { min: 0, max: 0, step: MIN_PRICE_STEP };
  const step = priceStep(min, max);
  const low = Math.floor(min / step) * step;
  let high = Math.ceil(max / step) * step;
  if (high === low) high = low + step;
  return { min: low, max: high, step };
}
