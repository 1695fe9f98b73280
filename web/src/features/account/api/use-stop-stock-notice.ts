import { useState } from 'react';
import { useStopStockNoticeMutation } from '@web/__generated__/graphql';

/**
 * Stops one of the shopper's back-in-stock requests; a stopped one leaves the cached list at once.
 * Answers the error code, or null when it worked.
 */
export function useStopStockNotice() {
  const [mutate] = useStopStockNoticeMutation();
  const [busyId, setBusyId] = useState<string | null>(null);

  async function stop(id: string): Promise<string | null> {
    if (busyId) return null;
    setBusyId(id);
    try {
      const { data } = await mutate({
        variables: { id },
        update(cache, { data: answer }) {
          const stopped = answer?.stopStockNotice.stoppedId;
          if (!stopped) return;
          cache.evict({ id: cache.identify({ __typename: 'StockNotice', id: stopped }) });
          cache.gc();
        },
      });
      return data?.stopStockNotice.errors[0]?.code ?? (data?.stopStockNotice.stoppedId ? null : 'UNEXPECTED');
    } catch {
      return 'UNEXPECTED';
    } finally {
      setBusyId(null);
    }
  }

  return { stop, busyId };
}
