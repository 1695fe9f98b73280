import { describe, expect, it } from 'vitest';
import { fitFirstSlices } from '../../../gateway/catalogue/fit-first-page';

describe('fitFirstSlices: where a numbered page falls across the fitting and the other products', () => {
  it('takes a page inside the fitting part from it alone', () => {
    expect(fitFirstSlices(7, 0, 4)).toEqual({ fitting: { offset: 0, limit: 4 }, others: null });
  });
  it('splits the page that straddles the boundary', () => {
    expect(fitFirstSlices(7, 4, 4)).toEqual({ fitting: { offset: 4, limit: 3 }, others: { offset: 0, limit: 1 } });
  });
  it('takes later pages from the others, counted from the boundary', () => {
    expect(fitFirstSlices(7, 8, 4)).toEqual({ fitting: null, others: { offset: 1, limit: 4 } });
  });
  it('with nothing fitting is the others list', () => {
    expect(fitFirstSlices(0, 16, 16)).toEqual({ fitting: null, others: { offset: 16, limit: 16 } });
  });
});
