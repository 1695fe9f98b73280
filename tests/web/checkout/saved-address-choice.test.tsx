import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SavedAddressChoice } from '@web/features/checkout/saved-address-choice';
import { activateLocale } from '@web/shared/i18n/i18n';
import { SAVED_ADDRESS } from '../account/saved-address';
import { renderWithProviders } from '../account/render';

const registration = { name: 'addressId', onChange: async () => {}, onBlur: async () => {}, ref: () => {} };

afterEach(async () => {
  await activateLocale({ code: 'en', locale: 'en-IN', direction: 'ltr' });
});

describe('saved addresses at checkout', () => {
  it('names the state and the country in the shopper language', async () => {
    await activateLocale({ code: 'hi', locale: 'hi-IN', direction: 'ltr' });
    renderWithProviders(
      <SavedAddressChoice addresses={[SAVED_ADDRESS]} registration={registration} legend="Saved addresses" />,
    );
    const card = screen.getAllByRole('radio')[0]!.closest('label')!;
    expect(card).toHaveTextContent('Bengaluru, कर्नाटक, 560041, भारत');
    expect(card).not.toHaveTextContent(/\bIN\b/);
  });
});
