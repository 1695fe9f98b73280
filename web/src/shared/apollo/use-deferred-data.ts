import { useDeferredValue } from 'react';

/**
 * A query's answer for a large part of the page, rendered in the background: Apollo hands new
 * answers to React as urgent updates, which React renders in one piece (a long task that blocks
 * taps and scrolling while a whole product list renders). Deferred, React renders it in short
 * slices and yields to the browser between them. Until then the previous answer stays on screen
 * and `loading` stays true, so a page treats it as still loading (never as "not found").
 */
export function useDeferredData<T>(answer: { data: T; loading: boolean }): { data: T; loading: boolean } {
  const data = useDeferredValue(answer.data);
  return { data, loading: answer.loading || data !== answer.data };
}
