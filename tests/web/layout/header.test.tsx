import { MockedProvider } from '@apollo/client/testing/react';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CurrenciesDocument, LanguagesDocument } from '@web/__generated__/graphql';
import { Header } from '@web/features/layout/header';
import { i18n } from '@web/shared/i18n/i18n';
import { STORAGE_KEY } from '@web/shared/state/persisted-state';
import { currencyVar, languageVar } from '@web/shared/state/preferences';
import { wishlistVar } from '@web/shared/state/product-lists';

const languages = [
  ['en', 'en-IN', 'English'],
  ['hi', 'hi-IN', 'हिन्दी'],
  ['kn', 'kn-IN', 'ಕನ್ನಡ'],
  ['ta', 'ta-IN', 'தமிழ்'],
  ['te', 'te-IN', 'తెలుగు'],
].map(([code, locale, name]) => ({ __typename: 'Language', code, locale, name, direction: 'LTR' }));

const currencies = [
  ['INR', '₹', 'Indian Rupee', '1', true],
  ['EUR', '€', 'Euro', '0.012', false],
  ['USD', '$', 'US Dollar', '0.013', false],
].map(([code, symbol, name, rate, isDefault]) => ({ __typename: 'Currency', code, symbol, name, rate, isDefault }));

function renderHeader() {
  const mocks = [
    // Asked again after each language switch (the Apollo store is reset: content comes in the new language).
    { request: { query: LanguagesDocument }, result: { data: { languages } }, maxUsageCount: 10 },
    { request: { query: CurrenciesDocument }, result: { data: { currencies } }, maxUsageCount: 10 },
  ];
  return render(
    <MockedProvider mocks={mocks}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <Header />
        </MemoryRouter>
      </I18nProvider>
    </MockedProvider>,
  );
}

describe('header language picker', () => {
  it('switches the interface language without a reload and remembers it', async () => {
    const user = userEvent.setup();
    renderHeader();
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(within(menu).getByRole('link', { name: 'Home' })).toBeInTheDocument();

    const picker = screen.getByRole('combobox', { name: 'Language' });
    await screen.findByRole('option', { name: 'ಕನ್ನಡ' });
    await user.selectOptions(picker, 'hi');

    const hindiMenu = await screen.findByRole('navigation', { name: 'मुख्य मेनू' });
    expect(within(hindiMenu).queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(document.documentElement.dir).toBe('ltr');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY)!)).toMatchObject({
      version: 1,
      data: { language: 'hi' },
    });

    // The switch resets the Apollo store, so the picker's languages are asked for again: wait for them.
    const hindiPicker = screen.getByRole('combobox', { name: 'भाषा' });
    await within(hindiPicker).findByRole('option', { name: 'English' });
    await user.selectOptions(hindiPicker, 'en');
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(languageVar()).toBe('en');
  });
});

describe('header currency picker and wishlist count', () => {
  it('changes the currency only when the code differs and shows the wishlist count', async () => {
    const user = userEvent.setup();
    wishlistVar(['p1', 'p2']);
    renderHeader();
    expect(screen.getAllByRole('link', { name: /Wishlist.*2 items/ }).length).toBeGreaterThan(0);

    const picker = screen.getByRole('combobox', { name: 'Currency' });
    await screen.findByRole('option', { name: '€ EUR' });
    const changes: string[] = [];
    const watch = () => currencyVar.onNextChange((code) => (changes.push(code), watch()));
    watch();
    await user.selectOptions(picker, 'EUR');
    await user.selectOptions(picker, 'EUR');
    expect(currencyVar()).toBe('EUR');
    expect(changes).toEqual(['EUR']);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY)!)).toMatchObject({ data: { currency: 'EUR' } });
    currencyVar('INR');
    wishlistVar([]);
  });
});
