import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountAddressesDocument, EditAddressDocument } from '@web/__generated__/graphql';
import { AddressForm } from '@web/features/account/forms/address-form';
import { AddressCard } from '@web/features/account/ui/address-card';
import { activateLocale } from '@web/shared/i18n/i18n';
import { describedText, renderWithProviders } from '../account/render';

const COUNTRIES = [
  { code: 'IN', name: 'India' },
  { code: 'DE', name: 'Germany' },
];
const ADDRESS = {
  __typename: 'Address' as const,
  id: 'a1',
  firstName: 'Asha',
  lastName: 'Rao',
  company: null,
  country: 'IN',
  address1: '12, 4th Main, Jayanagar',
  address2: null,
  landmark: 'Opposite the water tank',
  city: 'Bengaluru',
  state: 'KA',
  postcode: '560041',
  email: 'asha@example.in',
  phone: '+91 98450 12345',
  default: true,
};

afterEach(async () => {
  await activateLocale({ code: 'en', locale: 'en-IN', direction: 'ltr' });
});

describe('state select and PIN code (issue #18)', () => {
  it('offers the 36 states and union territories by ISO code, in the shopper language and its order', async () => {
    await activateLocale({ code: 'kn', locale: 'kn-IN', direction: 'ltr' });
    renderWithProviders(<AddressForm address={null} countries={COUNTRIES} onSaved={vi.fn<() => void>()} />);
    const options = within(screen.getByRole('combobox', { name: /ರಾಜ್ಯ/ })).getAllByRole('option');
    expect(options).toHaveLength(37);
    expect(options[0]).toHaveValue('');
    const karnataka = options.find((o) => o.textContent === 'ಕರ್ನಾಟಕ');
    expect(karnataka).toHaveValue('KA');
    const names = options.slice(1).map((o) => o.textContent!);
    expect(names).toEqual([...names].sort(new Intl.Collator('kn-IN').compare));
  });

  it('puts the PIN code before town and state, and fills the state in from it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddressForm address={null} countries={COUNTRIES} onSaved={vi.fn<() => void>()} />);
    const pin = screen.getByLabelText(/PIN code/);
    const town = screen.getByLabelText(/Town \/ City/);
    expect(pin.compareDocumentPosition(town) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const state = screen.getByRole('combobox', { name: /^State/ });
    await user.type(pin, '110001');
    expect(state).toHaveValue('DL');
    // A state that matches the PIN (Uttarakhand and Uttar Pradesh share 24xxxx) stays as chosen.
    await user.selectOptions(state, 'UP');
    await user.clear(pin);
    await user.type(pin, '248001');
    expect(state).toHaveValue('UP');
    await user.clear(pin);
    await user.type(pin, '560058');
    expect(state).toHaveValue('KA');
    // Army post office PINs belong to no state: the choice stays.
    await user.clear(pin);
    await user.type(pin, '900001');
    expect(state).toHaveValue('KA');
  });

  it('shows an old free-text state as its code, and the landmark', () => {
    renderWithProviders(
      <AddressForm address={{ ...ADDRESS, state: 'Karnataka' }} countries={COUNTRIES} onSaved={vi.fn<() => void>()} />,
    );
    expect(screen.getByRole('combobox', { name: /^State/ })).toHaveValue('KA');
    expect(screen.getByLabelText(/Landmark/)).toHaveValue('Opposite the water tank');
  });

  it('shows the server verdict on the field it names', async () => {
    const user = userEvent.setup();
    const { id, __typename, ...fields } = ADDRESS;
    const mock = {
      request: { query: EditAddressDocument, variables: { id, input: fields } },
      result: {
        data: {
          editAddress: {
            __typename: 'AddressPayload',
            address: null,
            errors: [{ __typename: 'UserError', code: 'PIN_NOT_IN_STATE', field: ['input', 'postcode'] }],
          },
        },
      },
    };
    const refetch = { request: { query: AccountAddressesDocument }, result: { data: { addresses: [ADDRESS] } } };
    const onSaved = vi.fn<() => void>();
    renderWithProviders(<AddressForm address={ADDRESS} countries={COUNTRIES} onSaved={onSaved} />, [mock, refetch]);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await vi.waitFor(() =>
      expect(describedText(screen.getByLabelText(/PIN code/))).toBe(
        'This PIN code is not in the chosen state. Please check both.',
      ),
    );
    expect(screen.getByLabelText(/PIN code/)).toHaveFocus();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('names the state of an address in the shopper language, and old free text as it was', async () => {
    await activateLocale({ code: 'hi', locale: 'hi-IN', direction: 'ltr' });
    const view = renderWithProviders(<AddressCard address={ADDRESS} />);
    expect(screen.getByText(/Bengaluru, कर्नाटक, 560041/)).toBeInTheDocument();
    expect(screen.getByText(/Opposite the water tank/)).toBeInTheDocument();
    view.unmount();
    renderWithProviders(<AddressCard address={{ ...ADDRESS, state: 'Mysore State' }} />);
    expect(screen.getByText(/Bengaluru, Mysore State, 560041/)).toBeInTheDocument();
  });
});
