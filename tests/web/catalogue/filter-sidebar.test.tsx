import { MockedProvider } from '@apollo/client/testing/react';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { CurrenciesDocument, type FilterSidebar_FilterFragment as Filter } from '@web/__generated__/graphql';
import { ActiveFilters } from '@web/features/catalogue/list/active-filters';
import { type FilterChange, FilterSidebar } from '@web/features/catalogue/list/filter-sidebar';
import { i18n } from '@web/shared/i18n/i18n';
import { currencyVar } from '@web/shared/state/preferences';

// Radix Slider measures its thumbs; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const item = (slug: string, name: string, count: number, selected = false, color: string | null = null) => ({
  slug,
  name,
  count,
  selected,
  color,
});

const FILTERS: Filter[] = [
  {
    __typename: 'CategoryFilter',
    slug: 'category',
    type: 'CATEGORY',
    value: null,
    active: false,
    items: [
      { slug: 'brakes', name: 'Brakes', parentSlug: null, level: 0, count: 12, selected: false },
      { slug: 'brake-pads', name: 'Brake Pads', parentSlug: 'brakes', level: 1, count: 7, selected: false },
    ],
  },
  {
    __typename: 'ListFilter',
    slug: 'brand',
    type: 'CHECK',
    value: 'bosch',
    active: true,
    items: [item('bosch', 'Bosch', 14, true), item('brembo', 'Brembo', 4)],
  },
  {
    __typename: 'RangeFilter',
    slug: 'price',
    type: 'RANGE',
    value: null,
    active: false,
    min: 10000,
    max: 500000,
    step: 10000,
    from: null,
    to: null,
  },
  {
    __typename: 'ListFilter',
    slug: 'discount',
    type: 'RADIO',
    value: null,
    active: false,
    items: [item('any', 'any', 20), item('yes', 'yes', 6), item('no', 'no', 14)],
  },
  {
    __typename: 'ListFilter',
    slug: 'rating',
    type: 'RATING',
    value: null,
    active: false,
    items: [item('5', '5', 3), item('4', '4', 8)],
  },
  {
    __typename: 'ListFilter',
    slug: 'color',
    type: 'COLOR',
    value: null,
    active: false,
    items: [item('black', 'Black', 9, false, '#111111'), item('red', 'Red', 0, false, '#d32f2f')],
  },
];

const currencies = {
  request: { query: CurrenciesDocument },
  result: {
    data: {
      currencies: [
        { __typename: 'Currency', code: 'INR', symbol: '₹', name: 'Indian rupee', rate: '1', isDefault: true },
      ],
    },
  },
};

const withEuro = {
  request: { query: CurrenciesDocument },
  result: {
    data: {
      currencies: [
        ...currencies.result.data.currencies,
        { __typename: 'Currency', code: 'EUR', symbol: '€', name: 'Euro', rate: '0.012', isDefault: false },
      ],
    },
  },
};

function renderWith(ui: React.ReactNode, mocks: readonly (typeof currencies | typeof withEuro)[] = [currencies]) {
  return render(
    <MockedProvider mocks={mocks}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter>{ui}</MemoryRouter>
      </I18nProvider>
    </MockedProvider>,
  );
}

