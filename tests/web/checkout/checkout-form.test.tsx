import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutPageQuery } from '@web/__generated__/graphql';
import { CheckoutForm } from '@web/features/checkout/checkout-form';
import { EMPTY_ADDRESS, formPathOf, newIdempotencyKey, toCheckoutInput } from '@web/features/checkout/checkout-input';
import { i18n } from '@web/shared/i18n/i18n';
import { cartVar } from '@web/shared/state/cart';
import { describedText, renderWithProviders } from '../account/render';

const money = (amount: number) => ({ __typename: 'Money' as const, amount, currency: 'INR' });
const DATA = {
  cart: {
    __typename: 'Cart',
    lines: [],
    quantity: 1,
    subtotal: money(100),
    totals: [],
    total: money(100),
    ready: true,
  },
  countries: [
    { __typename: 'Country', code: 'IN', name: 'India' },
    { __typename: 'Country', code: 'DE', name: 'Germany' },
  ],
  paymentMethods: [
    { __typename: 'PaymentMethod', code: 'cash-on-delivery' },
    { __typename: 'PaymentMethod', code: 'bank-transfer' },
  ],
  viewer: null,
  addresses: [],
} as unknown as CheckoutPageQuery;

describe('checkout form', () => {
  beforeEach(() => cartVar([{ id: 'l1', productId: 'p1', options: [], quantity: 1 }]));

  it('asks a guest for the e-mail, the shipping address and the terms before placing the order', async () => {
    const user = userEvent.setup();
    const onPlaced = vi.fn<(order: { id: string; token: string | null; number: number }) => void>();
    renderWithProviders(<CheckoutForm data={DATA} onPlaced={onPlaced} />);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    for (const label of [
      /E-mail address/,
      /First name/,
      /Last name/,
      /Address line 1/,
      /Town \/ City/,
      /^State/,
      /PIN code/,
      /Phone/,
    ]) {
      expect(describedText(screen.getByLabelText(label)), String(label)).toBe('This field is required.');
    }
    expect(describedText(screen.getByRole('checkbox', { name: /terms and conditions/ }))).toBe(
      'Please agree to the terms and conditions.',
    );
    expect(screen.getByLabelText(/E-mail address/)).toHaveFocus();
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it('checks the e-mail, the PIN code and the phone number, and drops the Indian rules abroad', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <CheckoutForm
        data={DATA}
        onPlaced={vi.fn<(order: { id: string; token: string | null; number: number }) => void>()}
      />,
    );
    await user.type(screen.getByLabelText(/E-mail address/), 'ravi');
    await user.type(screen.getByLabelText(/PIN code/), '06002');
    await user.type(screen.getByLabelText(/Phone/), '12');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(describedText(screen.getByLabelText(/E-mail address/))).toBe('Please enter a valid e-mail address.');
    expect(describedText(screen.getByLabelText(/PIN code/))).toBe(
      'This is not a valid Indian PIN code: it has 6 digits and does not start with 0.',
    );
    expect(describedText(screen.getByLabelText(/Phone/))).toBe('Please enter a valid phone number.');
    await user.click(screen.getByRole('checkbox', { name: 'Same as the shipping address' }));
    const [, billingCountry] = screen.getAllByLabelText(/Country/);
    await user.selectOptions(billingCountry!, 'DE');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const [, billingState] = screen.getAllByLabelText(/^State/);
    expect(billingState).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/Postcode/)).not.toHaveAttribute('aria-invalid');
  });

  it('delivers within India only: the shipping country is India, billing may be abroad', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <CheckoutForm
        data={DATA}
        onPlaced={vi.fn<(order: { id: string; token: string | null; number: number }) => void>()}
      />,
    );
    const shippingCountry = screen.getByLabelText(/Country/);
    expect(Array.from((shippingCountry as HTMLSelectElement).options, (o) => o.value)).toEqual(['IN']);
    expect(describedText(shippingCountry)).toBe('We deliver within India only.');
    await user.click(screen.getByRole('checkbox', { name: 'Same as the shipping address' }));
    const [, billingCountry] = screen.getAllByLabelText(/Country/);
    expect(Array.from((billingCountry as HTMLSelectElement).options, (o) => o.value)).toEqual(['IN', 'DE']);
  });

  it('fills in the state from the PIN code and checks that they match', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <CheckoutForm
        data={DATA}
        onPlaced={vi.fn<(order: { id: string; token: string | null; number: number }) => void>()}
      />,
    );
    const state = screen.getByRole('combobox', { name: /^State/ });
    await user.type(screen.getByLabelText(/PIN code/), '600001');
    expect(state).toHaveValue('TN');
    expect(screen.getByRole('option', { name: 'Tamil Nadu', selected: true })).toBeInTheDocument();
    await user.selectOptions(state, 'KA');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(describedText(screen.getByLabelText(/PIN code/))).toBe(
      'This PIN code is not in the chosen state. Please check both.',
    );
  });

  it('shows a billing address form only when billing differs from shipping', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <CheckoutForm
        data={DATA}
        onPlaced={vi.fn<(order: { id: string; token: string | null; number: number }) => void>()}
      />,
    );
    expect(screen.getAllByLabelText(/First name/)).toHaveLength(1);
    await user.click(screen.getByRole('checkbox', { name: 'Same as the shipping address' }));
    expect(screen.getAllByLabelText(/First name/)).toHaveLength(2);
  });

  it('preselects a saved address that arrives after the form was built', () => {
    const address = {
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
    const signedIn = {
      ...DATA,
      viewer: { __typename: 'User', id: 'u1', email: 'meera@example.in' },
    } as unknown as CheckoutPageQuery;
    const onPlaced = vi.fn<(order: { id: string; token: string | null; number: number }) => void>();
    const view = renderWithProviders(<CheckoutForm data={signedIn} onPlaced={onPlaced} />);
    expect(screen.getByLabelText(/Address line 1/)).toBeInTheDocument();
    view.rerender(
      <MockedProvider>
        <I18nProvider i18n={i18n}>
          <MemoryRouter>
            <CheckoutForm data={{ ...signedIn, addresses: [address] } as CheckoutPageQuery} onPlaced={onPlaced} />
          </MemoryRouter>
        </I18nProvider>
      </MockedProvider>,
    );
    expect(screen.getByRole('radio', { name: /Meera Iyer.*Residency Road/ })).toBeChecked();
    expect(screen.queryByLabelText(/Address line 1/)).toBeNull();
  });

  it('asks a business buyer for a GSTIN with a valid check character and its name, and reports the delivery state', async () => {
    const user = userEvent.setup();
    const onDeliveryState = vi.fn<(state: string | null) => void>();
    renderWithProviders(
      <CheckoutForm
        data={DATA}
        onPlaced={vi.fn<(order: { id: string; token: string | null; number: number }) => void>()}
        onDeliveryState={onDeliveryState}
      />,
    );
    expect(screen.queryByLabelText(/^GSTIN/)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /business registered for GST/ }));
    // One character off a valid GSTIN: the check character no longer verifies.
    const hint = "15 characters, e.g. 29ABCDE1234F1Z5; the first two digits are your billing state's GST code.";
    expect(describedText(screen.getByLabelText(/^GSTIN/))).toBe(hint);
    await user.type(screen.getByLabelText(/^GSTIN/), '29AAGCB7383J1Z5');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    // The hint stays announced beside the error (decision 051).
    expect(describedText(screen.getByLabelText(/^GSTIN/))).toBe(
      `${hint} This is not a valid GSTIN. Please check the 15 characters.`,
    );
    expect(describedText(screen.getByLabelText(/Registered business name/))).toBe('This field is required.');
    await user.clear(screen.getByLabelText(/^GSTIN/));
    await user.type(screen.getByLabelText(/^GSTIN/), '29aagcb7383j1z4');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(screen.getByLabelText(/^GSTIN/)).not.toHaveAttribute('aria-invalid');
    // The summary is priced for the delivery state once there is one (GST split CGST + SGST or IGST).
    expect(onDeliveryState).toHaveBeenLastCalledWith(null);
    await user.type(screen.getByLabelText(/PIN code/), '411001');
    expect(onDeliveryState).toHaveBeenLastCalledWith('MH');
  });

  it('sends the GSTIN normalised and the business name only for a business buyer', () => {
    const values = {
      email: 'a@b.in',
      shippingAddressId: 'a1',
      shipping: EMPTY_ADDRESS,
      billingSame: true,
      billingAddressId: '',
      billing: EMPTY_ADDRESS,
      payment: 'cash-on-delivery',
      terms: true,
      business: true,
      gstin: ' 29aagcb7383j1z4 ',
      businessName: ' Rao Motors ',
    };
    const context = { lines: [], viewerEmail: null, language: 'en', currency: 'INR', idempotencyKey: 'k'.repeat(16) };
    expect(toCheckoutInput(values, context)).toMatchObject({ gstin: '29AAGCB7383J1Z4', businessName: 'Rao Motors' });
    expect(toCheckoutInput({ ...values, business: false }, context)).not.toHaveProperty('gstin');
    expect(formPathOf(['input', 'gstin'])).toBe('gstin');
    expect(formPathOf(['input', 'businessName'])).toBe('businessName');
  });

  it('maps server error fields to form fields and makes fresh idempotency keys', () => {
    expect(formPathOf(['input', 'shippingAddress', 'postcode'])).toBe('shipping.postcode');
    expect(formPathOf(['input', 'billingAddress', 'city'])).toBe('billing.city');
    expect(formPathOf(['input', 'shippingAddress', 'email'])).toBe('email');
    expect(formPathOf(['input', 'payment'])).toBe('payment');
    expect(formPathOf(['input', 'items', '0', 'quantity'])).toBeNull();
    expect(formPathOf(null)).toBeNull();
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('offers UPI first and withholds cash on delivery above its limit, saying up to how much it is taken', () => {
    const data = {
      ...DATA,
      cart: { ...DATA.cart, total: money(1_200_000) },
      paymentMethods: [
        { __typename: 'PaymentMethod', code: 'upi', maxTotal: null },
        { __typename: 'PaymentMethod', code: 'cash-on-delivery', maxTotal: money(1_000_000) },
        { __typename: 'PaymentMethod', code: 'bank-transfer', maxTotal: null },
      ],
    } as unknown as CheckoutPageQuery;
    renderWithProviders(
      <CheckoutForm
        data={data}
        onPlaced={vi.fn<(order: { id: string; token: string | null; number: number }) => void>()}
      />,
    );
    const radios = screen.getAllByRole('radio').filter((r) => r.getAttribute('name') === 'payment');
    expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual(['upi', 'bank-transfer']);
    expect(radios[0]).toBeChecked();
    expect(screen.getByText('Cash on delivery is available for orders up to ₹10,000.00.')).toBeInTheDocument();
  });
});
