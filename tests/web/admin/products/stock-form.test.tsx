/**
 * The stock screen's form (OPERATIONS may use it, from Today's low stock): it sends the quantity
 * and status with the quantity it showed, and shows the server's refusal when orders changed the
 * stock meanwhile.
 */
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StockForm_ProductFragment, StockStatus } from '@web/__generated__/admin-graphql';
import type { ServerError } from '@web/admin/shared/ui/error-message';
import { StockForm } from '@web/admin/features/products/stock-form';
import { i18n } from '@web/shared/i18n/i18n';
import { describedText } from './render-product-form';

const PRODUCT: StockForm_ProductFragment = {
  id: '14',
  name: 'Bosch Oil Filter',
  sku: 'GP-BOS-0014',
  stockQuantity: 3,
  stockStatus: 'IN_STOCK',
  archived: false,
};

function renderForm(answer: readonly ServerError[] = []) {
  const save = vi.fn<(q: number, s: StockStatus, was: number) => Promise<readonly ServerError[]>>(async () => answer);
  render(
    <I18nProvider i18n={i18n}>
      <StockForm product={PRODUCT} save={save} />
    </I18nProvider>,
  );
  return save;
}

const quantity = () => screen.getByLabelText(/^Units in stock/);

describe('stock form', () => {
  it('sends the new quantity and status with the quantity it showed', async () => {
    const save = renderForm();
    expect(quantity()).toHaveValue('3');
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Save stock' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(40, 'IN_STOCK', 3));
    expect(await screen.findByText('Stock saved. The shop sells from it now.')).toBeInTheDocument();
  });

  it('shows on the quantity, translated, that orders changed the stock meanwhile', async () => {
    renderForm([{ code: 'STOCK_CHANGED', field: ['stockQuantity'] }]);
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Save stock' }));
    await waitFor(() =>
      expect(describedText(quantity())).toBe(
        'Orders changed the stock while you were editing, so nothing was saved. Reload the page to see the stock now and enter it again.',
      ),
    );
  });
});
