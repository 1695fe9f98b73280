import { MockedProvider } from '@apollo/client/testing/react';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CurrenciesDocument, SearchSuggestionsDocument } from '@web/__generated__/graphql';
import { SearchBox } from '@web/features/layout/search/search-box';
import { i18n } from '@web/shared/i18n/i18n';
import { STORAGE_KEY } from '@web/shared/state/persisted-state';

const product = (id: string, name: string, slug: string, amount: number) => ({
  __typename: 'Product',
  id,
  name,
  slug,
  sku: `GP-${id}`,
  price: { __typename: 'Money', amount, currency: 'INR' },
  images: [{ __typename: 'ProductImage', url: `/images/products/${slug}.svg` }],
});
const category = (id: string, name: string, slug: string) => ({ __typename: 'Category', id, name, slug, items: 4 });

const suggestions = {
  __typename: 'SearchSuggestions',
  products: [
    product('19', 'Bosch Front Brake Pads', 'bosch-front-brake-pads', 189900),
    product('148', 'Bosch DOT 4 Brake Fluid', 'bosch-brake-fluid', 34900),
    product('23', 'Endurance Disc Brake Pads', 'endurance-disc-pads', 32900),
  ],
  categories: [category('5', 'Brake Pads & Shoes', 'brake-pads'), category('6', 'Brake Discs', 'brake-discs')],
};

const mocks = [
  {
    request: { query: SearchSuggestionsDocument, variables: { query: 'brake' } },
    result: { data: { searchSuggestions: suggestions } },
    maxUsageCount: 5,
  },
  {
    request: { query: SearchSuggestionsDocument, variables: { query: 'dot 4' } },
    result: {
      data: { searchSuggestions: { ...suggestions, products: suggestions.products.slice(1, 2), categories: [] } },
    },
    maxUsageCount: 5,
  },
  {
    request: { query: CurrenciesDocument },
    result: {
      data: {
        currencies: [
          { __typename: 'Currency', code: 'INR', symbol: '₹', name: 'Indian Rupee', rate: '1', isDefault: true },
        ],
      },
    },
    maxUsageCount: 5,
  },
];

function Opened({ kind }: { kind: string }) {
  return <p>{`${kind}: ${useParams().slug}`}</p>;
}

function Results() {
  return <p>{`results: ${new URLSearchParams(useLocation().search).get('search')}`}</p>;
}

function renderSearch() {
  return render(
    <MockedProvider mocks={mocks}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <SearchBox />
          <Routes>
            <Route path="/" element={null} />
            <Route path="/products/:slug" element={<Opened kind="product" />} />
            <Route path="/catalog/:slug/products" element={<Opened kind="category" />} />
            <Route path="/catalog/products" element={<Results />} />
          </Routes>
        </MemoryRouter>
      </I18nProvider>
    </MockedProvider>,
  );
}

