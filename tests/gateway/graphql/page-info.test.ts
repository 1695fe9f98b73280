import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { pageInfo, pageRequest } from '../../../gateway/graphql/page-info';

describe('page requests and page info', () => {
  it('computes the offset of a page', () => {
    expect(pageRequest(1, 8, 50)).toEqual({ page: 1, limit: 8, offset: 0 });
    expect(pageRequest(3, 8, 50)).toEqual({ page: 3, limit: 8, offset: 16 });
  });

  it.each([
    [0, 8, 'page'],
    [-1, 8, 'page'],
    [1, 0, 'limit'],
    [1, 51, 'limit'],
    [1.5, 8, 'page'],
  ])('rejects page %s with limit %s (%s) as BAD_USER_INPUT', (page, limit, field) => {
    try {
      pageRequest(page, limit, 50);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(GraphQLError);
      expect((error as GraphQLError).extensions).toEqual({
        code: 'BAD_USER_INPUT',
        errorCode: 'ERROR_FORM_OUT_OF_RANGE',
        field: [field],
      });
    }
  });

  it('describes first, middle, last, past-the-end and empty pages', () => {
    expect(pageInfo(pageRequest(1, 8, 50), 20)).toEqual({ page: 1, limit: 8, total: 20, pages: 3, from: 1, to: 8 });
    expect(pageInfo(pageRequest(2, 8, 50), 20)).toEqual({ page: 2, limit: 8, total: 20, pages: 3, from: 9, to: 16 });
    expect(pageInfo(pageRequest(3, 8, 50), 20)).toEqual({ page: 3, limit: 8, total: 20, pages: 3, from: 17, to: 20 });
    expect(pageInfo(pageRequest(4, 8, 50), 20)).toEqual({ page: 4, limit: 8, total: 20, pages: 3, from: 0, to: 0 });
    expect(pageInfo(pageRequest(1, 8, 50), 0)).toEqual({ page: 1, limit: 8, total: 0, pages: 0, from: 0, to: 0 });
  });
});
