import { useRef, useState } from 'react';
import { type BookServiceInput, type BookServiceMutation, useBookServiceMutation } from '@web/__generated__/graphql';

type Booking = NonNullable<BookServiceMutation['bookService']['booking']>;

export interface BookResult {
  booking: Booking | null;
  errors: { code: string; field?: readonly string[] | null }[];
}

/**
 * Books a slot (decision 011). One idempotency key per distinct request: a retry of the same
 * request (network failure, double click) answers the first booking. A second submit while one is
 * in flight is ignored, so a shopper can never book twice by accident.
 */
export function useBookService() {
  const [mutate] = useBookServiceMutation();
  const attempt = useRef<{ key: string; fingerprint: string } | null>(null);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  async function book(input: Omit<BookServiceInput, 'idempotencyKey'>): Promise<BookResult | null> {
    if (inFlight.current) return null;
    const fingerprint = JSON.stringify(input);
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { key: crypto.randomUUID(), fingerprint };
    inFlight.current = true;
    setBusy(true);
    try {
      const { data } = await mutate({ variables: { input: { ...input, idempotencyKey: attempt.current.key } } });
      const payload = data?.bookService;
      return payload
        ? { booking: payload.booking ?? null, errors: payload.errors }
        : { booking: null, errors: [{ code: 'UNEXPECTED' }] };
    } catch {
      return { booking: null, errors: [{ code: 'UNEXPECTED' }] };
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return { book, busy };
}