describe('header search combobox', () => {
  it('suggests products with price and categories, moves with the arrows and opens with Enter', async () => {
    const user = userEvent.setup();
    renderSearch();
    const input = screen.getByRole('combobox', { name: 'Search parts' });
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.type(input, 'brake');
    await screen.findAllByRole('option');
    const list = screen.getByRole('listbox');
    const products = within(list).getByRole('group', { name: 'Products' });
    expect(within(products).getAllByRole('option')).toHaveLength(3);
    expect(within(products).getByRole('option', { name: /Bosch Front Brake Pads/ })).toHaveTextContent('₹1,899.00');
    expect(within(within(list).getByRole('group', { name: 'Categories' })).getAllByRole('option')).toHaveLength(2);
    expect(input).toHaveAttribute('aria-expanded', 'true');

    // Nothing is highlighted until an arrow key; three arrows down reach the third product.
    expect(input.getAttribute('aria-activedescendant') ?? '').toBe('');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const active = document.getElementById(input.getAttribute('aria-activedescendant')!);
    expect(active).toHaveTextContent('Endurance Disc Brake Pads');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('product: endurance-disc-pads')).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('tells a screen reader how many suggestions there are, one in the singular', async () => {
    const user = userEvent.setup();
    renderSearch();
    const input = screen.getByRole('combobox', { name: 'Search parts' });
    await user.type(input, 'brake');
    await screen.findAllByRole('option');
    expect(screen.getByRole('status')).toHaveTextContent(/^5 suggestions\. Use the up and down arrows/);
    await user.clear(input);
    await user.type(input, 'dot 4');
    // The brake list's fluid is there until the answer for "dot 4" comes: wait for the one suggestion.
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent(/^1 suggestion\. Use the up and down arrows/);
  });

  it('opens a category suggestion and closes the list with Escape', async () => {
    const user = userEvent.setup();
    renderSearch();
    const input = screen.getByRole('combobox', { name: 'Search parts' });
    await user.type(input, 'brake');
    await screen.findByRole('option', { name: 'Brake Discs' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('brake');

    await user.type(input, ' ');
    await user.click(await screen.findByRole('option', { name: 'Brake Discs' }));
    expect(await screen.findByText('category: brake-discs')).toBeInTheDocument();
  });

  it('keeps the city panel and the suggestions mutually exclusive, filters cities and remembers the choice', async () => {
    const user = userEvent.setup();
    renderSearch();
    const input = screen.getByRole('combobox', { name: 'Search parts' });
    await user.type(input, 'brake');
    expect((await screen.findAllByRole('option')).length).toBe(5);

    await user.click(screen.getByRole('button', { name: 'City: Select City' }));
    const panel = await screen.findByRole('dialog', { name: 'Choose your city' });
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(within(panel).getAllByRole('button')).toHaveLength(14);

    await user.type(within(panel).getByRole('searchbox', { name: 'Search city' }), 'ko');
    expect(
      within(panel)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Kolkata', 'Kochi']);
    await user.click(within(panel).getByRole('button', { name: 'Kochi' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'City: Kochi' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY)!)).toMatchObject({
      version: 1,
      data: { city: 'kochi' },
    });

    await user.clear(input);
    await user.type(input, 'brake');
    expect(await screen.findAllByRole('option')).toHaveLength(5);
  });

  it('opens the results page with Enter when no suggestion is highlighted, and with the search button', async () => {
    const user = userEvent.setup();
    renderSearch();
    const input = screen.getByRole('combobox', { name: 'Search parts' });
    await user.type(input, 'brake');
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('results: brake')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    // The field keeps the search shown.
    expect(input).toHaveValue('brake');

    await user.clear(input);
    await user.type(input, '  oil filter ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('results: oil filter')).toBeInTheDocument();
  });

  it('edits like a text field: the caret stays where the shopper types', async () => {
    const user = userEvent.setup();
    renderSearch();
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Search parts' });
    await user.type(input, 'brke pads');
    // What the shop's old field made "brkae padsr" of.
    await user.keyboard('{ArrowLeft>6/}ar');
    expect(input).toHaveValue('brkare pads');
    expect(input.selectionStart).toBe(5);
    await user.clear(input);
    await user.type(input, 'brke pads');
    await user.keyboard('{ArrowLeft>7/}a');
    expect(input).toHaveValue('brake pads');
    expect(input.selectionStart).toBe(3);
  });

  it('asks for no suggestion while an input method composes, and for the composed text after', async () => {
    const user = userEvent.setup();
    const queries: string[] = [];
    const spy = {
      request: { query: SearchSuggestionsDocument, variables: () => true },
      result: (variables: Record<string, string>) => {
        queries.push(variables['query']!);
        return { data: { searchSuggestions: { ...suggestions, products: [], categories: [] } } };
      },
      maxUsageCount: 10,
    };
    render(
      <MockedProvider mocks={[spy, ...mocks.slice(1)]}>
        <I18nProvider i18n={i18n}>
          <MemoryRouter>
            <SearchBox />
          </MemoryRouter>
        </I18nProvider>
      </MockedProvider>,
    );
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Search parts' });
    await user.click(input);
    fireEvent.compositionStart(input);
    for (const partial of ['ब', 'बै', 'बैट', 'बैटरी']) fireEvent.change(input, { target: { value: partial } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(queries).toEqual([]);
    expect(input).toHaveValue('बैटरी');
    fireEvent.compositionEnd(input, { data: 'बैटरी' });
    await waitFor(() => expect(queries).toEqual(['बैटरी']));
    expect(input).toHaveValue('बैटरी');
  });
});
