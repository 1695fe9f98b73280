import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { stateName } from '@rules/india/states';

/**
 * How an address's state reads in a language: an Indian state's name in that language ("KA" →
 * "ಕರ್ನಾಟಕ"); the stored text for a state abroad or an old free-text one.
 */
export function displayState(state: string | null | undefined, country: string, language: string): string | null {
  if (!state) return null;
  return (country === 'IN' ? stateName(state, language) : null) ?? state;
}

/** `displayState` in the shopper's language (re-renders when the language changes). */
export function useStateName(): (state: string | null | undefined, country: string) => string | null {
  const { i18n } = useLingui();
  const language = i18n.locale;
  return useCallback((state, country) => displayState(state, country, language), [language]);
}
