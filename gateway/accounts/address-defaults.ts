/**
 * The address-default rules of spec section 4, as pure decisions the service applies in one
 * transaction:
 * - the first address ever becomes the default;
 * - a new default clears the flag on the others;
 * - deleting the default makes the first remaining address (oldest) the default.
 */

/** Whether a new address is the default, given how many the shopper already has. */
export function isDefaultOnAdd(existingCount: number, requested: boolean | null | undefined): boolean {
  return existingCount === 0 || requested === true;
}

/**
 * Whether an edited address is the default afterwards. Unticking the only default is ignored:
 * a shopper with addresses always has one default.
 */
export function isDefaultOnEdit(wasDefault: boolean, requested: boolean | null | undefined): boolean {
  return wasDefault || requested === true;
}

/** Which address becomes the default after a deletion: null if none changes. */
export function promotedAfterDelete(
  deletedWasDefault: boolean,
  remaining: readonly { id: string; seq: number }[],
): string | null {
  if (!deletedWasDefault || remaining.length === 0) return null;
  return remaining.reduce((first, a) => (a.seq < first.seq ? a : first)).id;
}
