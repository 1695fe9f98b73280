import { MockedProvider } from '@apollo/client/testing/react';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductInstallationDocument, ServiceSlotsDocument } from '@web/__generated__/graphql';
import { type CartLineRequest, ProductForm } from '@web/features/catalogue/product/product-form';
import { ProductInstallation } from '@web/features/services';
import { i18n } from '@web/shared/i18n/i18n';
import type { InstallationChoice } from '@web/shared/state/cart-lines';

/** Monday 1 March 2027, 08:00 IST: the picker offers 1–7 March. */
const NOW = new Date('2027-03-01T02:30:00.000Z');
const SLOT_10 = '2027-03-01T04:30:00.000Z';
const SLOT_1030 = '2027-03-01T05:00:00.000Z';
const money = (rupees: number) => ({ __typename: 'Money', amount: rupees * 100, currency: 'INR' });
const pkg = (id: string, name: string, rupees: number, partInstallation: boolean) => ({
  __typename: 'ServicePackage',
  id,
  name,
  durationMinutes: 20,
  includes: [],
  partInstallation,
  price: money(rupees),
});
const city = (slug: string, name: string) => ({
  __typename: 'ServiceCity',
  slug,
  name,
  workshopName: `GaadiParts ${name}`,
});

function mocks(fittingServices: unknown[]) {
  return [
    {
      request: { query: ProductInstallationDocument, variables: { slug: 'exide-battery' } },
      result: { data: { product: { __typename: 'Product', id: '7', fittingServices } } },
      maxUsageCount: 5,
    },
    {
      request: {
        query: ServiceSlotsDocument,
        variables: { serviceId: 'battery', city: 'bangalore', from: '2027-03-01', to: '2027-03-07' },
      },
      result: {
        data: {
          serviceSlots: [
            { __typename: 'ServiceSlot', start: SLOT_10, end: SLOT_1030, capacity: 4, remaining: 0 },
            { __typename: 'ServiceSlot', start: SLOT_1030, end: '2027-03-01T05:30:00.000Z', capacity: 4, remaining: 3 },
          ],
        },
      },
      maxUsageCount: 5,
    },
  ];
}

const BATTERY = {
  __typename: 'Service',
  id: 'battery',
  name: 'Battery check and replacement',
  packages: [
    pkg('battery/health-check', 'Battery health check', 199, false),
    pkg('battery/installation', 'Installation of a battery bought from us', 149, true),
  ],
  cities: [city('jaipur', 'Jaipur'), city('bangalore', 'Bangalore')],
};

const product = { id: '7', name: 'Exide Mileage 35Ah', stock: 'IN_STOCK' as const, options: [] };

/** The product page's composition: the installation choice feeds the product form's add. */
function Page({ services, onAdd }: { services: unknown[]; onAdd: (line: CartLineRequest) => void }) {
  const [choice, setChoice] = useState<InstallationChoice>({ status: 'none' });
  return (
    <MockedProvider mocks={mocks(services)}>
      <I18nProvider i18n={i18n}>
        <ProductForm product={product} onAddToCart={onAdd} installation={choice} />
        <ProductInstallation slug="exide-battery" onChange={setChoice} />
      </I18nProvider>
    </MockedProvider>
  );
}

describe('ProductInstallation (product page "Add installation")', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('adds the line with the chosen package, city and free slot', async () => {
    const onAdd = vi.fn<(line: CartLineRequest) => void>();
    render(<Page services={[BATTERY]} onAdd={onAdd} />);
    const toggle = await screen.findByRole('checkbox', { name: /Add installation at our workshop \(from ₹149/ });
    expect(screen.queryByText('Battery health check')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(screen.getByText('Installation of a battery bought from us')).toBeInTheDocument();
    const citySelect = screen.getByRole('combobox', { name: 'City' });
    expect(
      within(citySelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a city', 'Jaipur — GaadiParts Jaipur', 'Bangalore — GaadiParts Bangalore']);

    // Not complete yet: the add is stopped with a message, nothing goes to the cart.
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please choose a city, a day and a time for the installation',
    );
    expect(onAdd).not.toHaveBeenCalled();

    await userEvent.selectOptions(citySelect, 'bangalore');
    const times = await screen.findByRole('radiogroup', { name: /Times on Monday/ });
    await waitFor(() => expect(within(times).getAllByRole('radio')).toHaveLength(2));
    const [full, free] = within(times).getAllByRole('radio');
    expect(full).toBeDisabled();
    await userEvent.click(free!);

    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd.mock.calls[0]![0]).toEqual({
      productId: '7',
      options: [],
      quantity: 1,
      installation: { packageId: 'battery/installation', city: 'bangalore', slotStart: SLOT_1030 },
    });
  });

  it('adds the line without installation when the box is not ticked', async () => {
    const onAdd = vi.fn<(line: CartLineRequest) => void>();
    render(<Page services={[BATTERY]} onAdd={onAdd} />);
    await screen.findByRole('checkbox', { name: /Add installation/ });
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith({ productId: '7', options: [], quantity: 1 }));
  });

  it('shows nothing for a product without an installation package', async () => {
    const onAdd = vi.fn<(line: CartLineRequest) => void>();
    const helmets = { ...BATTERY, id: 'helmets', packages: [pkg('helmets/fitting', 'Helmet sizing', 0, false)] };
    render(<Page services={[helmets]} onAdd={onAdd} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalled());
    expect(screen.queryByRole('checkbox', { name: /Add installation/ })).not.toBeInTheDocument();
  });
});
