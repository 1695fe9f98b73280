import {
  AccountAddressesDocument,
  type AddressInput,
  useAddAddressMutation,
  useDeleteAddressMutation,
  useEditAddressMutation,
} from '@web/__generated__/graphql';
import type { ServerError } from '../ui/server-errors';
import { runMutation } from './run-mutation';

/** A default change touches other addresses, so the list and the default are fetched again. */
const REFETCH = {
  refetchQueries: [{ query: AccountAddressesDocument }, 'AccountDashboard'],
  awaitRefetchQueries: true,
};

export function useSaveAddress() {
  const [add, addState] = useAddAddressMutation(REFETCH);
  const [edit, editState] = useEditAddressMutation(REFETCH);
  const saveAddress = async (id: string | null, input: AddressInput): Promise<ServerError[]> => {
    if (id === null) {
      const { result, errors } = await runMutation(() => add({ variables: { input } }));
      return [...(result?.data?.addAddress.errors ?? errors)];
    }
    const { result, errors } = await runMutation(() => edit({ variables: { id, input } }));
    return [...(result?.data?.editAddress.errors ?? errors)];
  };
  return { saveAddress, loading: addState.loading || editState.loading };
}

export function useDeleteAddress() {
  const [mutate, { loading }] = useDeleteAddressMutation({
    ...REFETCH,
    update(cache, { data }) {
      const id = data?.deleteAddress.deletedId;
      if (id) cache.evict({ id: cache.identify({ __typename: 'Address', id }) });
    },
  });
  const deleteAddress = async (id: string): Promise<ServerError[]> => {
    const { result, errors } = await runMutation(() => mutate({ variables: { id } }));
    return [...(result?.data?.deleteAddress.errors ?? errors)];
  };
  return { deleteAddress, loading };
}
