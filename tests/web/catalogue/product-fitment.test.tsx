import { MockedProvider } from '@apollo/client/testing/react';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProductModelVehiclesDocument } from '@web/__generated__/graphql';
import { ProductFitment } from '@web/features/catalogue/product/product-fitment';
import { i18n } from '@web/shared/i18n/i18n';

const SLUG = 'brake-shoe';
const model = (name: string, years: number[], vehicleCount: number) => ({
  make: 'Hero',
  makeSlug: 'hero',
  model: name,
  modelSlug: name.toLowerCase().replace(/ /g, '-'),
  years,
  vehicleCount,
});
const vehicle = (id: string, year: number, engine: string) => ({ __typename: 'Vehicle', id, year, engine });
/** The answer to one page of a model's vehicles: only a request with exactly this limit and offset gets it. */
const vehiclesOf = (modelSlug: string, page: { limit: number; offset: number }, vehicles: unknown[]) => ({
  request: {
    query: ProductModelVehiclesDocument,
    variables: { slug: SLUG, model: { makeSlug: 'hero', modelSlug }, ...page },
  },
  result: { data: { product: { __typename: 'Product', id: '1', compatibleVehicles: vehicles } } },
});
const failedPage = (mock: ReturnType<typeof vehiclesOf>) => ({ ...mock, result: undefined, error: new Error('down') });
const fifty = Array.from({ length: 50 }, (_, i) => vehicle(`v${i}`, 2024 - (i % 5), `${100 + i}cc`));
const lastTwo = [vehicle('v50', 2010, '97.2cc'), vehicle('v51', 2009, '97.2cc')];

const renderFitment = (product: Parameters<typeof ProductFitment>[0]['product'], mocks: unknown[] = []) =>
  render(
    <MockedProvider mocks={mocks as never}>
      <I18nProvider i18n={i18n}>
        <ProductFitment product={product} />
      </I18nProvider>
    </MockedProvider>,
  );

describe('product page vehicle fitment', () => {
  it('lists each model the part fits with its year span and how many of its vehicles fit', () => {
    renderFitment({
      id: '1',
      slug: SLUG,
      compatibility: 'LIST',
      compatibleModels: [model('Splendor Plus', [2019, 2021, 2024], 3), model('Passion Pro', [2022], 1)],
    });
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Hero Splendor Plus')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('2019–2024');
    expect(within(items[0]!).getByRole('button', { name: '3 vehicles' })).toHaveAttribute('aria-expanded', 'false');
    expect(items[1]).toHaveTextContent('2022');
    expect(within(items[1]!).getByRole('button', { name: '1 vehicle' })).toBeInTheDocument();
  });

  it("asks for a model's vehicles when the shopper opens it, and only the next page on Show more", async () => {
    const user = userEvent.setup();
    // The second page is answered only when asked with offset 50 and limit 2: asking again from the
    // start with a larger limit (re-downloading the 50 shown) gets no answer, and the test fails.
    renderFitment(
      { id: '1', slug: SLUG, compatibility: 'LIST', compatibleModels: [model('Splendor Plus', [2009, 2024], 52)] },
      [
        vehiclesOf('splendor-plus', { limit: 50, offset: 0 }, fifty),
        vehiclesOf('splendor-plus', { limit: 2, offset: 50 }, lastTwo),
      ],
    );
    const toggle = screen.getByRole('button', { name: '52 vehicles' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(await within(list).findByText('2024 · 100cc')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    await user.click(within(list).getByRole('button', { name: 'Show more vehicles' }));
    expect(await within(list).findByText('2009 · 97.2cc')).toBeInTheDocument();
    const shown = within(list).getAllByRole('listitem');
    expect(shown).toHaveLength(52);
    expect(shown[0]).toHaveTextContent('2024 · 100cc');
    expect(shown[50]).toHaveTextContent('2010 · 97.2cc');
    expect(within(list).queryByRole('button', { name: 'Show more vehicles' })).toBeNull();
    expect(within(list).queryByRole('alert')).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('2009 · 97.2cc')).toBeNull();
  });

  it('offers no Show more once a page comes shorter than asked for, though the count promised more', async () => {
    const user = userEvent.setup();
    // 53 promised (a vehicle removed since the page was loaded): the second page asked for 3 gives 2.
    renderFitment(
      { id: '1', slug: SLUG, compatibility: 'LIST', compatibleModels: [model('Splendor Plus', [2009, 2024], 53)] },
      [
        vehiclesOf('splendor-plus', { limit: 50, offset: 0 }, fifty),
        vehiclesOf('splendor-plus', { limit: 3, offset: 50 }, lastTwo),
      ],
    );
    await user.click(screen.getByRole('button', { name: '53 vehicles' }));
    expect(await screen.findByText('2024 · 100cc')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more vehicles' }));
    expect(await screen.findByText('2009 · 97.2cc')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1 + 52);
    expect(screen.queryByRole('button', { name: 'Show more vehicles' })).toBeNull();
  });

  it('offers no Show more when the first page comes short', async () => {
    const user = userEvent.setup();
    renderFitment(
      { id: '1', slug: SLUG, compatibility: 'LIST', compatibleModels: [model('Passion Pro', [2009, 2010], 3)] },
      [vehiclesOf('passion-pro', { limit: 3, offset: 0 }, lastTwo)],
    );
    await user.click(screen.getByRole('button', { name: '3 vehicles' }));
    expect(await screen.findByText('2009 · 97.2cc')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1 + 2);
    expect(screen.queryByRole('button', { name: 'Show more vehicles' })).toBeNull();
  });

  it('keeps the vehicles shown when Show more fails, and asks for that page again on Try again', async () => {
    const user = userEvent.setup();
    const secondPage = vehiclesOf('splendor-plus', { limit: 2, offset: 50 }, lastTwo);
    renderFitment(
      { id: '1', slug: SLUG, compatibility: 'LIST', compatibleModels: [model('Splendor Plus', [2009, 2024], 52)] },
      [vehiclesOf('splendor-plus', { limit: 50, offset: 0 }, fifty), failedPage(secondPage), secondPage],
    );
    await user.click(screen.getByRole('button', { name: '52 vehicles' }));
    expect(await screen.findByText('2024 · 100cc')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more vehicles' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The vehicles could not be loaded.');
    expect(screen.getAllByRole('listitem')).toHaveLength(1 + 50);
    expect(screen.queryByRole('button', { name: 'Show more vehicles' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2009 · 97.2cc')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1 + 52);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says when a model's vehicles could not be loaded, and asks again on Try again", async () => {
    const user = userEvent.setup();
    const page = vehiclesOf('passion-pro', { limit: 2, offset: 0 }, [
      vehicle('p1', 2022, '113cc'),
      vehicle('p2', 2021, '113cc'),
    ]);
    renderFitment(
      { id: '1', slug: SLUG, compatibility: 'LIST', compatibleModels: [model('Passion Pro', [2021, 2022], 2)] },
      [failedPage(page), page],
    );
    await user.click(screen.getByRole('button', { name: '2 vehicles' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The vehicles could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2022 · 113cc')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when a part fits every vehicle, or when fitment is not known', () => {
    const { unmount } = renderFitment({ id: '1', slug: SLUG, compatibility: 'ALL', compatibleModels: [] });
    expect(screen.getByText('Fits all vehicles.')).toBeInTheDocument();
    unmount();
    renderFitment({ id: '2', slug: SLUG, compatibility: 'UNKNOWN', compatibleModels: [] });
    expect(screen.getByText(/Fitment for this part is not confirmed/)).toBeInTheDocument();
  });
});
