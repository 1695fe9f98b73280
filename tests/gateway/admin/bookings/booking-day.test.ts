import { describe, expect, it } from 'vitest';
import { mergeDay } from '../../../../gateway/admin/bookings/booking-day';

const at = (time: string) => new Date(`2027-03-02T${time}:00+05:30`);
const grid = ['09:00', '10:00', '11:00'].map((t) => ({ start: at(t), end: new Date(at(t).getTime() + 3_600_000) }));
const booking = (time: string, reference: string) => ({
  slot_start: at(time),
  slot_end: new Date(at(time).getTime() + 3_600_000),
  reference,
});

describe('mergeDay', () => {
  it('gives every grid slot the default capacity until the database holds a row for it', () => {
    const slots = mergeDay(grid, [{ starts_at: at('10:00'), capacity: 2, booked: 2, blocked: true }], [], 3, 60);
    expect(slots.map((s) => [s.start.toISOString(), s.capacity, s.booked, s.blocked, s.onGrid])).toEqual([
      [at('09:00').toISOString(), 3, 0, false, true],
      [at('10:00').toISOString(), 2, 2, true, true],
      [at('11:00').toISOString(), 3, 0, false, true],
    ]);
  });

  it('puts bookings in their slot by reference, and keeps a booking off the grid as a slot of its own', () => {
    const slots = mergeDay(
      grid,
      [],
      [booking('10:00', 'GP-SVC-000009'), booking('10:00', 'GP-SVC-000002'), booking('18:30', 'GP-SVC-000004')],
      3,
      60,
    );
    expect(slots[1]!.bookings.map((b) => b.reference)).toEqual(['GP-SVC-000002', 'GP-SVC-000009']);
    expect(slots.at(-1)).toMatchObject({ start: at('18:30'), end: at('19:30'), onGrid: false });
    expect(slots.at(-1)!.bookings.map((b) => b.reference)).toEqual(['GP-SVC-000004']);
  });
});
