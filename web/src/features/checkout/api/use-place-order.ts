import { useRef, useState } from 'react';
import { type CheckoutInput, usePlaceOrderMutation } from '@web/__generated__/graphql';
import { newIdempotencyKey } from '../checkout-input';

export interface PlaceOrderResult {
  order: { id: string; token: string | null; number: number } | null;
  errors: { code: string; field?: readonly string[] | null }[];
}

/**
 * Places the order (decision 009). One idempotency key per attempt: a retry of the same request
 * (network failure, double click) reuses it, so the gateway answers the same order; a changed
 * request gets a new key. A second submit while one is in flight is ignored.
 */
export function usePlaceOrder() {
  const [mutate] = usePlaceOrderMutation();
  const attempt = useRef<{ key: string; fingerprint: string } | null>(null);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  async function placeOrder(build: (idempotencyKey: string) => CheckoutInput): Promise<PlaceOrderResult | null> {
    if (inFlight.current) return null;
    const fingerprint = JSON.stringify(build(''));
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { key: newIdempotencyKey(), fingerprint };
    inFlight.current = true;
    setBusy(true);
    try {
      const { data } = await mutate({ variables: { input: build(attempt.current.key) } });
      const payload = data?.checkout;
      return payload
        ? { order: payload.order ?? null, errors: payload.errors }
        : { order: null, errors: [{ code: 'UNEXPECTED' }] };
    } catch {
      return { order: null, errors: [{ code: 'UNEXPECTED' }] };
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return { placeOrder, busy };
}
