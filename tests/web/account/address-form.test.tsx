import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddressForm } from '@web/features/account/forms/address-form';
import { isIndianPhone } from '@rules/address/address';
import { describedText, renderWithProviders } from './render';

const COUNTRIES = [
  { code: 'IN', name: 'India' },
  { code: 'DE', name: 'Germany' },
];

describe('address form (Indian rules)', () => {
  it('requires name, address, city, state, PIN code, e-mail and phone in India', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddressForm address={null} countries={COUNTRIES} onSaved={vi.fn<() => void>()} />);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    for (const label of [
      /First name/,
      /Last name/,
      /Address line 1/,
      /Town \/ City/,
      /^State/,
      /PIN code/,
      /E-mail address/,
      /Phone/,
    ]) {
      expect(describedText(screen.getByLabelText(label)), String(label)).toBe('This field is required.');
    }
    expect(screen.getByLabelText(/First name/)).toHaveFocus();
    expect(screen.getByLabelText(/Company/)).not.toHaveAttribute('aria-invalid');
  });

  it('checks the PIN code and the phone number', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddressForm address={null} countries={COUNTRIES} onSaved={vi.fn<() => void>()} />);
    // Six digits, but no Indian PIN code starts with 0: the message must not say "6 digits" alone.
    await user.type(screen.getByLabelText(/PIN code/), '000000');
    await user.type(screen.getByLabelText(/Phone/), '12345');
    await user.type(screen.getByLabelText(/E-mail address/), 'asha');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(describedText(screen.getByLabelText(/PIN code/))).toBe(
      'This is not a valid Indian PIN code: it has 6 digits and does not start with 0.',
    );
    expect(describedText(screen.getByLabelText(/Phone/))).toBe('Please enter a valid phone number.');
    expect(describedText(screen.getByLabelText(/E-mail address/))).toBe('Please enter a valid e-mail address.');
  });

  it('does not require a state or PIN code outside India', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddressForm address={null} countries={COUNTRIES} onSaved={vi.fn<() => void>()} />);
    await user.selectOptions(screen.getByLabelText(/Country/), 'DE');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(screen.getByLabelText(/^State/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/Postcode/)).not.toHaveAttribute('aria-invalid');
  });

  it('knows Indian phone numbers', () => {
    expect(['+91 98450 12345', '09845012345', '080 4718 2200'].every(isIndianPhone)).toBe(true);
    expect(['12345', '0123456789', '+91 98450 123456'].some(isIndianPhone)).toBe(false);
  });
});
