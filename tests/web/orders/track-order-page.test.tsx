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
