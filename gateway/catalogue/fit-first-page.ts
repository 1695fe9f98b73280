/**
 * A page of a fit-first list (docs/decisions/038): the products that fit the shopper's vehicle
 * come first, then the rest, each part in the list's sort. Pure: where a numbered page falls
 * across the two parts, given how many products fit.
 */
export interface Slice {
  offset: number;
  limit: number;
}

/** The rows of each part on the page at `offset` (`limit` rows); null for a part the page does not reach. */
export function fitFirstSlices(
  fitting: number,
  offset: number,
  limit: number,
): { fitting: Slice | null; others: Slice | null } {
  const fromFitting = Math.max(0, Math.min(limit, fitting - offset));
  const fromOthers = limit - fromFitting;
  return {
    fitting: fromFitting > 0 ? { offset, limit: fromFitting } : null,
    others: fromOthers > 0 ? { offset: Math.max(0, offset - fitting), limit: fromOthers } : null,
  };
}
