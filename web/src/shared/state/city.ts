import { persistedVar } from './persisted-state';

/**
 * The city the shopper picked in the search box's city panel (a city key such as "jaipur"), or
 * null before they choose one. Kept across visits like the other preferences.
 */
export const cityVar = persistedVar<string | null>('city', null, (value) =>
  value === null || (typeof value === 'string' && /^[a-z-]{2,40}$/.test(value)) ? value : undefined,
);
