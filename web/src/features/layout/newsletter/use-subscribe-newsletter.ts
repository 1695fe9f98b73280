import { useSubscribeNewsletterMutation } from '@web/__generated__/graphql';

export type SubscribeResult = { ok: true } | { ok: false; code: string };

/**
 * Subscribes an address to the newsletter. Expected refusals come back as the payload's error
 * code; a network or server failure is reported as an unexpected error.
 */
export function useSubscribeNewsletter() {
  const [mutate, { loading }] = useSubscribeNewsletterMutation();
  async function subscribe(email: string): Promise<SubscribeResult> {
    try {
      const { data } = await mutate({ variables: { email } });
      const payload = data?.subscribeNewsletter;
      if (payload?.subscribed) return { ok: true };
      return { ok: false, code: payload?.errors[0]?.code ?? 'UNEXPECTED' };
    } catch {
      return { ok: false, code: 'UNEXPECTED' };
    }
  }
  return { subscribe, loading };
}
