import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { CheckoutPageDocument, type CheckoutPageQuery, CurrenciesDocument } from '@web/__generated__/graphql';
import { CheckoutPage } from '@web/features/checkout/checkout-page';
import { POSSIBLE_TYPES } from '@web/shared/apollo/possible-types';
import { i18n } from '@web/shared/i18n/i18n';
import { cartVar } from '@web/shared/state/cart';
import { toLineInputs } from '@web/shared/state/cart-lines';

const money = (amount: number) => ({ __typename: 'Money' as const, amount, currency: 'INR' });
const LINES = [{ id: 'l1', productId: 'p1', options: [], quantity: 1 }];
const ADDRESS = {
  __typename: 'Address',
  id: 'a1',
  firstName: 'Meera',
  lastName: 'Iyer',
  company: null,
  country: 'IN',
  address1: '7, Residency Road',
  address2: null,
  landmark: null,
  city: 'Bengaluru',
  state: 'KA',
  postcode: '560025',
  email: 'meera@example.in',
  phone: '+91 98450 67890',
  default: true,
};

function pageData(signedIn: boolean): CheckoutPageQuery {
  return {
    cart: {
      __typename: 'Cart',
      lines: [],
      quantity: 1,
      subtotal: money(100),
      totals: [],
      total: money(125),
      ready: true,
    },
    countries: [{ __typename: 'Country', code: 'IN', name: 'India' }],
    paymentMethods: [{ __typename: 'PaymentMethod', code: 'cash-on-delivery', maxTotal: null }],
    viewer: signedIn ? { __typename: 'User', id: 'u1', email: 'meera@example.in' } : null,
    addresses: signedIn ? [ADDRESS] : [],
  } as unknown as CheckoutPageQuery;
}

describe('checkout page data', () => {
  beforeEach(() => cartVar(LINES));

  it('builds the form from the server, not from a cache entry written before sign-in and the new address', async () => {
    const variables = { lines: toLineInputs(LINES) };
    const cache = new InMemoryCache({ possibleTypes: POSSIBLE_TYPES });
    // What an earlier visit as a guest left in the cache.
    cache.writeQuery({ query: CheckoutPageDocument, variables, data: pageData(false) });
    const currencies = [
      { __typename: 'Currency', code: 'INR', symbol: '₹', name: 'Indian rupee', rate: 1, isDefault: true },
    ];
    const link = new MockLink([
      { request: { query: CheckoutPageDocument, variables }, result: { data: pageData(true) }, delay: 20 },
      {
        request: { query: CurrenciesDocument },
        result: { data: { currencies } },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
    ]);
    const client = new ApolloClient({ cache, link });
    render(
      <ApolloProvider client={client}>
        <I18nProvider i18n={i18n}>
          <MemoryRouter>
            <CheckoutPage />
          </MemoryRouter>
        </I18nProvider>
      </ApolloProvider>,
    );
    // The stale guest form never shows: no e-mail field while the answer is on its way.
    expect(screen.queryByLabelText(/E-mail address/)).toBeNull();
    const saved = await screen.findByRole('radio', { name: /Meera Iyer.*Residency Road/ });
    expect(saved).toBeChecked();
    expect(
      screen.getByText('Signed in as meera@example.in. We send the order confirmation there.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/Address line 1/)).toBeNull();
    expect(screen.queryByLabelText(/E-mail address/)).toBeNull();
  });
});
