import { useRequestGuestOrderClaimMutation } from '@web/__generated__/graphql';

/** Asks for the e-mail with the link that adds guest orders to the account; answers the error codes (none when sent). */
export function useRequestGuestOrderClaim() {
  const [mutate, { loading }] = useRequestGuestOrderClaimMutation();
  async function request(): Promise<string[]> {
    try {
      const { data } = await mutate();
      return data ? data.requestGuestOrderClaim.errors.map((e) => e.code) : ['UNEXPECTED'];
    } catch {
      return ['UNEXPECTED'];
    }
  }
  return { request, busy: loading };
}
