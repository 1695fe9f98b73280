import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProductForm_ProductFragment } from '@web/__generated__/graphql';
import { type CartLineRequest, ProductForm } from '@web/features/catalogue/product/product-form';
import { i18n } from '@web/shared/i18n/i18n';

const product: ProductForm_ProductFragment = {
  id: '42',
  name: 'Elegant Steering Cover',
  stock: 'IN_STOCK',
  options: [
    {
      type: 'COLOR',
      slug: 'color',
      name: 'Colour',
      values: [
        { slug: 'black', name: 'Black', color: '#111111', images: [] },
        { slug: 'tan', name: 'Tan', color: '#a0522d', images: [] },
      ],
    },
    {
      type: 'DEFAULT',
      slug: 'size',
      name: 'Size',
      values: [
        { slug: 's', name: 'Small (36 cm)', color: null, images: [] },
        { slug: 'm', name: 'Medium (38 cm)', color: null, images: [] },
      ],
    },
  ],
};

function renderForm(onAddToCart = vi.fn<(line: CartLineRequest) => void>()) {
  render(
    <I18nProvider i18n={i18n}>
      <ProductForm product={product} onAddToCart={onAddToCart} />
    </I18nProvider>,
  );
  return onAddToCart;
}

describe('product options form', () => {
  it('requires every option group (ERROR_ADD_TO_CART_OPTIONS) and marks the missing ones', async () => {
    const user = userEvent.setup();
    const add = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose every option before adding to the cart.');
    expect(screen.getByRole('group', { name: /Colour/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: /Size/ })).toHaveAttribute('aria-invalid', 'true');
    expect(add).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Tan' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('group', { name: /Colour/ })).not.toHaveAttribute('aria-invalid');
    expect(within(screen.getByRole('group', { name: /Size/ })).getByText('Please choose: Size')).toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();
  });

  it('sends the chosen options by name and the quantity once every group is chosen', async () => {
    const user = userEvent.setup();
    const add = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Black' }));
    await user.click(screen.getByRole('radio', { name: 'Medium (38 cm)' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(add).toHaveBeenCalledTimes(1);
    const line = add.mock.calls[0]![0];
    expect(line).toMatchObject({ productId: '42', quantity: 2 });
    // one entry per option group, each with the chosen value (the cart decides names or slugs)
    expect(line.options).toHaveLength(2);
    expect(line.options.map((o) => o.value.toLowerCase())).toEqual([
      expect.stringMatching(/^black$/),
      expect.stringMatching(/^m/),
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses an empty quantity (ERROR_ADD_TO_CART_QUANTITY)', async () => {
    const user = userEvent.setup();
    const add = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Black' }));
    await user.click(screen.getByRole('radio', { name: 'Small (36 cm)' }));
    await user.clear(screen.getByRole('textbox', { name: 'Quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a quantity of at least 1.');
    expect(add).not.toHaveBeenCalled();
  });
});