describe('filter sidebar', () => {
  it('shows every filter type and reports changes as URL filter values', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<FilterChange>();
    renderWith(
      <FilterSidebar filters={FILTERS} onChange={onChange} categoryHref={(slug) => `/catalog/${slug}/products`} />,
    );

    expect(screen.getByRole('link', { name: 'Brakes' })).toHaveAttribute('href', '/catalog/brakes/products');
    // check list: adding joins with commas, removing the last value turns the filter off
    await user.click(screen.getByRole('checkbox', { name: /Brembo/ }));
    expect(onChange).toHaveBeenLastCalledWith('brand', 'bosch,brembo');
    await user.click(screen.getByRole('checkbox', { name: /Bosch/ }));
    expect(onChange).toHaveBeenLastCalledWith('brand', null);
    // radio: 'any' means off
    await user.click(screen.getByRole('radio', { name: 'On sale' }));
    expect(onChange).toHaveBeenLastCalledWith('discount', 'yes');
    // rating check list
    await user.click(screen.getByRole('checkbox', { name: /4 stars/ }));
    expect(onChange).toHaveBeenLastCalledWith('rating', '4');
    // colour swatches; a colour with no products cannot be picked
    await user.click(screen.getByRole('checkbox', { name: 'Black (9)' }));
    expect(onChange).toHaveBeenLastCalledWith('color', 'black');
    expect(screen.getByRole('checkbox', { name: 'Red (0)' })).toBeDisabled();
  });

  it('applies the price range from the inputs in rupees, sent in paise, and offers two slider handles', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<FilterChange>();
    renderWith(<FilterSidebar filters={FILTERS} onChange={onChange} categoryHref={(slug) => slug} />);
    // the slider's code loads lazily, after the inputs
    expect(await screen.findByRole('slider', { name: 'Minimum price' })).toHaveAttribute('aria-valuenow', '10000');
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('aria-valuenow', '500000');
    const min = screen.getByRole('spinbutton', { name: 'Min (₹)' });
    const max = screen.getByRole('spinbutton', { name: 'Max (₹)' });
    await user.clear(min);
    await user.type(min, '500');
    await user.clear(max);
    await user.type(max, '2000');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenLastCalledWith('price', '50000-200000');
    // the slider's keyboard moves one step and commits
    const handle = screen.getByRole('slider', { name: 'Maximum price' });
    act(() => handle.focus());
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith('price', '10000-490000');
  });

  it('shows and takes the price bounds in the display currency, still sent in paise', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<FilterChange>();
    const price = FILTERS[2] as Extract<Filter, { __typename: 'RangeFilter' }>;
    const filters = FILTERS.map((f) => (f === price ? { ...price, min: 30000, max: 150000 } : f));
    currencyVar('EUR');
    try {
      renderWith(<FilterSidebar filters={filters} onChange={onChange} categoryHref={(slug) => slug} />, [withEuro]);
      const min = await screen.findByRole('spinbutton', { name: 'Min (€)' });
      const max = screen.getByRole('spinbutton', { name: 'Max (€)' });
      // ₹300 – ₹1,500 are €3.60 – €18, shown as whole euros
      expect(min).toHaveValue(4);
      expect(max).toHaveValue(18);
      // Leaving an untouched input sets no bound (the rounded €4 is not the ₹300 bound).
      await user.click(min);
      await user.tab();
      expect(onChange.mock.calls.map(([, value]) => value)).toEqual([null]);
      await user.clear(min);
      await user.type(min, '10');
      await user.clear(max);
      await user.type(max, '15');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      // €10 = ₹833.33, €15 = ₹1,250
      expect(onChange).toHaveBeenLastCalledWith('price', '83333-125000');
    } finally {
      currencyVar('INR');
    }
  });

  it('lists active filters as removable chips and resets all', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<FilterChange>();
    const onReset = vi.fn<() => void>();
    const active: Filter[] = [
      FILTERS[1]!,
      {
        ...(FILTERS[2] as Extract<Filter, { __typename: 'RangeFilter' }>),
        active: true,
        value: '50000-200000',
        from: 50000,
        to: 200000,
      },
    ];
    renderWith(<ActiveFilters filters={active} onChange={onChange} onReset={onReset} />);
    const chips = screen.getByRole('list', { name: 'Active filters' });
    await user.click(within(chips).getByRole('button', { name: 'Remove filter Brand: Bosch' }));
    expect(onChange).toHaveBeenLastCalledWith('brand', null);
    expect(within(chips).getByRole('button', { name: /Price: ₹500\.00 – ₹2,000\.00/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset all' }));
    expect(onReset).toHaveBeenCalled();
  });
});
