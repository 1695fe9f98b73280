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
import { renderWithProviders } from '../../account/render';

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
});
