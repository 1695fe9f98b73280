import type { SeedColor } from './types';

/** The 20 swatches of the colour filter, in swatch order. */
export const COLORS: SeedColor[] = [
  { slug: 'white', name: 'White', hex: '#ffffff' },
  { slug: 'silver', name: 'Silver', hex: '#c4c7cc' },
  { slug: 'grey', name: 'Grey', hex: '#6b7280' },
  { slug: 'black', name: 'Black', hex: '#111111' },
  { slug: 'red', name: 'Red', hex: '#d32f2f' },
  { slug: 'maroon', name: 'Maroon', hex: '#7b1e2b' },
  { slug: 'orange', name: 'Orange', hex: '#f57c00' },
  { slug: 'yellow', name: 'Yellow', hex: '#fbc02d' },
  { slug: 'gold', name: 'Gold', hex: '#c9a227' },
  { slug: 'beige', name: 'Beige', hex: '#e8d8b8' },
  { slug: 'brown', name: 'Brown', hex: '#795548' },
  { slug: 'green', name: 'Green', hex: '#388e3c' },
  { slug: 'olive', name: 'Olive', hex: '#6b7a2a' },
  { slug: 'teal', name: 'Teal', hex: '#00897b' },
  { slug: 'cyan', name: 'Cyan', hex: '#00bcd4' },
  { slug: 'blue', name: 'Blue', hex: '#1e63d6' },
  { slug: 'navy', name: 'Navy Blue', hex: '#1a2a57' },
  { slug: 'purple', name: 'Purple', hex: '#7b3fa0' },
  { slug: 'pink', name: 'Pink', hex: '#e75480' },
  { slug: 'bronze', name: 'Bronze', hex: '#a0673a' },
];
