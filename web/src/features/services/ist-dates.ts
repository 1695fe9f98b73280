/**
 * Workshops keep India Standard Time (decision 011): UTC+05:30 all year, so a fixed offset is
 * exact. These helpers turn instants into IST calendar days and times for the slot picker.
 */
const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The IST calendar day (YYYY-MM-DD) of an instant. */
export function istDate(instant: Date | string): string {
  return new Date(new Date(instant).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** `count` IST calendar days starting with today's. */
export function nextIstDays(now: Date, count: number): string[] {
  const days: string[] = [];
  for (let i = 0; i < count; i += 1) days.push(istDate(new Date(now.getTime() + i * DAY_MS)));
  return days;
}

/** Noon of an IST day as an instant, safe to format as that day in the IST time zone. */
export function istNoon(day: string): Date {
  return new Date(`${day}T12:00:00+05:30`);
}

export const IST_ZONE = 'Asia/Kolkata';
