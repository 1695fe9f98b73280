import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductFitment } from '@web/features/catalogue/product/product-fitment';
import { i18n } from '@web/shared/i18n/i18n';

const model = (model: string, years: number[], engines: string[]) => ({
  make: 'Hero',
  makeSlug: 'hero',
  model,
  modelSlug: model.toLowerCase().replace(/ /g, '-'),
  years,
  engines,
});

const renderFitment = (product: Parameters<typeof ProductFitment>[0]['product']) =>
  render(
    <I18nProvider i18n={i18n}>
      <ProductFitment product={product} />
    </I18nProvider>,
  );

describe('product page vehicle fitment', () => {
  it('lists each model the part fits with its year span and engines', () => {
    renderFitment({
      id: '1',
      compatibility: 'LIST',
      compatibleModels: [
        model('Splendor Plus', [2019, 2021, 2024], ['97.2cc', '97.2cc XTEC']),
        model('Passion Pro', [2022], ['113cc']),
      ],
    });
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Hero Splendor Plus')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('2019–2024');
    expect(items[0]).toHaveTextContent('97.2cc · 97.2cc XTEC');
    expect(items[1]).toHaveTextContent('2022');
  });

  it('says when a part fits every vehicle, or when fitment is not known', () => {
    const { unmount } = renderFitment({ id: '1', compatibility: 'ALL', compatibleModels: [] });
    expect(screen.getByText('Fits all vehicles.')).toBeInTheDocument();
    unmount();
    renderFitment({ id: '2', compatibility: 'UNKNOWN', compatibleModels: [] });
    expect(screen.getByText(/Fitment for this part is not confirmed/)).toBeInTheDocument();
  });
});
