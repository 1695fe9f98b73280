import { MockedProvider } from '@apollo/client/testing/react';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CheckoutSummary_CartFragment } from '@web/__generated__/graphql';
import { CheckoutSummary } from '@web/features/checkout/checkout-summary';
import { i18n } from '@web/shared/i18n/i18n';

const money = (amount: number) => ({ __typename: 'Money' as const, amount, currency: 'INR' });
const CART = {
  __typename: 'Cart',
  lines: [
    {
      __typename: 'CartLine',
      id: 'l1',
      productId: '7',
      product: { __typename: 'Product', id: '7', name: 'Exide Mileage 35Ah' },
      options: [],
      quantity: 1,
      total: money(429900),
      installation: {
        __typename: 'CartInstallation',
        city: 'bangalore',
        slotStart: '2027-03-02T04:30:00.000Z',
        package: {
          __typename: 'ServicePackage',
          id: 'battery/installation',
          name: 'Installation of a battery bought from us',
        },
        workshop: { __typename: 'ServiceCity', slug: 'bangalore', name: 'Bangalore' },
        price: money(14900),
      },
      errors: [],
    },
  ],
  quantity: 1,
  subtotal: money(429900),
  totals: [
    { __typename: 'CartTotal', type: 'SHIPPING', rate: null, included: false, price: money(2500) },
    { __typename: 'CartTotal', type: 'INSTALLATION', rate: null, included: false, price: money(14900) },
    { __typename: 'CartTotal', type: 'CGST', rate: '9', included: true, price: money(34116) },
    { __typename: 'CartTotal', type: 'SGST', rate: '9', included: true, price: money(34116) },
  ],
  total: money(447300),
  ready: true,
} as unknown as CheckoutSummary_CartFragment;

describe('checkout summary with an installation', () => {
  it('shows the installation with its line and in the totals, and a refused checkout’s error next to the line', () => {
    render(
      <MockedProvider mocks={[]}>
        <I18nProvider i18n={i18n}>
          <CheckoutSummary cart={CART} itemErrors={[['SLOT_FULL']]} />
        </I18nProvider>
      </MockedProvider>,
    );
    const summary = screen.getByRole('region', { name: 'Your order' });
    const [line] = within(summary).getAllByRole('listitem');
    expect(line).toHaveTextContent('Installation: Installation of a battery bought from us');
    expect(line).toHaveTextContent('Bangalore');
    expect(line).toHaveTextContent('₹149.00');
    expect(line).toHaveTextContent('This slot was just booked out. Please choose another one.');
    expect(within(summary).getByText('Installation', { selector: 'dt' }).nextSibling).toHaveTextContent('₹149.00');
    expect(within(summary).getByText('incl. CGST 9%', { selector: 'dt' }).nextSibling).toHaveTextContent('₹341.16');
    expect(summary).toHaveTextContent('Total₹4,473.00incl. CGST 9%₹341.16incl. SGST 9%₹341.16');
  });
});
