import { describe, expect, it } from 'vitest';
import { hasRoom, mergeSavedList, SAVED_LIST_LIMITS } from '../../../rules/catalogue/saved-lists';

describe('mergeSavedList', () => {
  it("keeps the account's order, then adds the browser's new ids once", () => {
    expect(mergeSavedList('wishlist', ['1', '2'], ['2', '3', '3', '1', '4'])).toEqual({
      ids: ['1', '2', '3', '4'],
      dropped: 0,
    });
  });

  it("stops at the compare list's limit and counts what did not fit", () => {
    expect(SAVED_LIST_LIMITS.compare).toBe(4);
    expect(mergeSavedList('compare', ['1', '2', '3'], ['4', '5', '6'])).toEqual({
      ids: ['1', '2', '3', '4'],
      dropped: 2,
    });
    expect(mergeSavedList('compare', ['1', '2', '3', '4'], ['1'])).toEqual({ ids: ['1', '2', '3', '4'], dropped: 0 });
    expect(hasRoom('compare', ['1', '2', '3'])).toBe(true);
    expect(hasRoom('compare', ['1', '2', '3', '4'])).toBe(false);
  });
});
