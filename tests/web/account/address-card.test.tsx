import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AddressCard } from '@web/features/account/ui/address-card';
import { activateLocale } from '@web/shared/i18n/i18n';
import { renderWithProviders } from './render';
import { SAVED_ADDRESS } from './saved-address';

afterEach(async () => {
  await activateLocale({ code: 'en', locale: 'en-IN', direction: 'ltr' });
});

describe('saved address card', () => {
  it('names the country in the shopper language, not by its code', async () => {
    const view = renderWithProviders(<AddressCard address={SAVED_ADDRESS} />);
    expect(screen.getByRole('group')).toHaveTextContent('Bengaluru, Karnataka, 560041India');
    expect(screen.getByRole('group')).not.toHaveTextContent(/\bIN\b/);
    view.unmount();
    await activateLocale({ code: 'ta', locale: 'ta-IN', direction: 'ltr' });
    renderWithProviders(<AddressCard address={SAVED_ADDRESS} />);
    expect(screen.getByRole('group')).toHaveTextContent('இந்தியா');
  });
});
