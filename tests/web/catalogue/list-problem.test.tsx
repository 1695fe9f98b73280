import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListProblem } from '@web/features/catalogue/list/list-problem';
import { renderWithProviders } from '../account/render';

/** The gateway's answer to ?page=N of a list (BAD_USER_INPUT with an error code, as in decision 003). */
const rejected = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'Invalid argument', extensions }] });
/** Links as the list page builds them, from the address /catalog/products?page=12&sort=price-asc. */
const link = (build: (current: URLSearchParams) => URLSearchParams) => ({
  to: `?${build(new URLSearchParams('page=12&sort=price-asc')).toString()}`,
  onClick: () => {},
});

describe('list problem', () => {
  it('says a page past the end does not exist and links to the last page, keeping the sort', () => {
    const error = rejected({
      code: 'BAD_USER_INPUT',
      errorCode: 'CATALOGUE_PAGE_NOT_FOUND',
      field: ['options', 'page'],
      lastPage: 11,
    });
    renderWithProviders(<ListProblem error={error} onRetry={() => {}} page={12} link={link} />);
    expect(screen.getByRole('alert')).toHaveTextContent('There is no page 12; the last page is 11.');
    expect(screen.getByRole('link', { name: 'Go to page 11' })).toHaveAttribute('href', '/?sort=price-asc&page=11');
    expect(screen.queryByText(/filters we do not recognise/)).toBeNull();
    expect(screen.queryByText(/No products match/)).toBeNull();
  });

  it('still names unknown filters as such', () => {
    const error = rejected({
      code: 'BAD_USER_INPUT',
      errorCode: 'CATALOGUE_UNKNOWN_FILTER',
      field: ['filters', '0', 'slug'],
    });
    renderWithProviders(<ListProblem error={error} onRetry={() => {}} page={1} link={link} />);
    expect(screen.getByRole('heading', { name: 'This link has filters we do not recognise' })).toBeInTheDocument();
  });
});
