import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  GarageViewerDocument,
  GarageVehiclesByIdsDocument,
  VehicleByVinDocument,
  VehicleEnginesDocument,
  VehicleMakesDocument,
  VehicleModelsDocument,
  VehicleYearsDocument,
} from '@web/__generated__/graphql';
import { GaragePanel } from '@web/features/garage/picker/garage-panel';
import { garageIdsVar } from '@web/shared/state/garage';
import { renderWithProviders } from '../account/render';

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
const BAD_VIN = 'MA3EWB22S00';
const mocks = [
  { request: { query: GarageViewerDocument }, result: { data: { viewer: null } }, ...many },
  { request: { query: VehicleYearsDocument }, result: { data: { vehicleYears: [2019] } }, ...many },
  {
    request: { query: VehicleMakesDocument, variables: { year: 2019 } },
    result: { data: { vehicleMakes: [{ __typename: 'VehicleMake', slug: 'maruti-suzuki', name: 'Maruti Suzuki' }] } },
    ...many,
  },
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
  {
    request: { query: VehicleByVinDocument, variables: { vin: BAD_VIN } },
    result: {
      data: {
        vehicleByVin: { __typename: 'VinLookup', vin: BAD_VIN, reason: 'MALFORMED', modelYears: [], makes: [] },
      },
    },
    ...many,
  },
  {
    request: { query: GarageVehiclesByIdsDocument, variables: { ids: [swift.id] } },
    result: { data: { vehiclesByIds: [swift] } },
    ...many,
  },
];
const Heading = ({ children }: { children: React.ReactNode }) => <h2>{children}</h2>;
const toast = () => screen.getByRole('status');

afterEach(() => garageIdsVar([]));

describe('garage panel: the VIN answer does not outlive its form', () => {
  it('drops the VIN error when the VIN box is emptied, and when a vehicle is added from the lists', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GaragePanel Heading={Heading} />, mocks);
    const vin = await screen.findByLabelText('VIN (vehicle identification number)');
    await user.type(vin, BAD_VIN);
    await waitFor(() => expect(toast()).toHaveTextContent('Unable to find a vehicle by this VIN.'));
    await user.clear(vin);
    expect(toast()).toBeEmptyDOMElement();

    await user.type(vin, BAD_VIN);
    await waitFor(() => expect(toast()).toHaveTextContent('Unable to find a vehicle by this VIN.'));
    await screen.findByRole('option', { name: '2019' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2019');
    await screen.findByRole('option', { name: 'Maruti Suzuki' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'maruti-suzuki');
    await screen.findByRole('option', { name: 'Swift' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Model' }), 'swift');
    await screen.findByRole('option', { name: '1.2L VXi Petrol' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Engine' }), swift.id);
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));
    await screen.findByRole('heading', { name: 'My garage' });
    expect(garageIdsVar()).toEqual([swift.id]);
    expect(toast()).toBeEmptyDOMElement();
    await waitFor(() =>
      expect(
        within(screen.getByRole('heading', { name: 'My garage' }).parentElement!).getByText(/Swift/),
      ).toBeInTheDocument(),
    );
  });
});
