import { useState } from 'react';
import { useCancelBookingMutation } from '@web/__generated__/graphql';

/**
 * Cancels a booking (by owner, or with a guest's token); the answer updates the cached booking.
 * Returns the error code, or null when it worked.
 */
export function useCancelBooking() {
  const [mutate] = useCancelBookingMutation();
  const [busyId, setBusyId] = useState<string | null>(null);

  async function cancel(id: string, token?: string): Promise<string | null> {
    if (busyId) return null;
    setBusyId(id);
    try {
      const { data } = await mutate({ variables: { id, token: token ?? null } });
      return data?.cancelBooking.errors[0]?.code ?? (data?.cancelBooking.booking ? null : 'UNEXPECTED');
    } catch {
      return 'UNEXPECTED';
    } finally {
      setBusyId(null);
    }
  }

  return { cancel, busyId };
}
