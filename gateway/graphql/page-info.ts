import { checkIntRange } from './argument-errors';

/** The schema's `PageInfo` (base.graphql). */
export interface PageInfo {
  page: number;
  limit: number;
  total: number;
  pages: number;
  from: number;
  to: number;
}

/** A checked page request: 1-based page, its size, and the rows to skip. */
export interface PageRequest {
  page: number;
  limit: number;
  offset: number;
}

/**
 * Checks page arguments (page ≥ 1, 1 ≤ limit ≤ maxLimit; a BAD_USER_INPUT error with
 * ERROR_FORM_OUT_OF_RANGE otherwise). A page past the end is allowed and comes back empty.
 */
export function pageRequest(page: number, limit: number, maxLimit: number): PageRequest {
  checkIntRange(page, 1, Number.MAX_SAFE_INTEGER, 'page');
  checkIntRange(limit, 1, maxLimit, 'limit');
  return { page, limit, offset: (page - 1) * limit };
}

/** Where a page sits in a list of `total` items. */
export function pageInfo({ page, limit }: PageRequest, total: number): PageInfo {
  const pages = Math.ceil(total / limit);
  const first = (page - 1) * limit + 1;
  const empty = first > total;
  return { page, limit, total, pages, from: empty ? 0 : first, to: empty ? 0 : Math.min(total, page * limit) };
}
