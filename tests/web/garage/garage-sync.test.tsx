import { MockedProvider } from '@apollo/client/testing/react';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { GarageViewerDocument, MergeUserVehiclesDocument } from '@web/__generated__/graphql';
import { useGarageSync } from '@web/features/garage/api/use-garage-sync';
import { garageIdsVar, garageOwnerVar } from '@web/shared/state/garage';

const SWIFT = {
  __typename: 'Vehicle',
  id: 'maruti-suzuki/swift/2019/1.2-vxi-petrol',
  year: 2019,
  make: 'Maruti Suzuki',
  makeSlug: 'maruti-suzuki',
  model: 'Swift',
  modelSlug: 'swift',
  engine: '1.2L K12M VXi Petrol',
  vehicleType: 'FOUR_WHEELER',
};
const ACTIVA = {
  ...SWIFT,
  id: 'honda/activa-6g/2022/109.5cc-std',
  make: 'Honda',
  makeSlug: 'honda',
  model: 'Activa 6G',
  modelSlug: 'activa-6g',
  engine: '109.5cc STD',
  year: 2022,
  vehicleType: 'TWO_WHEELER',
};

describe('garage after sign-in', () => {
  it('merges the browser garage into the account once and then follows the account', async () => {
    garageIdsVar([SWIFT.id, ACTIVA.id]);
    garageOwnerVar(null);
    let merged = 0;
    const mocks = [
      { request: { query: GarageViewerDocument }, result: { data: { viewer: { __typename: 'User', id: 'user-1' } } } },
      {
        request: { query: MergeUserVehiclesDocument, variables: { vehicleIds: [SWIFT.id, ACTIVA.id] } },
        result: () => {
          merged += 1;
          return {
            data: { mergeUserVehicles: { __typename: 'GaragePayload', vehicles: [ACTIVA, SWIFT], errors: [] } },
          };
        },
      },
    ];
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MockedProvider mocks={mocks}>{children}</MockedProvider>
    );
    const { rerender } = renderHook(() => useGarageSync(), { wrapper });

    await waitFor(() => expect(garageOwnerVar()).toBe('user-1'));
    expect(merged).toBe(1);
    // The browser copy is emptied: from now on the account's garage is the one shown.
    expect(garageIdsVar()).toEqual([]);
    rerender();
    expect(merged).toBe(1);
  });
});
