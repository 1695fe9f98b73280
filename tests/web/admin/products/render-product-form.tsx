import { MockedProvider } from '@apollo/client/testing/react';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import {
  AdminVehicleMakesDocument,
  AdminVehicleModelsDocument,
  AdminVehiclesDocument,
  type ProductChoicesQuery,
  type ProductForm_ProductFragment,
  type ProductInput,
} from '@web/__generated__/admin-graphql';
import type { ServerError } from '@web/admin/shared/ui/error-message';
import { ProductForm } from '@web/admin/features/products/product-form';
import { i18n } from '@web/shared/i18n/i18n';

const creta = (year: number, engine: string, slug: string) => ({
  __typename: 'AdminVehicle' as const,
  id: `hyundai/creta/${year}/${slug}`,
  year,
  make: 'Hyundai',
  model: 'Creta',
  engine,
});

export const SWIFT = {
  __typename: 'AdminVehicle' as const,
  id: 'maruti-suzuki/swift/2019/1.2-vxi-petrol',
  year: 2019,
  make: 'Maruti Suzuki',
  model: 'Swift',
  engine: '1.2L K12M VXi Petrol',
};
const SWIFT_2020 = { ...SWIFT, id: 'maruti-suzuki/swift/2020/1.2-vxi-petrol', year: 2020 };

export const PRODUCT: ProductForm_ProductFragment = {
  id: '19',
  sku: 'GP-BOS-0019',
  name: 'Bosch Front Brake Pads (Hyundai Creta)',
  slug: 'bosch-front-brake-pads-hyundai-creta',
  partNumber: '0 986 AB1 234',
  brand: 'bosch',
  type: 'brake-pad',
  categories: ['brake-pads'],
  price: { amount: 189_900 },
  mrp: { amount: 235_000 },
  hsnCode: '870830',
  stockQuantity: 12,
  stockStatus: 'IN_STOCK',
  excerpt: 'Quiet ceramic pads.',
  description: '<p>Quiet pads.</p>',
  compatibility: 'LIST',
  vehicles: ['hyundai/creta/2020/1.5-petrol', 'hyundai/creta/2019/1.5-petrol'],
  fitVehicles: [creta(2020, '1.5L Petrol', '1.5-petrol'), creta(2019, '1.5L Petrol', '1.5-petrol')],
  options: [],
  images: [],
  archived: false,
};

export const CHOICES: ProductChoicesQuery = {
  adminBrands: [{ id: '1', slug: 'bosch', name: 'Bosch' }],
  adminCategories: [{ id: '2', slug: 'brake-pads', name: 'Brake Pads', parent: null }],
  adminPartTypes: [
    { slug: 'brake-pad', name: 'Brake Pad' },
    { slug: 'brake-shoe', name: 'Brake Shoe' },
  ],
  adminColors: [
    { slug: 'black', name: 'Black', hex: '#111111' },
    { slug: 'red', name: 'Red', hex: '#d32f2f' },
  ],
};

const many = { maxUsageCount: 10 };
const MOCKS = [
  {
    request: { query: AdminVehicleMakesDocument },
    result: {
      data: {
        adminVehicleMakes: [
          { __typename: 'AdminVehicleMake', slug: 'hyundai', name: 'Hyundai' },
          { __typename: 'AdminVehicleMake', slug: 'maruti-suzuki', name: 'Maruti Suzuki' },
        ],
      },
    },
    ...many,
  },
  {
    request: { query: AdminVehicleModelsDocument, variables: { make: 'maruti-suzuki' } },
    result: { data: { adminVehicleModels: [{ __typename: 'AdminVehicleModel', slug: 'swift', name: 'Swift' }] } },
    ...many,
  },
  {
    request: { query: AdminVehiclesDocument, variables: { make: 'maruti-suzuki', model: 'swift' } },
    result: { data: { adminVehicles: [SWIFT_2020, SWIFT] } },
    ...many,
  },
];

/** The product form with mocked vehicle lists; `save` answers the given server errors (none: saved). */
export function renderProductForm(
  answers: readonly ServerError[] = [],
  product: ProductForm_ProductFragment = PRODUCT,
) {
  const save = vi.fn<(input: ProductInput) => Promise<readonly ServerError[]>>(async () => answers);
  render(
    <MockedProvider mocks={MOCKS}>
      <I18nProvider i18n={i18n}>
        <ProductForm product={product} choices={CHOICES} save={save} />
      </I18nProvider>
    </MockedProvider>,
  );
  return save;
}

/** The text of the elements that describe an input (its hint and error). */
export function describedText(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}
