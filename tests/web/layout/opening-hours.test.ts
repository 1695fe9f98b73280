import { describe, expect, it } from 'vitest';
import { formatOpeningHours } from '@web/shared/format/opening-hours';

describe('formatOpeningHours', () => {
  it('joins consecutive days into a range and formats times for the locale', () => {
    expect(formatOpeningHours({ days: [1, 2, 3, 4, 5, 6], opens: '09:00', closes: '20:00' }, 'en-IN')).toBe(
      'Mon–Sat 9:00 am–8:00 pm',
    );
  });

  it('lists days that are not consecutive', () => {
    expect(formatOpeningHours({ days: [7, 3], opens: '10:00', closes: '16:00' }, 'en-IN')).toBe(
      'Wed, Sun 10:00 am–4:00 pm',
    );
  });

  it('uses the shopper’s language', () => {
    expect(formatOpeningHours({ days: [7], opens: '10:00', closes: '16:00' }, 'hi-IN')).toMatch(/^रवि/);
  });
});
