/**
 * The Pictures panel of a product: a wrong picture can be removed, after a confirmation that can
 * be declined; the server's refusal is shown translated. Before, the panel could only upload.
 */
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ServerError } from '@web/admin/shared/ui/error-message';
import { ProductImages } from '@web/admin/features/products/product-images';
import { i18n } from '@web/shared/i18n/i18n';

const IMAGES = ['/images/products/uploads/aaa-800.webp', '/images/products/uploads/bbb-800.webp'];

function renderImages(answer: readonly ServerError[] = []) {
  const remove = vi.fn<(url: string) => Promise<readonly ServerError[]>>(async () => answer);
  const upload = vi.fn<(file: File) => Promise<readonly ServerError[]>>(async () => []);
  render(
    <I18nProvider i18n={i18n}>
      <ProductImages images={IMAGES} upload={upload} remove={remove} />
    </I18nProvider>,
  );
  return remove;
}

describe('product pictures: remove', () => {
  it('removes the chosen picture once staff confirm', async () => {
    const remove = renderImages();
    await userEvent.click(screen.getByRole('button', { name: 'Remove picture 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove picture 2?' });
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove picture' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(IMAGES[1]));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Picture removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the picture when staff decline', async () => {
    const remove = renderImages();
    await userEvent.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep as it is' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();
  });

  it("shows the server's refusal translated", async () => {
    renderImages([{ code: 'PRODUCT_ARCHIVED', field: ['productId'] }]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove picture' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This product is archived. Restore it before changing it.',
    );
    expect(screen.queryByText('Picture removed.')).toBeNull();
  });
});
