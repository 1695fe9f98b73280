import type { ComponentProps } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  VehicleEnginesDocument,
  VehicleMakesDocument,
  VehicleModelsDocument,
  VehicleYearsDocument,
} from '@web/__generated__/graphql';
import { VehicleForm } from '@web/features/garage/form/vehicle-form';
import { i18n } from '@web/shared/i18n/i18n';

const swift = {
  __typename: 'Vehicle',
  id: 'maruti-suzuki/swift/2019/1.2-vxi-petrol',
  year: 2019,
  make: 'Maruti Suzuki',
  makeSlug: 'maruti-suzuki',
  model: 'Swift',
  modelSlug: 'swift',
  engine: '1.2L VXi Petrol',
  vehicleType: 'FOUR_WHEELER',
};
const many = { maxUsageCount: 5 };
const mocks = [
  { request: { query: VehicleYearsDocument }, result: { data: { vehicleYears: [2020, 2019] } }, ...many },
  ...[2019, 2020].map((year) => ({
    request: { query: VehicleMakesDocument, variables: { year } },
    result: { data: { vehicleMakes: [{ __typename: 'VehicleMake', slug: 'maruti-suzuki', name: 'Maruti Suzuki' }] } },
    ...many,
  })),
  {
    request: { query: VehicleModelsDocument, variables: { year: 2019, make: 'maruti-suzuki' } },
    result: { data: { vehicleModels: [{ __typename: 'VehicleModel', slug: 'swift', name: 'Swift' }] } },
    ...many,
  },
  {
    request: { query: VehicleEnginesDocument, variables: { year: 2019, make: 'maruti-suzuki', model: 'swift' } },
    result: { data: { vehicles: [swift] } },
    ...many,
  },
];

function renderForm() {
  const onVehicle = vi.fn<ComponentProps<typeof VehicleForm>['onVehicle']>();
  render(
    <MockedProvider mocks={mocks}>
      <I18nProvider i18n={i18n}>
        <VehicleForm onVehicle={onVehicle} />
      </I18nProvider>
    </MockedProvider>,
  );
  return onVehicle;
}

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

describe('vehicle picker form: the year → brand → model → engine cascade', () => {
  it('keeps each later select disabled until the earlier one has a value', async () => {
    renderForm();
    expect(select('Year')).toBeEnabled();
    expect(select('Brand')).toBeDisabled();
    expect(select('Model')).toBeDisabled();
    expect(select('Engine')).toBeDisabled();
    await screen.findByRole('option', { name: '2019' });
    await userEvent.selectOptions(select('Year'), '2019');
    expect(select('Brand')).toBeEnabled();
    expect(select('Model')).toBeDisabled();
    await screen.findByRole('option', { name: 'Maruti Suzuki' });
    await userEvent.selectOptions(select('Brand'), 'maruti-suzuki');
    expect(select('Model')).toBeEnabled();
    expect(select('Engine')).toBeDisabled();
  });

  it('reports the vehicle only once an engine is chosen, and null when an earlier select changes', async () => {
    const onVehicle = renderForm();
    await screen.findByRole('option', { name: '2019' });
    await userEvent.selectOptions(select('Year'), '2019');
    await screen.findByRole('option', { name: 'Maruti Suzuki' });
    await userEvent.selectOptions(select('Brand'), 'maruti-suzuki');
    await screen.findByRole('option', { name: 'Swift' });
    await userEvent.selectOptions(select('Model'), 'swift');
    expect(onVehicle).not.toHaveBeenCalledWith(expect.objectContaining({ id: swift.id }));
    await screen.findByRole('option', { name: '1.2L VXi Petrol' });
    await userEvent.selectOptions(select('Engine'), swift.id);
    expect(onVehicle).toHaveBeenLastCalledWith(expect.objectContaining({ id: swift.id }));

    // Changing the year resets brand, model and engine and reloads their options.
    await userEvent.selectOptions(select('Year'), '2020');
    expect(onVehicle).toHaveBeenLastCalledWith(null);
    expect(select('Brand').value).toBe('');
    expect(select('Model')).toBeDisabled();
    expect(select('Engine')).toBeDisabled();
    await waitFor(() => expect(select('Brand').options).toHaveLength(2));
  });
});
