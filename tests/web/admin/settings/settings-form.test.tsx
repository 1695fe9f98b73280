/**
 * The settings form sends only what staff changed, as the API's input types define it: a changed
 * bank account goes as its four fields (never the query's `__typename`) and is saved.
 */
import type { MockedResponse } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { UpdateSettingsDocument } from '@web/__generated__/admin-graphql';
import { SettingsForm } from '@web/admin/features/settings/settings-form';
import { activateAdminLocale } from '@web/admin/shared/admin-i18n';
import { activateLocale } from '@web/shared/i18n/i18n';
import { describedText, renderWithProviders } from '../../account/render';

const BANK = {
  __typename: 'BankAccount' as const,
  accountName: 'GaadiParts Retail Pvt Ltd',
  bankName: 'State Bank of India',
  accountNumber: '00000011223344',
  ifsc: 'SBIN0001234',
};

const money = (amount: number) => ({ __typename: 'Money' as const, amount });

/** What the settings query answers, `__typename`s included as Apollo Client's cache gives them. */
const SETTINGS = {
  __typename: 'Settings',
  sample: true,
  legalName: 'GaadiParts Retail Private Limited (SAMPLE)',
  address: {
    __typename: 'ShopAddress' as const,
    line1: '42, 2nd Cross, Peenya Industrial Area',
    line2: null,
    city: 'Bengaluru',
    pinCode: '560058',
    stateCode: 'KA',
  },
  stateCode: 'KA',
  gstin: '29ABCDE1234F1ZW',
  deliveryFee: money(4900),
  freeDeliveryThreshold: money(99_900),
  codLimit: money(500_000),
  upiVpa: 'gaadiparts@okaxis',
  upiPayeeName: 'GaadiParts Retail',
  bank: BANK,
  updatedAt: '2026-11-28T02:00:00.000Z',
};

function Form() {
  const [saved, setSaved] = useState(false);
  return <SettingsForm settings={SETTINGS} saved={saved} onSaved={setSaved} />;
}

afterAll(() => activateLocale('en'));

describe('settings form', () => {
  it('saves a changed bank account as the four fields of BankAccountInput', async () => {
    await activateAdminLocale('en');
    const bank = {
      accountName: BANK.accountName,
      bankName: 'HDFC Bank',
      accountNumber: '50100123456789',
      ifsc: 'HDFC0001234',
    };
    const mock: MockedResponse = {
      request: { query: UpdateSettingsDocument, variables: { input: { bank } } },
      result: {
        data: {
          updateSettings: {
            __typename: 'SettingsPayload',
            settings: { ...SETTINGS, bank: { __typename: 'BankAccount', ...bank }, currencies: [] },
            errors: [],
          },
        },
      },
    };
    const user = userEvent.setup();
    renderWithProviders(<Form />, [mock]);
    for (const [label, value] of [
      ['Bank', bank.bankName],
      ['Account number', bank.accountNumber],
      ['IFSC', bank.ifsc],
    ]) {
      const field = screen.getByRole('textbox', { name: label });
      await user.clear(field);
      await user.type(field, value!);
    }
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The settings were saved.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("sends the legal name and the whole registered address once the PIN code is the state's", async () => {
    await activateAdminLocale('en');
    const legalName = 'Kaveri Auto Spares Private Limited';
    const address = { line1: '7, Sayyaji Rao Road', line2: null, city: 'Mysuru', pinCode: '570001', stateCode: 'KA' };
    const mock: MockedResponse = {
      request: { query: UpdateSettingsDocument, variables: { input: { legalName, address } } },
      result: {
        data: {
          updateSettings: {
            __typename: 'SettingsPayload',
            settings: {
              ...SETTINGS,
              legalName,
              address: { __typename: 'ShopAddress', ...address },
              currencies: [],
            },
            errors: [],
          },
        },
      },
    };
    const user = userEvent.setup();
    renderWithProviders(<Form />, [mock]);
    const retype = async (label: string, value: string) => {
      const field = screen.getByRole('textbox', { name: label });
      await user.clear(field);
      await user.type(field, value);
      return field;
    };
    await retype('Legal name', legalName);
    await retype('Address line 1', address.line1);
    await retype('City', address.city);
    const pin = await retype('PIN code', '400001');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await expect.poll(() => describedText(pin)).toContain('This PIN code is not in the chosen state.');
    await retype('PIN code', address.pinCode);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The settings were saved.');
  });

  it("says a GSTIN of another state is not of the shop's state of registration (not the shopper's billing address)", async () => {
    await activateAdminLocale('en');
    const user = userEvent.setup();
    renderWithProviders(<Form />, []);
    const gstin = screen.getByRole('textbox', { name: 'GSTIN' });
    await user.clear(gstin);
    await user.type(gstin, '27AAPFU0939F1ZV'); // Maharashtra's; the shop is registered in Karnataka
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await expect
      .poll(() => describedText(gstin))
      .toContain("This GSTIN was issued for another state than the shop's state of registration.");
    expect(describedText(gstin)).not.toContain('billing address');
  });
});
