import { describe, expect, it } from 'vitest';
import { CatalogueInputError } from '../../../gateway/catalogue/catalogue-errors';
import { checkPageExists, listPaging, readablePaging } from '../../../gateway/catalogue/list-options';
import { priceBounds, priceStep } from '../../../gateway/catalogue/price-step';
import { decodeCursor, encodeCursor } from '../../../gateway/catalogue/product-cursor';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof CatalogueInputError) return `${error.errorCode} ${error.field.join('.')}`;
    throw error;
  }
  return 'no error';
};

describe('price bounds', () => {
  it('rounds to a power of ten one order below the spread', () => {
    expect(priceStep(24_900, 2_499_900)).toBe(100_000);
    expect(priceBounds(24_900, 2_499_900)).toEqual({ min: 0, max: 2_500_000, step: 100_000 });
    expect(priceBounds(500_000, 520_000)).toEqual({ min: 500_000, max: 520_000, step: 1_000 });
    expect(priceBounds(129_900, 129_900)).toEqual({ min: 120_000, max: 130_000, step: 10_000 });
  });
  it('never goes below ₹1 and is zero when nothing matches', () => {
    expect(priceBounds(150, 350)).toEqual({ min: 100, max: 400, step: 100 });
    expect(priceBounds(null, null)).toEqual({ min: 0, max: 0, step: 100 });
  });
});

describe('cursors', () => {
  it('round-trips the sort key and id', () => {
    const cursor = encodeCursor('PRICE_ASC', { key: 49_900, id: 12 });
    expect(decodeCursor(cursor, 'PRICE_ASC', ['options', 'after'])).toEqual({ key: 49_900, id: 12 });
    const byDate = encodeCursor('DEFAULT', { key: '2025-02-11 06:10:00+00', id: 3 });
    expect(decodeCursor(byDate, 'DEFAULT', ['after'])).toEqual({ key: '2025-02-11 06:10:00+00', id: 3 });
  });
  it('rejects garbage, tampering and a cursor of another sort', () => {
    const cursor = encodeCursor('PRICE_ASC', { key: 49_900, id: 12 });
    expect(codeOf(() => decodeCursor(cursor, 'NAME_ASC', ['after']))).toBe('CATALOGUE_INVALID_PAGINATION after');
    expect(codeOf(() => decodeCursor('not a cursor!', 'DEFAULT', ['after']))).toBe(
      'CATALOGUE_INVALID_PAGINATION after',
    );
    const forged = Buffer.from(JSON.stringify(['PRICE_ASC', 'x', 1])).toString('base64url');
    expect(codeOf(() => decodeCursor(forged, 'PRICE_ASC', ['after']))).toBe('CATALOGUE_INVALID_PAGINATION after');
    const badDate = Buffer.from(JSON.stringify(['DEFAULT', 'yesterday', 1])).toString('base64url');
    expect(codeOf(() => decodeCursor(badDate, 'DEFAULT', ['after']))).toBe('CATALOGUE_INVALID_PAGINATION after');
  });
});

describe('list paging', () => {
  it('defaults to page 1 of 16, newest first', () => {
    expect(listPaging({}, null)).toEqual({ mode: 'PAGE', sort: 'DEFAULT', page: 1, limit: 16, offset: 0 });
  });
  it('uses cursors for a cursor category unless a page is asked for, and whenever a cursor is given', () => {
    expect(listPaging({}, 'CURSOR').mode).toBe('CURSOR');
    expect(listPaging({ page: 2 }, 'CURSOR').mode).toBe('PAGE');
    expect(listPaging({ after: encodeCursor('DEFAULT', { key: '2025-01-01 00:00:00+00', id: 1 }) }, 'PAGE').mode).toBe(
      'CURSOR',
    );
  });
  it('rejects bad pages, limits and combinations', () => {
    expect(codeOf(() => listPaging({ page: 0 }, null))).toBe('ERROR_FORM_OUT_OF_RANGE options.page');
    expect(codeOf(() => listPaging({ limit: 101 }, null))).toBe('ERROR_FORM_OUT_OF_RANGE options.limit');
    expect(codeOf(() => listPaging({ limit: 0 }, null))).toBe('ERROR_FORM_OUT_OF_RANGE options.limit');
    expect(codeOf(() => listPaging({ after: 'a', before: 'b' }, null))).toBe(
      'CATALOGUE_INVALID_PAGINATION options.before',
    );
    const after = encodeCursor('DEFAULT', { key: '2025-01-01 00:00:00+00', id: 1 });
    expect(codeOf(() => listPaging({ after, page: 2 }, null))).toBe('CATALOGUE_INVALID_PAGINATION options.page');
  });

  it('checks a page against the total: past the end names the last page; too deep is out of range', () => {
    const page = (n: number) => listPaging({ page: n }, null);
    expect(() => checkPageExists(page(11), 176)).not.toThrow();
    expect(() => checkPageExists(page(1), 0)).not.toThrow();
    expect(() => checkPageExists(listPaging({}, 'CURSOR'), 0)).not.toThrow();
    const past = (n: number, total: number) => {
      try {
        checkPageExists(page(n), total);
      } catch (error) {
        const e = error as CatalogueInputError;
        return `${e.errorCode} ${e.field.join('.')} ${JSON.stringify(e.details)}`;
      }
      return 'no error';
    };
    expect(past(12, 176)).toBe('CATALOGUE_PAGE_NOT_FOUND options.page {"lastPage":11}');
    expect(past(2, 0)).toBe('CATALOGUE_PAGE_NOT_FOUND options.page {"lastPage":1}');
    expect(past(999_999, 176)).toBe('CATALOGUE_PAGE_NOT_FOUND options.page {"lastPage":11}');
    expect(past(6252, 200_000)).toBe('ERROR_FORM_OUT_OF_RANGE options.page {}');
    // A page too deep to read is never read: the first page stands in while the list is counted.
    expect(readablePaging(page(1_000_000))).toMatchObject({ page: 1, offset: 0 });
  });
});
