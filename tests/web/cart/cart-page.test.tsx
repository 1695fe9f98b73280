import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PricedCartDocument } from '@web/__generated__/graphql';
import { CartPage } from '@web/features/cart/cart-page';
import { addToCart, cartVar, clearCart } from '@web/shared/state/cart';
import { toLineInputs, type CartLine } from '@web/shared/state/cart-lines';
import { renderWithProviders } from '../account/render';
import { taxIncluded } from '@rules/gst/gst';

const money = (amount: number) => ({ __typename: 'Money', amount, currency: 'INR' });

/** The gateway's answer for these lines: unit price 24,900 paise at 18 % GST included, delivery 2,500. */
function priced(lines: CartLine[]): MockedResponse {
  const subtotal = lines.reduce((sum, l) => sum + 24900 * l.quantity, 0);
  const gst = taxIncluded(subtotal, 1800, null).tax + taxIncluded(2500, 1800, null).tax;
  return {
    request: { query: PricedCartDocument, variables: { lines: toLineInputs(lines) } },
    result: {
      data: {
        cart: {
          __typename: 'Cart',
          lines: lines.map((l) => ({
            __typename: 'CartLine',
            id: l.id,
            productId: l.productId,
            product: {
              __typename: 'Product',
              id: l.productId,
              slug: l.productId,
              name: `Part ${l.productId}`,
              images: [],
            },
            options: l.options.map((o) => ({
              __typename: 'LineOption',
              option: o.name,
              value: o.value,
              name: 'Side',
              valueName: o.value,
            })),
            quantity: l.quantity,
            unitPrice: money(24900),
            total: money(24900 * l.quantity),
            availability: 'IN_STOCK',
            availableQuantity: 50,
            countedQuantity: l.quantity,
            installation: null,
            errors: [],
          })),
          quantity: lines.reduce((s, l) => s + l.quantity, 0),
          subtotal: money(subtotal),
          totals: [
            { __typename: 'CartTotal', type: 'SHIPPING', rate: null, included: false, price: money(2500) },
            { __typename: 'CartTotal', type: 'GST', rate: '18', included: true, price: money(gst) },
          ],
          total: money(subtotal + 2500),
          ready: true,
        },
      },
    },
  };
}

/** A line of 100 when 1 is in stock: the gateway counts (and totals) only that one. */
function beyondStock(line: CartLine): MockedResponse {
  const answer = priced([{ ...line, quantity: 1 }]);
  const cart = (answer.result as { data: { cart: { lines: Record<string, unknown>[] } } }).data.cart;
  cart.lines[0] = {
    ...cart.lines[0],
    quantity: 100,
    availableQuantity: 1,
    countedQuantity: 1,
    errors: [{ __typename: 'UserError', code: 'INSUFFICIENT_STOCK', field: ['quantity'] }],
  };
  return {
    request: { query: PricedCartDocument, variables: { lines: toLineInputs([line]) } },
    result: { data: { cart: { ...cart, ready: false } } },
  };
}

describe('cart page', () => {
  beforeEach(() => clearCart());

  it('shows the empty cart message', () => {
    renderWithProviders(<CartPage />);
    expect(screen.getByText('Your shopping cart is empty!')).toBeInTheDocument();
  });

  it('merges equal adds into one line and shows the server totals', async () => {
    const product = { name: 'Mirror', optionGroups: ['side'] };
    addToCart({ productId: 'p1', options: [{ name: 'side', value: 'left' }], quantity: 1 }, product);
    addToCart({ productId: 'p1', options: [{ name: 'side', value: 'left' }], quantity: 2 }, product);
    addToCart({ productId: 'p1', options: [{ name: 'side', value: 'right' }], quantity: 1 }, product);
    renderWithProviders(<CartPage />, [priced(cartVar())]);
    const list = await screen.findByRole('list', { name: 'Products in your cart' });
    expect(within(list).getAllByRole('button', { name: /^Remove Part p1/ })).toHaveLength(2);
    expect(
      within(list)
        .getAllByRole('textbox', { name: 'Quantity of Part p1' })
        .map((i) => (i as HTMLInputElement).value),
    ).toEqual(['3', '1']);
    const totals = screen.getByRole('complementary', { name: 'Cart totals' });
    expect(totals).toHaveTextContent('Subtotal₹996.00');
    expect(totals).toHaveTextContent('Delivery₹25.00');
    // GST is part of the prices: shown after the total, never added to it.
    expect(totals).toHaveTextContent('Total₹1,021.00incl. GST 18%₹155.74');
    expect(totals).toHaveTextContent('Prices include GST.');
    expect(totals).not.toHaveTextContent('Tax');
  });

  it('removes a line and asks the server again', async () => {
    const user = userEvent.setup();
    cartVar([
      { id: 'a', productId: 'p1', options: [], quantity: 1 },
      { id: 'b', productId: 'p2', options: [], quantity: 2 },
    ]);
    renderWithProviders(<CartPage />, [
      priced(cartVar()),
      priced([{ id: 'b', productId: 'p2', options: [], quantity: 2 }]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Remove Part p1 from the cart' }));
    expect(cartVar().map((l) => l.id)).toEqual(['b']);
    expect(await screen.findByText('Total')).toBeInTheDocument();
    await screen.findByText('₹523.00');
  });

  it('counts only the units in stock and caps the quantity box at them', async () => {
    const user = userEvent.setup();
    const line = { id: 'a', productId: 'p1', options: [], quantity: 100 };
    cartVar([line]);
    renderWithProviders(<CartPage />, [beyondStock(line), priced([{ ...line, quantity: 1 }])]);
    const list = await screen.findByRole('list', { name: 'Products in your cart' });
    expect(list).toHaveTextContent('Not enough units in stock for this quantity. In stock: 1');
    expect(list).toHaveTextContent('Line total: ₹249.00Counted in the total: 1 of 100');
    expect(screen.getByRole('complementary', { name: 'Cart totals' })).toHaveTextContent('Total₹274.00');

    const box = within(list).getByRole('textbox', { name: 'Quantity of Part p1' });
    await user.clear(box);
    await user.type(box, '100');
    expect(box).toHaveValue('1');
    await waitFor(() => expect(cartVar()[0]?.quantity).toBe(1));
    await waitFor(() => expect(list).not.toHaveTextContent('Counted in the total'));
  });
});
