/**
 * The Brands and Categories screens (one list-and-edit component): delete asks first, shows the
 * server's refusal translated above the list and keeps the row, or removes the row and says so.
 */
import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import {
  AdminBrandsDocument,
  AdminCategoriesDocument,
  DeleteBrandDocument,
  DeleteCategoryDocument,
} from '@web/__generated__/admin-graphql';
import { BrandsPage } from '@web/admin/features/brands-categories/brands-page';
import { CategoriesPage } from '@web/admin/features/brands-categories/categories-page';
import { activateAdminLocale } from '@web/admin/shared/admin-i18n';
import { activateLocale } from '@web/shared/i18n/i18n';
import { renderWithProviders } from '../account/render';

const brand = (id: string, name: string, productCount: number) => ({
  __typename: 'AdminBrand',
  id,
  slug: name.toLowerCase(),
  name,
  country: 'IN',
  image: '',
  productCount,
});
const category = (id: string, name: string, parent: string | null) => ({
  __typename: 'AdminCategory',
  id,
  slug: name.toLowerCase(),
  name,
  description: '',
  parent,
  layout: 'PRODUCTS' as const,
  position: 0,
  productCount: 0,
  translations: [],
});

const BOSCH = brand('1', 'Bosch', 12);
const SPARE = brand('2', 'Spare', 0);
const brands = (list: ReturnType<typeof brand>[]): MockedResponse => ({
  request: { query: AdminBrandsDocument },
  result: { data: { adminBrands: list } },
});
const deleteBrand = (id: string, errors: { code: string; field: string[] }[]): MockedResponse => ({
  request: { query: DeleteBrandDocument, variables: { id } },
  result: {
    data: {
      deleteBrand: {
        __typename: 'BrandPayload',
        brand: errors.length ? null : { __typename: 'AdminBrand', id },
        errors: errors.map((e) => ({ __typename: 'UserError', ...e })),
      },
    },
  },
});

/** Opens the row's delete dialog and confirms. */
async function deleteRow(user: ReturnType<typeof userEvent.setup>, name: RegExp, confirm: RegExp) {
  await user.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: confirm }));
}

afterAll(() => activateLocale('en'));

describe('Brands screen', () => {
  it('shows the refusal of a brand with products translated, and deletes an unused one', async () => {
    await activateAdminLocale('en');
    const user = userEvent.setup();
    renderWithProviders(<BrandsPage />, [
      brands([BOSCH, SPARE]),
      deleteBrand('1', [{ code: 'BRAND_IN_USE', field: ['id'] }]),
      brands([BOSCH, SPARE]),
      deleteBrand('2', []),
      brands([BOSCH]),
    ]);
    expect(await screen.findByRole('cell', { name: /Spare/ })).toBeInTheDocument();
    await deleteRow(user, /^Delete Bosch$/, /^Delete$/);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Products of this brand are in the catalogue (archived ones too), so it cannot be deleted.',
    );
    expect(screen.getByRole('cell', { name: /Bosch/ })).toBeInTheDocument();

    await deleteRow(user, /^Delete Spare$/, /^Delete$/);
    expect(await screen.findByRole('status')).toHaveTextContent('Spare deleted. The shop no longer shows it.');
    await expect.poll(() => screen.queryByRole('cell', { name: /Spare/ })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the brand when staff choose not to delete it', async () => {
    await activateAdminLocale('en');
    const user = userEvent.setup();
    renderWithProviders(<BrandsPage />, [brands([SPARE])]);
    await user.click(await screen.findByRole('button', { name: 'Delete Spare' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep as it is' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('cell', { name: /Spare/ })).toBeInTheDocument();
  });
});

describe('Categories screen', () => {
  it('shows in Hindi why a category with subcategories stays', async () => {
    await activateAdminLocale('hi');
    const user = userEvent.setup();
    const tree: MockedResponse = {
      request: { query: AdminCategoriesDocument },
      result: { data: { adminCategories: [category('5', 'Brakes', null), category('6', 'Pads', 'brakes')] } },
    };
    renderWithProviders(<CategoriesPage />, [
      tree,
      {
        request: { query: DeleteCategoryDocument, variables: { id: '5' } },
        result: {
          data: {
            deleteCategory: {
              __typename: 'CategoryPayload',
              category: null,
              errors: [{ __typename: 'UserError', code: 'CATEGORY_HAS_SUBCATEGORIES', field: ['id'] }],
            },
          },
        },
      },
      tree,
    ]);
    await deleteRow(user, /^Brakes को हटाएँ$/, /^हटाएँ$/);
    expect(await screen.findByRole('alert')).toHaveTextContent('इस श्रेणी में उप-श्रेणियाँ हैं। पहले उन्हें हटाएँ या कहीं और ले जाएँ।');
  });
});
