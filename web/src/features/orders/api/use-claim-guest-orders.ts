import { useClaimGuestOrdersMutation } from '@web/__generated__/graphql';

export type ClaimOutcome = { claimed: number; errors: [] } | { claimed: null; errors: string[] };

/** Adds the guest orders of a mailed link to the account; cached order lists are dropped so they are read again. */
export function useClaimGuestOrders() {
  const [mutate, { loading }] = useClaimGuestOrdersMutation({
    update(cache, { data }) {
      if (!data?.claimGuestOrders.claimed) return;
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'orders' });
      cache.gc();
    },
  });
  async function claim(token: string): Promise<ClaimOutcome> {
    try {
      const { data } = await mutate({ variables: { token } });
      const result = data?.claimGuestOrders;
      if (!result) return { claimed: null, errors: ['UNEXPECTED'] };
      if (result.errors.length || result.claimed === null || result.claimed === undefined)
        return { claimed: null, errors: result.errors.length ? result.errors.map((e) => e.code) : ['UNEXPECTED'] };
      return { claimed: result.claimed, errors: [] };
    } catch {
      return { claimed: null, errors: ['UNEXPECTED'] };
    }
  }
  return { claim, busy: loading };
}
