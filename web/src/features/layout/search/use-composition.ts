import { type CompositionEvent, useState } from 'react';

/**
 * Input method composition (Hindi, Tamil… keyboards build a syllable over several keys): while a
 * composition is under way, `settled` stays at the text from before it, so no suggestion is
 * fetched for half a syllable and nothing rewrites the field; the composed text counts once it
 * is committed.
 */
export function useComposition(value: string) {
  const [before, setBefore] = useState<string | null>(null);
  return {
    composing: before !== null,
    settled: before ?? value,
    handlers: {
      onCompositionStart: (event: CompositionEvent<HTMLInputElement>) => setBefore(event.currentTarget.value),
      onCompositionEnd: () => setBefore(null),
    },
  };
}
