import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { TrackOrderDocument } from '@web/__generated__/graphql';
import { REVIEW_ERRORS } from '@web/features/catalogue/product/use-add-review';
import { bookingErrorMessage } from '@web/features/services/service-messages';
import { TrackOrderPage } from '@web/features/orders/track-order-page';
import { i18n } from '@web/shared/i18n/i18n';
import { renderWithProviders } from '../account/render';

const LIMITED = 'Too many attempts. Please wait a few minutes and try again.';

describe('request limits in the storefront', () => {
  it('tells a shopper who tracked too often to wait, instead of a generic error', async () => {
    const user = userEvent.setup();
    const refused = new GraphQLError('Too many requests; try again later.', {
      path: ['trackOrder'],
      extensions: { code: 'RATE_LIMITED', errorCode: 'ERROR_RATE_LIMITED' },
    });
    renderWithProviders(<TrackOrderPage />, [
      {
        request: { query: TrackOrderDocument, variables: { number: 1001, email: 'ravi@example.in' } },
        result: { data: { trackOrder: null }, errors: [refused] },
      },
    ]);
    await user.type(screen.getByLabelText('Order number'), '1001');
    await user.type(screen.getByLabelText('E-mail address'), 'ravi@example.in');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LIMITED);
  });

  it('has the same message for a limited review and a limited booking', () => {
    expect(i18n._(REVIEW_ERRORS.ERROR_RATE_LIMITED)).toBe(LIMITED);
    expect(i18n._(bookingErrorMessage('ERROR_API_ERROR_RATE_LIMITED'))).toBe(LIMITED);
    expect(i18n._(bookingErrorMessage('ERROR_RATE_LIMITED'))).toBe(LIMITED);
  });
});

describe('track order: the order number as the shop writes it', () => {
  const noOrder = (number: number) => ({
    request: { query: TrackOrderDocument, variables: { number, email: 'ravi@example.in' } },
    result: { data: { trackOrder: null } },
  });

  it.each(['#1', 'GP-1', ' gp-1 '])('looks up order 1 for %j', async (typed) => {
    const user = userEvent.setup();
    renderWithProviders(<TrackOrderPage />, [noOrder(1)]);
    await user.type(screen.getByLabelText('Order number'), typed);
    await user.type(screen.getByLabelText('E-mail address'), 'ravi@example.in');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We found no order with this number and e-mail address.',
    );
    expect(screen.getByLabelText('Order number')).not.toHaveAttribute('aria-invalid');
  });

  it('says what to enter and clears the last result when the number cannot be read', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TrackOrderPage />, [noOrder(7)]);
    const number = screen.getByLabelText('Order number');
    await user.type(number, '7');
    await user.type(screen.getByLabelText('E-mail address'), 'ravi@example.in');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We found no order');
    await user.clear(number);
    await user.type(number, 'order seven');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByText(/Enter the order number from your order e-mail/)).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/We found no order/)).toBeNull();
  });
});
