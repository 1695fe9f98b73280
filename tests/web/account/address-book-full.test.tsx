import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountAddressesDocument, AddAddressDocument } from '@web/__generated__/graphql';
import { AddressForm } from '@web/features/account/forms/address-form';
import { renderWithProviders } from './render';
import { SAVED_ADDRESS } from './saved-address';

const COUNTRIES = [{ code: 'IN', name: 'India' }];
// The address the form is filled with: the saved one, as an input (no type name, no id).
const { __typename: _type, id: _id, ...ADDRESS_INPUT } = SAVED_ADDRESS;

const FULL = {
  request: {
    query: AddAddressDocument,
    variables: {
      input: { ...ADDRESS_INPUT, default: false },
    },
  },
  result: {
    data: {
      addAddress: {
        __typename: 'AddressPayload',
        address: null,
        errors: [{ __typename: 'UserError', code: 'ADDRESS_BOOK_FULL', field: null }],
      },
    },
  },
};
const ADDRESSES = {
  request: { query: AccountAddressesDocument },
  result: { data: { addresses: [] } },
};

describe('address form: a full address book', () => {
  it('says the address book is full and keeps what the shopper typed', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn<() => void>();
    renderWithProviders(<AddressForm address={null} countries={COUNTRIES} onSaved={onSaved} />, [FULL, ADDRESSES]);
    await user.type(screen.getByLabelText(/First name/), 'Asha');
    await user.type(screen.getByLabelText(/Last name/), 'Rao');
    await user.type(screen.getByLabelText(/Address line 1/), '12, 4th Main, Jayanagar');
    await user.type(screen.getByLabelText(/Town \/ City/), 'Bengaluru');
    await user.type(screen.getByLabelText(/PIN code/), '560041');
    await user.selectOptions(screen.getByLabelText(/^State/), 'KA');
    await user.type(screen.getByLabelText(/E-mail address/), 'asha@example.in');
    await user.type(screen.getByLabelText(/Phone/), '+91 98450 12345');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your address book is full (50 addresses). Delete one to add another.',
    );
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Asha');
  });
});
