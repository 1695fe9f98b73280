import {
  type GarageRegistration_EntryFragment as GarageRegistration,
  GarageRegistrationsDocument,
  type GarageRegistrationsQuery,
  useGarageRegistrationsQuery,
  useSetUserVehicleRegistrationMutation,
} from '@web/__generated__/graphql';

export type { GarageRegistration };
export type RegistrationMark = GarageRegistration['registration'];

/**
 * Registration marks that label the signed-in shopper's garage vehicles (a browser garage has
 * none: the label lives with the account). `save` answers an error code, or null when saved.
 */
export function useGarageRegistrations(enabled: boolean) {
  const { data } = useGarageRegistrationsQuery({ skip: !enabled, fetchPolicy: 'cache-and-network' });
  const [mutate, { loading }] = useSetUserVehicleRegistrationMutation();
  const byVehicle = new Map((data?.garageRegistrations ?? []).map((r) => [r.vehicleId, r.registration]));

  async function save(vehicleId: string, registration: string | null): Promise<string | null> {
    try {
      const { data: answer } = await mutate({
        variables: { vehicleId, registration },
        update: (cache, { data: result }) => {
          if (!result || result.setUserVehicleRegistration.errors.length) return;
          cache.writeQuery<GarageRegistrationsQuery>({
            query: GarageRegistrationsDocument,
            data: { garageRegistrations: result.setUserVehicleRegistration.registrations },
          });
        },
      });
      return answer ? (answer.setUserVehicleRegistration.errors[0]?.code ?? null) : 'UNEXPECTED';
    } catch {
      return 'UNEXPECTED';
    }
  }
  return { byVehicle: enabled ? byVehicle : new Map<string, RegistrationMark>(), save, busy: loading };
}
