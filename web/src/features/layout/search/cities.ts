import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface City {
  key: string;
  name: MessageDescriptor;
}

/** Cities with service centres (spec: search box city panel), popular ones first. */
export const POPULAR_CITIES: City[] = [
  { key: 'jaipur', name: msg`Jaipur` },
  { key: 'delhi', name: msg`Delhi` },
  { key: 'mumbai', name: msg`Mumbai` },
  { key: 'bangalore', name: msg`Bangalore` },
  { key: 'kolkata', name: msg`Kolkata` },
  { key: 'chennai', name: msg`Chennai` },
];

export const OTHER_CITIES: City[] = [
  { key: 'chandigarh', name: msg`Chandigarh` },
  { key: 'indore', name: msg`Indore` },
  { key: 'kochi', name: msg`Kochi` },
  { key: 'noida', name: msg`Noida` },
  { key: 'hyderabad', name: msg`Hyderabad` },
  { key: 'pune', name: msg`Pune` },
  { key: 'ahmedabad', name: msg`Ahmedabad` },
  { key: 'lucknow', name: msg`Lucknow` },
];

export function findCity(key: string | null): City | undefined {
  return [...POPULAR_CITIES, ...OTHER_CITIES].find((city) => city.key === key);
}

/** Whether a city matches what the shopper typed, in the shown language or in English. */
export function cityMatches(city: City, shownName: string, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  return needle === '' || shownName.toLocaleLowerCase().includes(needle) || city.key.includes(needle);
}
