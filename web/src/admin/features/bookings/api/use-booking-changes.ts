import {
  useCancelBookingMutation,
  useMoveBookingMutation,
  useSetSlotBlockedMutation,
} from '@web/__generated__/admin-graphql';
import { mutationOutcome, runAdminMutation } from '@web/admin/shared/ui/server-errors';

/** Every change re-reads the day on screen (and any other day in the cache): counts move between slots. */
const refetch = { refetchQueries: ['BookingDay'], awaitRefetchQueries: true };

/**
 * Block or unblock a slot, move or cancel a booking. Each answers the server's errors, none when
 * the change went through.
 */
export function useBookingChanges(serviceId: string, city: string) {
  const [setBlocked] = useSetSlotBlockedMutation(refetch);
  const [move] = useMoveBookingMutation(refetch);
  const [cancel] = useCancelBookingMutation(refetch);
  return {
    setBlocked: async (start: string, blocked: boolean) => {
      const variables = { serviceId, city, start, blocked };
      const { result, errors } = await runAdminMutation(() => setBlocked({ variables }));
      return mutationOutcome(result?.data?.setSlotBlocked, errors);
    },
    move: async (id: string, slotStart: string) => {
      const { result, errors } = await runAdminMutation(() => move({ variables: { id, slotStart } }));
      return mutationOutcome(result?.data?.moveBooking, errors);
    },
    cancel: async (id: string) => {
      const { result, errors } = await runAdminMutation(() => cancel({ variables: { id } }));
      return mutationOutcome(result?.data?.cancelBooking, errors);
    },
  };
}

export type BookingChanges = ReturnType<typeof useBookingChanges>;
