/**
 * The product form sends the stock only when staff changed it (shoppers buy while the form is
 * open: a stock sent unchanged undid their orders), a changed quantity with the one it was opened
 * with, and shows the server's refusal when the stock moved meanwhile. A price below ₹1 is refused
 * on its field before sending.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { describedText, renderProductForm } from './render-product-form';

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save product' }));

describe('product form: stock', () => {
  it('sends no stock when only the name changed', async () => {
    const saved = renderProductForm();
    await userEvent.type(screen.getByLabelText(/^Name/), ' (pair)');
    await save();
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const input = saved.mock.calls[0]![0];
    expect(input.name).toBe('Bosch Front Brake Pads (Hyundai Creta) (pair)');
    expect(input).not.toHaveProperty('stockQuantity');
    expect(input).not.toHaveProperty('stockQuantityWas');
    expect(input).not.toHaveProperty('stockStatus');
  });

  it('sends a changed quantity with the one the form was opened with, and a changed status alone', async () => {
    const saved = renderProductForm();
    await userEvent.clear(screen.getByLabelText(/^Units in stock/));
    await userEvent.type(screen.getByLabelText(/^Units in stock/), '20');
    await userEvent.selectOptions(screen.getByLabelText('Stock status'), 'ON_BACKORDER');
    await save();
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved.mock.calls[0]![0]).toMatchObject({
      stockQuantity: 20,
      stockQuantityWas: 12,
      stockStatus: 'ON_BACKORDER',
    });
  });

  it('shows on the stock field, translated, that orders changed the stock meanwhile', async () => {
    renderProductForm([{ code: 'STOCK_CHANGED', field: ['input', 'stockQuantity'] }]);
    await userEvent.clear(screen.getByLabelText(/^Units in stock/));
    await userEvent.type(screen.getByLabelText(/^Units in stock/), '20');
    await save();
    await waitFor(() =>
      expect(describedText(screen.getByLabelText(/^Units in stock/))).toBe(
        'Orders changed the stock while you were editing, so nothing was saved. Reload the page to see the stock now and enter it again.',
      ),
    );
    expect(screen.getByLabelText(/^Units in stock/)).toHaveValue('20');
  });
});

describe('product form: price', () => {
  it('refuses a price below ₹1 on the field, translated, and sends nothing', async () => {
    const saved = renderProductForm();
    const price = screen.getByLabelText(/^Price with GST/);
    await userEvent.clear(price);
    await userEvent.type(price, '0');
    await save();
    await waitFor(() => expect(describedText(price)).toBe('The amount must be at least ₹1.'));
    expect(saved).not.toHaveBeenCalled();
  });
});
