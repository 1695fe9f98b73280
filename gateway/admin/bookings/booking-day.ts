/**
 * A workshop day as staff see it (pure): the day's slot grid, the slot rows the database holds
 * (capacity, booked, blocked) and the confirmed bookings, merged by start time. A row or booking
 * off the grid (opening hours changed after it was booked) still shows, marked `onGrid: false`.
 */
import type { Slot } from '../../workshops/slot-rules';

export interface SlotRow {
  starts_at: Date | string;
  capacity: number;
  booked: number;
  blocked: boolean;
}

export interface DayBooking {
  slot_start: Date | string;
  slot_end: Date | string;
  reference: string;
}

export interface DaySlot<B> {
  start: Date;
  end: Date;
  capacity: number;
  booked: number;
  blocked: boolean;
  onGrid: boolean;
  bookings: B[];
}

const time = (value: Date | string) => new Date(value).getTime();

export function mergeDay<B extends DayBooking>(
  grid: readonly Slot[],
  rows: readonly SlotRow[],
  bookings: readonly B[],
  slotCapacity: number,
  slotMinutes: number,
): DaySlot<B>[] {
  const slots = new Map<number, DaySlot<B>>();
  const slotAt = (start: number, onGrid: boolean) => {
    let slot = slots.get(start);
    if (!slot) {
      slot = {
        start: new Date(start),
        end: new Date(start + slotMinutes * 60_000),
        capacity: slotCapacity,
        booked: 0,
        blocked: false,
        onGrid,
        bookings: [],
      };
      slots.set(start, slot);
    }
    return slot;
  };
  for (const { start } of grid) slotAt(start.getTime(), true);
  for (const row of rows)
    Object.assign(slotAt(time(row.starts_at), false), {
      capacity: row.capacity,
      booked: row.booked,
      blocked: row.blocked,
    });
  for (const booking of bookings) {
    const slot = slotAt(time(booking.slot_start), false);
    slot.end = new Date(Math.max(slot.end.getTime(), time(booking.slot_end)));
    slot.bookings.push(booking);
  }
  for (const slot of slots.values()) slot.bookings.sort((a, b) => a.reference.localeCompare(b.reference));
  return [...slots.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
}
