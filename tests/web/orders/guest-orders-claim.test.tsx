import { MockedProvider } from '@apollo/client/testing/react';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { ClaimGuestOrdersDocument, RequestGuestOrderClaimDocument } from '@web/__generated__/graphql';
import { ClaimOrdersPage } from '@web/features/orders/claim-orders-page';
import { GuestOrdersClaim } from '@web/features/orders/guest-orders-claim';
import { i18n } from '@web/shared/i18n/i18n';
import { renderWithProviders } from '../account/render';

const TOKEN = 'A'.repeat(43);

function claimPage(claimGuestOrders: { claimed: number | null; errors: { code: string; field: string[] | null }[] }) {
  const errors = claimGuestOrders.errors.map((e) => ({ ...e, __typename: 'UserError' }));
  return render(
    <MockedProvider
      mocks={[
        {
          request: { query: ClaimGuestOrdersDocument, variables: { token: TOKEN } },
          result: {
            data: { claimGuestOrders: { ...claimGuestOrders, errors, __typename: 'ClaimGuestOrdersPayload' } },
          },
        },
      ]}
    >
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[`/account/claim-orders?token=${TOKEN}`]}>
          <ClaimOrdersPage />
        </MemoryRouter>
      </I18nProvider>
    </MockedProvider>,
  );
}

describe('claiming guest orders', () => {
  it('offers nothing when no guest orders wait', () => {
    renderWithProviders(<GuestOrdersClaim viewer={{ id: 'u1', guestOrdersToClaim: 0 }} />);
    expect(screen.queryByRole('button', { name: 'Send me a link' })).toBeNull();
  });

  it('sends the link on request and says where to look', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GuestOrdersClaim viewer={{ id: 'u1', guestOrdersToClaim: 2 }} />, [
      {
        request: { query: RequestGuestOrderClaimDocument },
        result: { data: { requestGuestOrderClaim: { errors: [], __typename: 'AccountPayload' } } },
      },
    ]);
    expect(
      screen.getByText(/2 orders you placed as a guest with this e-mail address can be added to your account/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We have sent you an e-mail.');
  });

  it('claims with the token from the link and tells how many orders were added', async () => {
    claimPage({ claimed: 2, errors: [] });
    expect(await screen.findByRole('status')).toHaveTextContent('2 orders were added to your account.');
    expect(screen.getByRole('link', { name: 'Go to your orders' })).toHaveAttribute('href', '/account/orders');
  });

  it('explains a used, expired or foreign link in the shopper language', async () => {
    claimPage({ claimed: null, errors: [{ code: 'GUEST_ORDER_CLAIM_INVALID_TOKEN', field: ['token'] }] });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired, was already used');
  });
});
