import type { Selectable } from 'kysely';
import type { DB } from '../store/schema';

export type ServiceRow = Selectable<DB['services']>;
export type ServicePackageRow = Selectable<DB['service_packages']>;
/** A workshop city; the schema's `ServiceCity`. */
export type ServiceCityRow = Selectable<DB['workshops']>;
export type WorkshopHoursRow = Selectable<DB['workshop_hours']>;
export type BookingRow = Selectable<DB['service_bookings']>;

/** A slot with its capacity and what is booked; the schema's `ServiceSlot`. */
export interface ServiceSlotView {
  start: Date;
  end: Date;
  capacity: number;
  remaining: number;
}

/**
 * A booking as one caller sees it: `owner` (the signed-in shopper who booked, or the booking
 * just made) or `token` (a guest's link). `cancellable` is decided with the clock when read.
 */
export interface BookingView {
  row: BookingRow;
  access: 'owner' | 'token';
  cancellable: boolean;
  /** Whether `token` is shown: only to the booker right after booking, and to a token holder. */
  showToken: boolean;
  /** Contact phone and e-mail masked (an order's installation read by token or tracking). */
  masked?: boolean;
  /** The order's number when it was booked with an order. */
  orderNumber?: number | null;
}
