import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { groupByModel, ProductFitment } from '@web/features/catalogue/product/product-fitment';
import { i18n } from '@web/shared/i18n/i18n';

const vehicle = (year: number, model: string, engine: string) => ({
  id: `hero/${model}/${year}/${engine}`,
  year,
  make: 'Hero',
  model,
  engine,
});

const renderFitment = (product: Parameters<typeof ProductFitment>[0]['product']) =>
  render(
    <I18nProvider i18n={i18n}>
      <ProductFitment product={product} />
    </I18nProvider>,
  );

describe('product page vehicle fitment', () => {
  it('groups the vehicles by model with their year span and engines', () => {
    const vehicles = [
      vehicle(2024, 'Splendor Plus', '97.2cc'),
      vehicle(2019, 'Splendor Plus', '97.2cc'),
      vehicle(2021, 'Splendor Plus', '97.2cc XTEC'),
      vehicle(2022, 'Passion Pro', '113cc'),
    ];
    expect(groupByModel(vehicles)).toEqual([
      { name: 'Hero Splendor Plus', years: [2024, 2019, 2021], engines: ['97.2cc', '97.2cc XTEC'] },
      { name: 'Hero Passion Pro', years: [2022], engines: ['113cc'] },
    ]);
    renderFitment({id: '1', compatibility: 'LIST', compatibleVehicles: vehicles });
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Hero Splendor Plus')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('2019–2024');
    expect(items[1]).toHaveTextContent('2022');
  });

  it('says when a part fits every vehicle, or when fitment is not known', () => {
    const { unmount } = renderFitment({id: '1', compatibility: 'ALL', compatibleVehicles: [] });
    expect(screen.getByText('Fits all vehicles.')).toBeInTheDocument();
    unmount();
    renderFitment({id: '2', compatibility: 'UNKNOWN', compatibleVehicles: [] });
    expect(screen.getByText(/Fitment for this part is not confirmed/)).toBeInTheDocument();
  });
});
